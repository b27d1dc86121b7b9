package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The lobby's preset picker and rule-options form in Japanese and Chinese: the preset's title and
 * summary, the bots, the option groups and labels are native text; an option changed through the
 * form is marked, can be found by the search, and the table created with it plays by the changed
 * rules (its record's header). Screenshots lobby-options-ja-SIZE.png and lobby-options-zh-SIZE.png;
 * the page never scrolls sideways.
 */
class OptionsFormTest extends BrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JavascriptExecutor js() {
        return (JavascriptExecutor) ui.driver;
    }

    private String text(String css) {
        return ui.driver.findElement(By.cssSelector(css)).getText();
    }

    private WebElement row(String key) {
        return ui.driver.findElement(By.cssSelector(".opt-row[data-key='" + key + "']"));
    }

    private WebElement group(String id) {
        return ui.driver.findElement(By.cssSelector(".opt-group[data-group='" + id + "']"));
    }

    private void openGroup(String id) {
        WebElement g = group(id);
        if (g.getAttribute("open") == null) {
            js().executeScript("arguments[0].scrollIntoView({block: 'center'})", g);
            g.findElement(By.tagName("summary")).click();
        }
        ui.until(d -> group(id).getAttribute("open") != null);
    }

    private void search(String q) {
        WebElement box = ui.driver.findElement(By.className("opt-search"));
        box.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.BACK_SPACE);
        if (!q.isEmpty()) {
            box.sendKeys(q);
        }
    }

    private List<String> visibleRows() {
        return ui.driver.findElements(By.cssSelector(".opt-row")).stream().filter(WebElement::isDisplayed)
                .map(r -> r.getAttribute("data-key")).toList();
    }

    private void noSidewaysScroll() {
        Object wide = js().executeScript("return document.documentElement.scrollWidth - document.documentElement.clientWidth");
        assertThat(((Number) wide).intValue()).as("the page scrolls sideways by").isLessThanOrEqualTo(0);
    }

    private void openLobby(String lang, String preset) {
        ui.open("index.html?lang=" + lang);
        ui.until(d -> d.findElements(By.cssSelector("#preset option[value='" + preset + "']")).size() == 1);
        new Select(ui.driver.findElement(By.id("preset"))).selectByValue(preset);
        ui.until(d -> !d.findElements(By.cssSelector(".opt-group")).isEmpty());
        WebElement options = ui.driver.findElement(By.cssSelector("details.options"));
        if (options.getAttribute("open") == null) {
            options.findElement(By.tagName("summary")).click();
        }
    }

    /** Creates the table from the page and gives its record's header (the rules it plays by). */
    private JsonNode createAndReadHeader() throws Exception {
        ui.driver.findElement(By.id("create")).click();
        ui.visible(By.cssSelector("#created .you a.join.you"));
        String id = ui.driver.findElement(By.id("created")).getAttribute("data-table");
        String record = ui.until(d -> {
            String r = ui.server.storage().record(id);
            return r.isEmpty() ? null : r;
        });
        return JSON.readTree(record.lines().findFirst().orElseThrow());
    }

    @Test
    void japaneseLobbyShowsNativeLabelsAndCreatesATableWithTheChangedRules() throws Exception {
        openLobby("ja", "tenhou");
        assertThat(new Select(ui.driver.findElement(By.id("preset"))).getFirstSelectedOption().getText())
                .isEqualTo("天鳳 段位戦 — リーチ麻雀");
        assertThat(text("#description")).startsWith("天鳳の四麻段位戦ルール");
        assertThat(new Select(ui.driver.findElement(By.cssSelector("#seats .seat-row[data-seat='1'] .agent")))
                .getFirstSelectedOption().getText()).isEqualTo("牌効率");
        assertThat(text(".opt-group[data-group='yaku'] .opt-group-name")).isEqualTo("役");
        assertThat(text(".opt-group[data-group='draws'] .opt-group-name")).isEqualTo("流局と途中流局");
        assertThat(text(".opt-group[data-group='penalty-chombo'] .opt-group-name")).startsWith("罰則");
        assertThat(text(".opt-summary")).isEqualTo("ルールのまま");
        noSidewaysScroll();
        ui.screenshot("lobby-preset-ja");

        openGroup("yaku");
        assertThat(row("riichi.kuitan").findElement(By.className("opt-label")).getText()).isEqualTo("喰いタン (喰い断)");
        assertThat(row("riichi.kuitan").findElement(By.className("opt-help")).getText()).contains("断么九");
        assertThat(row("riichi.kuitan").findElement(By.className("opt-details")).getText()).doesNotContain("riichi.kuitan");

        openGroup("game");
        Select length = new Select(row("riichi.gameLength").findElement(By.tagName("select")));
        assertThat(length.getOptions()).extracting(WebElement::getText).containsExactly("東風戦", "半荘戦");
        length.selectByVisibleText("東風戦");
        WebElement start = row("riichi.startingPoints").findElement(By.tagName("input"));
        start.sendKeys(Keys.chord(Keys.CONTROL, "a"), "30000");
        ui.until(d -> row("riichi.startingPoints").getAttribute("class").contains("changed"));
        assertThat(row("riichi.gameLength").getAttribute("class")).contains("changed");
        assertThat(text(".opt-summary")).isEqualTo("ルールから2項目変更");
        assertThat(text(".opt-group[data-group='game'] .opt-group-changed")).isEqualTo("ルールから2項目変更");

        WebElement details = row("riichi.gameLength").findElement(By.className("opt-details"));
        details.findElement(By.tagName("summary")).click();
        assertThat(details.getText()).contains("riichi.gameLength", "tonpuu = 東風戦", "hanchan = 半荘戦");
        js().executeScript("arguments[0].scrollIntoView({block: 'start'})", group("game"));
        noSidewaysScroll();
        ui.screenshot("lobby-options-ja");

        search("先ヅモ");
        ui.until(d -> visibleRows().equals(List.of("penalty.7-05-10", "penalty.7-05-10-01")));
        assertThat(group("penalty-declarations").getAttribute("open")).isNotNull();
        assertThat(group("yaku").isDisplayed()).isFalse();
        search("riichi.kuitan");
        ui.until(d -> visibleRows().equals(List.of("riichi.kuitan")));
        search("ありえない設定");
        ui.until(d -> visibleRows().isEmpty());
        assertThat(text(".opt-no-match")).contains("ありえない設定");
        search("");
        ui.until(d -> visibleRows().contains("riichi.startingPoints"));
        assertThat(group("penalty-declarations").getAttribute("open")).as("closed again once the search is empty").isNull();

        JsonNode header = createAndReadHeader();
        assertThat(header.get("preset").asText()).isEqualTo("tenhou");
        assertThat(header.get("rules").get("riichi.gameLength").asText()).isEqualTo("tonpuu");
        assertThat(header.get("rules").get("riichi.startingPoints").asInt()).isEqualTo(30000);
        assertThat(text("#created .bots")).contains("牌効率");
    }

    @Test
    void chineseLobbyShowsNativeLabelsAndResetsAndCreatesATableWithTheChangedRules() throws Exception {
        openLobby("zh", "guizhou-liupanshui");
        assertThat(new Select(ui.driver.findElement(By.id("preset"))).getFirstSelectedOption().getText())
                .isEqualTo("六盘水捉鸡麻将 — 贵州麻将");
        assertThat(text("#description")).startsWith("贵州捉鸡麻将");
        assertThat(text(".opt-group[data-group='chickens'] .opt-group-name")).isEqualTo("捉鸡");
        assertThat(text(".opt-group[data-group='baoting'] .opt-group-name")).isEqualTo("报听");

        openGroup("chickens");
        assertThat(row("gz.chongfengJi").findElement(By.className("opt-label")).getText()).isEqualTo("冲锋鸡");
        new Select(row("gz.chickenScope").findElement(By.tagName("select"))).selectByVisibleText("满堂鸡");
        WebElement jinJi = row("gz.jinJi").findElement(By.cssSelector("input[type=checkbox]"));
        jinJi.click();
        ui.until(d -> text(".opt-summary").equals("相对预设改了2项"));
        row("gz.jinJi").findElement(By.className("opt-reset")).click();
        ui.until(d -> text(".opt-summary").equals("相对预设改了1项"));
        assertThat(row("gz.jinJi").findElement(By.cssSelector("input[type=checkbox]")).isSelected()).isTrue();
        WebElement extra = row("gz.extraChickens");
        assertThat(extra.findElements(By.cssSelector("label"))).extracting(WebElement::getText)
                .contains("本鸡 (翻出的牌本身)", "乌骨鸡 (八筒，算2分)");

        // The language switch redraws the form and keeps the change.
        ui.language("ja");
        ui.until(d -> text(".opt-group[data-group='chickens'] .opt-group-name").equals("鶏 (捉鸡)"));
        assertThat(new Select(row("gz.chickenScope").findElement(By.tagName("select"))).getFirstSelectedOption().getText())
                .isEqualTo("捨て牌も (満堂鶏)");
        assertThat(group("chickens").getAttribute("open")).isNotNull();
        ui.language("zh");
        ui.until(d -> text(".opt-group[data-group='chickens'] .opt-group-name").equals("捉鸡"));
        assertThat(text("#description")).startsWith("贵州捉鸡麻将");

        js().executeScript("arguments[0].scrollIntoView({block: 'start'})", group("chickens"));
        noSidewaysScroll();
        ui.screenshot("lobby-options-zh");

        JsonNode header = createAndReadHeader();
        assertThat(header.get("preset").asText()).isEqualTo("guizhou-liupanshui");
        assertThat(header.get("rules").get("gz.chickenScope").asText()).isEqualTo("all");
        assertThat(header.get("rules").get("gz.jinJi").asBoolean()).isTrue();
        assertThat(text("#created .bots")).contains("牌效");
    }
}
