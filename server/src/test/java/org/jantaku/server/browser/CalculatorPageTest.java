package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jantaku.core.tile.Lang;
import org.jantaku.server.HandCalculator;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * The hand calculator page: what it sends to POST /api/score (one request of the score-jsonl
 * contract, in the page's language) and how it shows the answer line. The scorer itself is the
 * command line's ({@code ServeCommand.calculator()}, tested with {@code jantaku score}); here the
 * server is given a calculator that records each request and answers with the contract's answer
 * line for the documented example (docs/score-jsonl.md), or an error line for any other hand.
 */
class CalculatorPageTest extends BrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> REQUESTS = new CopyOnWriteArrayList<>();
    private static final List<Lang> LANGS = new CopyOnWriteArrayList<>();

    /** The contract's example: 234m56799p234678s, win 8s, tsumo, riichi → 3 han 20 fu, 1300/700. */
    private static String answer(String request, Lang lang) {
        REQUESTS.add(request);
        LANGS.add(lang);
        if (!request.contains("\"234m56799p234678s\"")) {
            return "{\"ok\":false,\"error\":\"hand_not_winning\"}";
        }
        String riichi = lang == Lang.JA ? "立直" : "Riichi";
        return "{\"ok\":true,\"han\":3,\"fu\":20,\"yakuman\":0,\"level\":\"\",\"yaku\":[{\"key\":\"menzen_tsumo\",\"name\":\"Menzen Tsumo\",\"han\":1},"
                + "{\"key\":\"riichi\",\"name\":\"" + riichi + "\",\"han\":1},{\"key\":\"pinfu\",\"name\":\"Pinfu\",\"han\":1}],"
                + "\"cost\":{\"main\":1300,\"additional\":700,\"main_bonus\":0,\"additional_bonus\":0,\"kyoutaku_bonus\":0,\"total\":2700}}";
    }

    @Override
    protected Optional<HandCalculator> calculator() {
        return Optional.of(CalculatorPageTest::answer);
    }

    @Test
    void sendsTheRequestAndShowsTheAnswer() throws Exception {
        ui.open("calc.html");
        ui.language("en");
        ui.visible(By.cssSelector("#palette .tile"));
        for (String tile : List.of("2m", "3m", "4m", "5p", "6p", "7p", "9p", "9p", "2s", "3s", "4s", "6s", "7s", "8s")) {
            ui.driver.findElement(By.cssSelector("#palette .t-" + tile)).click();
        }
        assertThat(ui.driver.findElement(By.id("hand")).getAttribute("value")).isEqualTo("2m3m4m5p6p7p9p9p2s3s4s6s7s8s");
        assertThat(ui.driver.findElement(By.id("win")).getAttribute("value")).isEqualTo("8s");
        assertThat(ui.driver.findElements(By.cssSelector("#hand-tiles .tile"))).hasSize(14);
        ui.driver.findElement(By.id("hand")).clear();
        ui.driver.findElement(By.id("hand")).sendKeys("234m56799p234678s");
        ui.driver.findElement(By.id("tsumo")).click();
        ui.driver.findElement(By.id("riichi")).click();
        new Select(ui.driver.findElement(By.id("seat_wind"))).selectByValue("S");
        ui.driver.findElement(By.id("score")).click();

        String total = ui.visible(By.id("calc-total")).getText();
        assertThat(total).contains("3 han", "20 fu", "2700");
        assertThat(ui.driver.findElement(By.id("answer")).getText()).contains("Menzen Tsumo", "Pinfu", "The dealer pays 1300, the others 700 each.");
        JsonNode sent = JSON.readTree(REQUESTS.get(REQUESTS.size() - 1));
        assertThat(sent.get("hand").asText()).isEqualTo("234m56799p234678s");
        assertThat(sent.get("win").asText()).isEqualTo("8s");
        assertThat(sent.get("tsumo").asBoolean()).isTrue();
        assertThat(sent.get("riichi").asBoolean()).isTrue();
        assertThat(sent.get("seat_wind").asText()).isEqualTo("S");
        assertThat(sent.has("ippatsu")).isFalse();
        assertThat(LANGS.get(LANGS.size() - 1)).isEqualTo(Lang.EN);

        ui.language("ja");
        ui.until(d -> d.findElement(By.id("answer")).getText().contains("立直"));
        assertThat(LANGS.get(LANGS.size() - 1)).isEqualTo(Lang.JA);
        ui.screenshot("calculator");

        ui.driver.findElement(By.id("hand")).clear();
        ui.driver.findElement(By.id("hand")).sendKeys("1m");
        ui.driver.findElement(By.id("score")).click();
        ui.until(d -> d.findElements(By.id("calc-error")).size() == 1);
        assertThat(ui.driver.findElement(By.id("calc-error")).getText()).contains("和了形ではありません", "hand_not_winning");
    }

    /** Three-player rules (三人麻雀): no 2m-8m in the palette, no North seat, and the Norths set aside are sent. */
    @Test
    void threePlayerRulesAskForTheNorthsSetAside() throws Exception {
        ui.open("calc.html");
        ui.language("en");
        ui.visible(By.cssSelector("#palette .t-5m"));
        assertThat(ui.driver.findElement(By.id("nuki-field")).isDisplayed()).isFalse();
        ui.until(d -> d.findElements(By.cssSelector("#rules option[value='tenhou-sanma']")).size() == 1);
        new Select(ui.driver.findElement(By.id("rules"))).selectByValue("tenhou-sanma");
        ui.until(d -> d.findElements(By.cssSelector("#palette .t-5m")).isEmpty());
        assertThat(ui.driver.findElements(By.cssSelector("#palette .t-1m"))).hasSize(1);
        assertThat(ui.driver.findElements(By.cssSelector("#palette .t-9m"))).hasSize(1);
        assertThat(new Select(ui.driver.findElement(By.id("seat_wind"))).getOptions()).extracting(o -> o.getAttribute("value"))
                .containsExactly("E", "S", "W");
        ui.driver.findElement(By.id("hand")).sendKeys("111m567p234s789s44z");
        ui.driver.findElement(By.id("win")).clear();
        ui.driver.findElement(By.id("win")).sendKeys("4s");
        ui.visible(By.id("nuki")).clear();
        ui.driver.findElement(By.id("nuki")).sendKeys("2");
        ui.screenshot("calculator-sanma");
        ui.driver.findElement(By.id("score")).click();
        ui.until(d -> d.findElements(By.id("calc-error")).size() == 1);
        JsonNode sent = JSON.readTree(REQUESTS.get(REQUESTS.size() - 1));
        assertThat(sent.get("rules").asText()).isEqualTo("tenhou-sanma");
        assertThat(sent.get("nuki").asInt()).isEqualTo(2);
    }
}
