package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/** The language switch: the UI text and the tiles in Chinese, Japanese and English, kept across pages. */
class LanguageTest extends BrowserTest {
    private String text(String css) {
        return ui.driver.findElement(By.cssSelector(css)).getText();
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
        assertThat(ui.driver.findElement(By.cssSelector("#palette .t-1m")).getAttribute("title")).isEqualTo("一万");
        assertThat(text("#palette .t-1z")).isEqualTo("东");
        assertThat(ui.driver.findElement(By.cssSelector("#palette .t-0p")).getAttribute("title")).isEqualTo("红五筒");

        ui.language("ja");
        ui.until(d -> text("#palette .t-1z").equals("東"));
        assertThat(ui.driver.findElement(By.cssSelector("#palette .t-1m")).getAttribute("title")).isEqualTo("一萬");
        assertThat(text("#palette .t-6z")).isEqualTo("發");

        ui.language("en");
        ui.until(d -> text("h1").equals("Hand calculator"));
        assertThat(ui.driver.findElement(By.cssSelector("#palette .t-1m")).getAttribute("title")).isEqualTo("1 of Characters");
        assertThat(text("#palette .t-7z")).isEqualTo("R");
        ui.screenshot("language-calc-en");
    }
}
