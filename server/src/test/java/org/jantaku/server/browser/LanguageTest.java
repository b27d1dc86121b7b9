package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/** The language switch: the UI text and the tiles in Chinese, Japanese and English, kept across pages. */
class LanguageTest extends BrowserTest {
    private String text(String css) {
        return ui.driver.findElement(By.cssSelector(css)).getText();
    }

    private String attr(String css, String name) {
        return ui.driver.findElement(By.cssSelector(css)).getAttribute(name);
    }

    @Test
    void switchesTextAndTilesAndRemembersTheChoice() {
        ui.open("index.html");
        ui.language("en");
        ui.until(d -> text("h1").equals("Lobby"));
        assertThat(text("#create")).isEqualTo("Create table");

        ui.language("ja");
        ui.until(d -> text("h1").equals("ロビー"));
        assertThat(text("#create")).isEqualTo("卓を立てる");
        assertThat(text("header nav")).contains("牌譜", "点数計算");
        assertThat(ui.driver.getTitle()).contains("ロビー");

        ui.language("zh");
        ui.until(d -> text("h1").equals("大厅"));
        assertThat(text("header nav")).contains("牌谱", "算番器");

        ui.open("calc.html");
        ui.until(d -> text("h1").equals("算番器"));
        ui.visible(By.cssSelector("#palette .tile"));
        // The drawn tiles say their names; the plain faces show them as text.
        assertThat(attr("#palette .t-1m", "title")).isEqualTo("一万");
        assertThat(attr("#palette .t-1z", "aria-label")).isEqualTo("东风");
        assertThat(attr("#palette .t-0p", "aria-label")).isEqualTo("红五筒");
        assertThat(text("#palette .t-1z")).isEmpty();
        assertThat(text("#tile-face option[value=art]")).isEqualTo("牌面: 图案");
        new Select(ui.driver.findElement(By.id("tile-face"))).selectByValue("plain");
        ui.until(d -> text("#palette .t-1z").equals("东"));

        ui.language("ja");
        ui.until(d -> text("#palette .t-1z").equals("東"));
        assertThat(attr("#palette .t-1m", "title")).isEqualTo("一萬");
        assertThat(attr("#palette .t-6z", "aria-label")).isEqualTo("發");
        assertThat(text("#palette .t-6z")).isEqualTo("發");
        assertThat(attr("#tile-face", "aria-label")).isEqualTo("牌の表示");

        ui.language("en");
        ui.until(d -> text("h1").equals("Hand calculator"));
        assertThat(attr("#palette .t-1m", "title")).isEqualTo("1 of Characters");
        assertThat(text("#palette .t-7z")).isEqualTo("R");
        assertThat(text("#palette .t-0s").replaceAll("\\s+", " ")).isEqualTo("5 bam");
        new Select(ui.driver.findElement(By.id("tile-face"))).selectByValue("art");
        ui.until(d -> text("#palette .t-7z").isEmpty());
        assertThat(attr("#palette .t-7z", "aria-label")).isEqualTo("Red dragon");
        ui.screenshot("language-calc-en");
    }
}
