package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.riichi.keep.KeepJson;
import org.jantaku.riichi.keep.KeepSession;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.settlement.FinalScores;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The scorekeeping page at a three-player table ({@code tenhou-sanma}): three name fields, three
 * seats (East, South, West) on the board, a riichi, a self-draw entered by its tiles with two Norths
 * set aside (a palette without 2m-8m), a draw with one tenpai, a ron counted in han and fu, drawn
 * hands to the end; the final standing is KeepSession's on the same reports and the club's league
 * has the places 1-3. Run at 390×844 and 1366×900; screenshots keep-sanma-*.
 */
class KeepSanmaPageTest extends KeepBrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] NAMES = {"Aoki", "Baba", "Chiba"};

    private final List<String> reports = new ArrayList<>();

    @Test
    void keepsAThreePlayerHanchan() throws Exception {
        ui.open("keep.html?lang=en");
        ui.visible(By.id("club-name")).sendKeys("Sanma club");
        tap("#create-club button[type='submit']");
        ui.visible(By.id("club-key"));
        tap("#go-club");
        tap("#new-session");
        ui.visible(By.id("player-3"));
        new Select(ui.driver.findElement(By.id("preset"))).selectByValue("tenhou-sanma");
        ui.until(d -> d.findElements(By.id("player-3")).isEmpty());
        assertThat(ui.driver.findElements(By.cssSelector(".player-input"))).hasSize(3);
        assertThat(ui.driver.findElement(By.id("players-help")).getText()).contains("no North seat");
        for (int i = 0; i < 3; i++) {
            ui.driver.findElement(By.id("player-" + i)).sendKeys(NAMES[i]);
        }
        ui.screenshot("keep-sanma-new-session");
        tap("#start-session");
        ui.visible(By.id("seats"));
        String sessionId = ui.driver.getCurrentUrl().replaceAll(".*session=([^&#]+).*", "$1");
        assertThat(ui.driver.findElements(By.cssSelector("#seats .seat-card"))).hasSize(3);
        assertThat(ui.driver.findElements(By.cssSelector("#seats .seat-card .wind")).stream().map(WebElement::getText).toList())
                .containsExactly("West", "East", "South");
        assertThat(ui.driver.findElement(By.id("score-0")).getText()).isEqualTo("35,000");
        ui.screenshot("keep-sanma-board-start");

        // E1: Baba declares riichi and draws his win: entered by its tiles, two Norths set aside
        tap("#act-riichi");
        seat("riichi-seat", 1);
        reports.add("{\"type\":\"riichi\",\"seat\":1}");
        ui.until(d -> historySize() == 1);
        tap("#act-win");
        tap("#win-way .choice[data-value='tsumo']");
        seat("win-winners", 1);
        tap("#mode-1 .choice[data-value='tiles']");
        assertThat(ui.driver.findElements(By.cssSelector("#hand-1-palette .tile-key[data-tile='5m']"))).isEmpty();
        assertThat(ui.driver.findElements(By.cssSelector("#hand-1-palette .tile-key[data-tile='9m']"))).hasSize(1);
        for (String tile : List.of("1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", "3s", "4s", "5s", "5s", "2s")) {
            tap("#hand-1-palette .tile-key[data-tile='" + tile + "']");
        }
        tap("#hand-1-target .choice[data-value='dora']");
        tap("#hand-1-palette .tile-key[data-tile='1z']");
        tap("#hand-1-nuki .choice[data-value='2']");
        ui.screenshot("keep-sanma-win-tiles");
        tap("#win-check");
        ui.visible(By.id("check"));
        ui.screenshot("keep-sanma-check");
        confirm(2);
        reports.add("{\"type\":\"win\",\"winners\":[{\"seat\":1,\"hand\":{\"hand\":\"123456789p34552s\",\"win\":\"2s\",\"dora\":\"1z\","
                + "\"nuki\":2}}]}");
        assertThat(ui.driver.findElement(By.id("round")).getText()).isEqualTo("East 2");

        // E2: drawn, only Aoki tenpai
        tap("#act-draw");
        seat("draw-tenpai", 0);
        tap("#draw-check");
        ui.visible(By.id("check"));
        confirm(3);
        reports.add("{\"type\":\"draw\",\"tenpai\":[0]}");
        assertThat(ui.driver.findElement(By.id("round")).getText()).isEqualTo("East 3");

        // E3 1 honba: Aoki rons Chiba, counted at the table (the Norths go in the han)
        tap("#act-win");
        seat("win-winners", 0);
        seat("win-from", 2);
        tap("#han-0 .choice[data-value='3']");
        tap("#fu-0 .choice[data-value='30']");
        assertThat(ui.visible(By.id("nuki-help-0")).getText()).contains("North");
        tap("#win-check");
        confirm(4);
        reports.add("{\"type\":\"win\",\"winners\":[{\"seat\":0,\"han\":3,\"fu\":30}],\"from\":2}");
        // after East 3 comes South 1
        assertThat(ui.driver.findElement(By.id("round")).getText()).isEqualTo("South 1");
        ui.screenshot("keep-sanma-board-play");

        for (int guard = 0; guard < 12 && ui.driver.findElements(By.id("final")).isEmpty(); guard++) {
            int before = historySize();
            tap("#act-draw");
            tap("#draw-check");
            ui.visible(By.id("check"));
            confirm(before + 1);
            reports.add("{\"type\":\"draw\",\"tenpai\":[]}");
        }
        ui.visible(By.id("final"));
        ui.screenshot("keep-sanma-final");

        KeepSession expected = new KeepSession(RiichiPresets.byName("tenhou-sanma").orElseThrow());
        for (String r : reports) {
            expected.report(KeepJson.report(JSON.readTree(r), "tenhou-sanma"));
        }
        FinalScores.Result result = expected.state().result().orElseThrow();
        assertThat(ui.driver.findElements(By.cssSelector("#final tbody tr"))).hasSize(3);
        for (int s = 0; s < 3; s++) {
            WebElement row = ui.driver.findElement(By.cssSelector("#final tr[data-seat='" + s + "']"));
            BigDecimal shown = new BigDecimal(row.findElement(By.cssSelector("td[data-points]")).getAttribute("data-points"));
            assertThat(shown).as(NAMES[s]).isEqualByComparingTo(BigDecimal.valueOf(result.points().get(s), 1));
            assertThat(row.findElement(By.cssSelector(".place")).getText()).isEqualTo(result.ranks().get(s) + ".");
        }
        JsonNode stored = ui.http("GET", "/api/keep/sessions/" + sessionId, null, 200);
        List<JsonNode> history = new ArrayList<>();
        stored.get("history").forEach(h -> history.add(h.get("report")));
        List<JsonNode> sent = new ArrayList<>();
        for (String r : reports) {
            sent.add(JSON.readTree(r));
        }
        assertThat(history).isEqualTo(sent);

        // the club's league: three players, places 1-3
        ui.open("keep.html?club=" + stored.get("club").get("id").asText());
        ui.visible(By.id("league"));
        assertThat(ui.driver.findElements(By.cssSelector("#league tbody tr"))).hasSize(3);
        assertThat(ui.driver.findElements(By.cssSelector("#league thead th")).stream().map(WebElement::getText).toList())
                .contains("1.", "2.", "3.").doesNotContain("4.");
        ui.screenshot("keep-sanma-club");
    }
}
