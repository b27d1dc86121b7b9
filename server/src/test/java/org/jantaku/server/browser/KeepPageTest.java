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

/**
 * The scorekeeping page keeps a whole Kyoto hanchan at a table: a club and a session made on the
 * page, then riichi, a win entered by its tiles, one by han and fu, a mistaken riichi taken back
 * with undo, a draw with two tenpai, a chombo (a false tsumo laid down, Kyoto's 7-05-09 K) and
 * drawn hands to the end. Every report is checked (the preview sheet) and confirmed with taps. The
 * final standing the page shows is checked against KeepSession fed the same reports, and the
 * session the server stored holds exactly those reports. Run at 390×844 (a phone) and 1366×900;
 * the screenshots are keep-*.
 */
class KeepPageTest extends BrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] NAMES = {"Aoki", "Baba", "Chiba", "Doi"};

    /** What the test reports, in order (undos included), as JSON lines of jantaku keep. */
    private final List<String> reports = new ArrayList<>();

    private WebElement tap(String css) {
        WebElement e = ui.visible(By.cssSelector(css));
        ui.driver.executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
        e.click();
        return e;
    }

    private int historySize() {
        return ui.driver.findElements(By.cssSelector("#history > li")).size();
    }

    /** Confirms the open check sheet and waits until the board shows {@code inForce} reports. */
    private void confirm(int inForce) {
        tap("#check-confirm");
        ui.until(d -> d.findElements(By.cssSelector(".sheet-backdrop")).isEmpty() && historySize() == inForce);
    }

    private int inForce() {
        return historySize();
    }

    private void seat(String picker, int seat) {
        tap("#" + picker + " .seat-pick[data-seat='" + seat + "']");
    }

    @Test
    void keepsAKyotoHanchanAndItsSettlementIsKeepSessions() throws Exception {
        ui.open("keep.html?lang=en");
        ui.visible(By.id("club-name")).sendKeys("Kyoto Riichi Club");
        tap("#create-club button[type='submit']");
        String key = ui.visible(By.id("club-key")).getText();
        assertThat(key).matches("[0-9a-f]{32}");
        ui.screenshot("keep-club-created");
        tap("#go-club");
        tap("#new-session");
        ui.visible(By.id("player-0"));
        for (int i = 0; i < 4; i++) {
            ui.driver.findElement(By.id("player-" + i)).sendKeys(NAMES[i]);
        }
        ui.driver.findElement(By.id("table-label")).sendKeys("1");
        assertThat(ui.driver.findElement(By.id("preset")).getAttribute("value")).isEqualTo("kyoto-club");
        ui.screenshot("keep-new-session");
        tap("#start-session");
        ui.visible(By.id("seats"));
        String sessionId = ui.driver.getCurrentUrl().replaceAll(".*session=([^&#]+).*", "$1");
        assertThat(ui.driver.findElement(By.id("round")).getText()).isEqualTo("East 1");
        assertThat(ui.driver.findElement(By.cssSelector("#seat-0")).getAttribute("class")).contains("dealer");
        ui.screenshot("keep-board-start");

        // E1: Doi declares riichi (one tap on the player)
        tap("#act-riichi");
        seat("riichi-seat", 3);
        reports.add("{\"type\":\"riichi\",\"seat\":3}");
        ui.until(d -> historySize() == 1);
        assertThat(ui.driver.findElement(By.cssSelector("#seat-3")).getAttribute("class")).contains("in-riichi");

        // the dealer Aoki rons Chiba: the hand entered by its tiles, scored by the server
        tap("#act-win");
        seat("win-winners", 0);
        seat("win-from", 2);
        tap("#mode-0 .choice[data-value='tiles']");
        for (String tile : List.of("2m", "3m", "4m", "5m", "6m", "7m", "3p", "4p", "5p", "6s", "7s", "8s", "5s", "5s")) {
            tap("#hand-0-palette .tile-key[data-tile='" + tile + "']");
        }
        assertThat(ui.driver.findElements(By.cssSelector("#hand-0 .hand-line .tile"))).hasSize(14);
        ui.screenshot("keep-win-tiles");
        tap("#win-check");
        ui.visible(By.id("check"));
        assertThat(ui.driver.findElement(By.id("check")).getText()).contains("Ron: Aoki (Tiles) ← Chiba");
        ui.screenshot("keep-check");
        confirm(2);
        reports.add("{\"type\":\"win\",\"winners\":[{\"seat\":0,\"hand\":{\"hand\":\"234567m345p67855s\",\"win\":\"5s\"}}],\"from\":2}");
        assertThat(ui.driver.findElement(By.id("honba")).getText()).isEqualTo("1 honba");

        // E1 1 honba: Baba rons Doi, counted at the table: 2 han 30 fu
        tap("#act-win");
        seat("win-winners", 1);
        seat("win-from", 3);
        tap("#han-1 .choice[data-value='2']");
        tap("#fu-1 .choice[data-value='30']");
        ui.screenshot("keep-win-hanfu");
        tap("#win-check");
        confirm(3);
        reports.add("{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":2,\"fu\":30}],\"from\":3}");
        assertThat(ui.driver.findElement(By.id("round")).getText()).isEqualTo("East 2");

        // a riichi tapped by mistake, taken back
        tap("#act-riichi");
        seat("riichi-seat", 2);
        reports.add("{\"type\":\"riichi\",\"seat\":2}");
        ui.until(d -> historySize() == 4);
        tap("#act-undo");
        ui.visible(By.id("confirm"));
        assertThat(ui.driver.findElement(By.id("confirm")).getText()).contains("Riichi: Chiba");
        ui.screenshot("keep-undo");
        tap("#confirm-yes");
        reports.add("{\"type\":\"undo\"}");
        ui.until(d -> historySize() == 3 && !d.findElement(By.id("seat-2")).getAttribute("class").contains("in-riichi"));

        // E2: exhaustive draw, Aoki and Chiba tenpai
        tap("#act-draw");
        seat("draw-tenpai", 0);
        seat("draw-tenpai", 2);
        tap("#draw-check");
        ui.visible(By.id("check"));
        confirm(4);
        reports.add("{\"type\":\"draw\",\"tenpai\":[0,2]}");

        // a chombo: Doi declares tsumo and lays his hand down, but it is no win (Kyoto 7-05-09 K)
        tap("#act-foul");
        tap("#foul-items .item-pick[data-item='7-05-09']");
        seat("foul-seat", 3);
        tap("#fact-exposed");
        ui.screenshot("keep-foul");
        tap("#foul-check");
        ui.visible(By.id("check"));
        assertThat(ui.driver.findElement(By.id("check")).getText()).contains("chombo");
        confirm(5);
        reports.add("{\"type\":\"foul\",\"item\":\"7-05-09\",\"seat\":3,\"facts\":{\"exposed\":true}}");
        ui.screenshot("keep-board-play");

        // drawn hands, all noten, to the end of the game
        for (int guard = 0; guard < 12 && ui.driver.findElements(By.id("final")).isEmpty(); guard++) {
            if (!ui.driver.findElements(By.id("dealer-choice")).isEmpty()) {
                tap("#dealer-stop");
                confirm(inForce() + 1);
                reports.add("{\"type\":\"dealer\",\"choice\":\"stop\"}");
                continue;
            }
            int before = inForce();
            tap("#act-draw");
            tap("#draw-check");
            ui.visible(By.id("check"));
            confirm(before + 1);
            reports.add("{\"type\":\"draw\",\"tenpai\":[]}");
        }
        ui.visible(By.id("final"));
        ui.screenshot("keep-final");

        // the standing the page shows is KeepSession's on the same reports
        KeepSession expected = new KeepSession(RiichiPresets.KYOTO_CLUB);
        for (String r : reports) {
            expected.report(KeepJson.report(JSON.readTree(r), "kyoto-club"));
        }
        FinalScores.Result result = expected.state().result().orElseThrow();
        for (int s = 0; s < 4; s++) {
            WebElement row = ui.driver.findElement(By.cssSelector("#final tr[data-seat='" + s + "']"));
            BigDecimal shown = new BigDecimal(row.findElement(By.cssSelector("td[data-points]")).getAttribute("data-points"));
            assertThat(shown).as(NAMES[s]).isEqualByComparingTo(BigDecimal.valueOf(result.points().get(s), 1));
            assertThat(row.findElement(By.cssSelector(".place")).getText()).isEqualTo(result.ranks().get(s) + ".");
        }
        assertThat(ui.driver.findElement(By.cssSelector("#final tr[data-seat='3'] td:last-child")).getText()).isEqualTo("1");

        // and the server stored exactly these reports
        JsonNode stored = ui.http("GET", "/api/keep/sessions/" + sessionId, null, 200);
        assertThat(stored.get("reports").asInt()).isEqualTo(reports.size());
        List<JsonNode> kept = new ArrayList<>();
        for (String r : reports) {
            JsonNode n = JSON.readTree(r);
            if (n.get("type").asText().equals("undo")) {
                kept.remove(kept.size() - 1);
            } else {
                kept.add(n);
            }
        }
        List<JsonNode> history = new ArrayList<>();
        stored.get("history").forEach(h -> history.add(h.get("report")));
        assertThat(history).isEqualTo(kept);
        assertThat(expected.inForce()).hasSize(kept.size());

        // the club's league counts the finished session
        ui.open("keep.html?club=" + stored.get("club").get("id").asText());
        ui.visible(By.id("league"));
        assertThat(ui.driver.findElements(By.cssSelector("#league tbody tr"))).hasSize(4);
        ui.screenshot("keep-club");
        ui.open("keep.html?session=" + sessionId + "&print");
        ui.visible(By.id("print-session"));
        ui.screenshot("keep-print");
    }
}
