package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jantaku.core.rules.Preset;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.settle.GuangdongHandSettler;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.settle.GuizhouSettler;
import org.jantaku.riichi.keep.KeepJson;
import org.jantaku.riichi.keep.KeepSession;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.settlement.FinalScores;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The scorekeeping page keeps a whole Kyoto hanchan at a table: a club and a session made on the
 * page, then riichi, a win entered by its tiles, one by han and fu, a mistaken riichi taken back
 * with undo, a draw with two tenpai, a chombo (a false tsumo laid down, Kyoto's 7-05-09 K) and
 * drawn hands to the end. Every report is checked (the preview sheet) and confirmed with taps. The
 * final standing the page shows is checked against KeepSession fed the same reports, and the
 * session the server stored holds exactly those reports (and the uma and penalty letter chosen on
 * the page). Also: a correction made with the club's key, replayed and shown in the audit trail; a
 * 捉鸡 hand entered tile by tile in Chinese and settled as the Guizhou settler settles it; the notes
 * of the history said in Japanese, Chinese and English with the players' names. Run at
 * 390×844 (a phone) and 1366×900; the screenshots are keep-*.
 */
class KeepPageTest extends KeepBrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] NAMES = {"Aoki", "Baba", "Chiba", "Doi"};

    /** What the test reports, in order (undos included), as JSON lines of jantaku keep. */
    private final List<String> reports = new ArrayList<>();

    private int inForce() {
        return historySize();
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
        // the club's own uma and one penalty letter of its own
        tap("#new-session-form .options-pick summary");
        ui.visible(By.id("option-search")).sendKeys("uma");
        tap("#option-matches .option-add[data-key='riichi.uma']");
        WebElement uma = ui.visible(By.id("opt-riichi.uma"));
        uma.clear();
        uma.sendKeys("20,10,-10,-20");
        tap("#letters summary");
        WebElement letter = ui.visible(By.id("letter-7-05-17"));
        ui.driver.executeScript("arguments[0].scrollIntoView({block: 'center'})", letter);
        new Select(letter).selectByValue("b");
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
        assertThat(ui.driver.findElement(By.id("check")).getText()).contains("Ron: Aoki (234567m345p67855s) ← Chiba");
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
        Preset kyoto = RiichiPresets.KYOTO_CLUB;
        KeepSession expected = new KeepSession(new Preset(kyoto.name(), kyoto.description(),
                kyoto.rules().withText(Map.of("riichi.uma", "20,10,-10,-20", "penalty.7-05-17", "b")), kyoto.sources()));
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

        // and the server stored exactly these reports, under the options chosen
        JsonNode stored = ui.http("GET", "/api/keep/sessions/" + sessionId, null, 200);
        assertThat(stored.get("options")).isEqualTo(JSON.readTree("{\"riichi.uma\":\"20,10,-10,-20\",\"penalty.7-05-17\":\"b\"}"));
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
        assertThat(ui.driver.findElement(By.cssSelector("#league-variant option[value=riichi]")).getText())
                .as("the variant by its name for people").isEqualTo("Riichi");
        assertThat(ui.driver.findElement(By.cssSelector("#sessions td.preset[data-preset='kyoto-club']")).getText())
                .as("the session's preset by its title").isEqualTo("Kyoto club house rules");
        ui.screenshot("keep-club");
        ui.open("keep.html?club=" + stored.get("club").get("id").asText() + "&print");
        ui.visible(By.id("print-league"));
        assertThat(ui.driver.findElement(By.cssSelector("#print-league p:nth-of-type(2)")).getText()).startsWith("Riichi · ");
        ui.open("keep.html?session=" + sessionId + "&print");
        ui.visible(By.id("print-session"));
        ui.screenshot("keep-print");
    }

    /** A request to the API with the club's key or a session's token, its answer (status checked). */
    private JsonNode api(String method, String path, String body, String key, int status) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(ui.url(path))).header("Content-Type", "application/json");
        if (key != null) {
            b.header("Authorization", "Bearer " + key);
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> r = HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(method + " " + path + " " + r.body()).isEqualTo(status);
        return JSON.readTree(r.body());
    }

    /**
     * The notes of the history say what the rules did in the page's language, with the players' names,
     * the penalty items' names and the flags in words; the rule book's own words (a warning) are shown
     * as written, marked English.
     */
    @Test
    void theNotesAreSaidInThePagesLanguage() throws Exception {
        JsonNode club = api("POST", "/api/keep/clubs", "{\"name\":\"京都\"}", null, 201);
        JsonNode session = api("POST", "/api/keep/clubs/" + club.get("id").asText() + "/sessions",
                "{\"preset\":\"kyoto-club\",\"options\":{\"penalty.7-08-01\":\"K\"},\"players\":[\"青木\",\"馬場\",\"千葉\",\"土井\"]}",
                club.get("key").asText(), 201);
        String id = session.get("id").asText();
        for (String r : List.of("{\"type\":\"foul\",\"item\":\"7-08-01\",\"seat\":1}",
                "{\"type\":\"foul\",\"item\":\"7-05-10\",\"seat\":2,\"facts\":{\"deliberate\":true}}",
                "{\"type\":\"win\",\"winners\":[{\"seat\":2,\"han\":2,\"fu\":30}],\"from\":0}")) {
            api("POST", "/api/keep/sessions/" + id + "/reports", r, session.get("token").asText(), 200);
        }
        ui.open("keep.html?lang=ja&session=" + id);
        for (int n = 1; n <= 3; n++) {
            tap("#history li[data-n='" + n + "'] .h-line");
            ui.visible(By.cssSelector("#history li[data-n='" + n + "'] .notes"));
        }
        String ja = notes();
        assertThat(ja).contains("千葉の反則 7-05-10 先自摸", "千葉: あがり放棄", "千葉はあがり放棄です: 誤和了です (7-09-01)", "罰則なし: a warning")
                .doesNotContain("seat 2", "keep.note");
        assertThat(ui.driver.findElement(By.cssSelector("#history .notes .free")).getAttribute("lang")).isEqualTo("en");
        ui.driver.executeScript("document.querySelector('#history li[data-n=\"3\"]').scrollIntoView()");
        ui.screenshot("keep-notes-ja");

        ui.language("zh");
        ui.until(d -> notes().contains("千葉犯规 7-05-10"));
        assertThat(notes()).contains("千葉犯规 7-05-10 先自摸", "千葉：放弃和牌", "千葉已放弃和牌：误和（7-09-01）", "不罚：a warning")
                .doesNotContain("seat 2", "あがり放棄");
        ui.driver.executeScript("document.querySelector('#history li[data-n=\"3\"]').scrollIntoView()");
        ui.screenshot("keep-notes-zh");

        ui.language("en");
        ui.until(d -> notes().contains("Foul 7-05-10"));
        assertThat(notes()).contains("Foul 7-05-10 early draw by 千葉", "千葉: Dead hand", "千葉’s hand is dead (agari-houki): a false win (7-09-01)");
        ui.language("ja");
    }

    /** The text of every note shown in the history. */
    private String notes() {
        return String.join("\n", ui.driver.findElements(By.cssSelector("#history .notes li")).stream().map(WebElement::getText).toList());
    }

    @Test
    void theClubsKeyCorrectsAReportAndTheAuditTrailShowsIt() throws Exception {
        JsonNode club = api("POST", "/api/keep/clubs", "{\"name\":\"Correcting club\"}", null, 201);
        String key = club.get("key").asText();
        JsonNode session = api("POST", "/api/keep/clubs/" + club.get("id").asText() + "/sessions",
                "{\"preset\":\"kyoto-club\",\"players\":[\"Aoki\",\"Baba\",\"Chiba\",\"Doi\"]}", key, 201);
        String id = session.get("id").asText();
        List<String> given = List.of("{\"type\":\"win\",\"winners\":[{\"seat\":0,\"han\":1,\"fu\":90}],\"from\":2}",
                "{\"type\":\"riichi\",\"seat\":3}", "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":2,\"fu\":30}],\"from\":3}");
        for (String r : given) {
            api("POST", "/api/keep/sessions/" + id + "/reports", r, session.get("token").asText(), 200);
        }
        // this browser holds the club's key
        ui.open("keep.html?lang=en");
        ui.driver.executeScript("localStorage.setItem('jantaku.keep.clubs', JSON.stringify({[arguments[0]]: {name: 'Correcting club', key: arguments[1]}}));"
                + "localStorage.setItem('jantaku.keep.who', 'Tanaka')", club.get("id").asText(), key);
        ui.open("keep.html?session=" + id);
        tap("#history li[data-n='3'] .h-line");
        tap("#history li[data-n='3'] .h-menu button:first-child");
        ui.visible(By.id("correcting"));
        tap("#act-win");
        seat("win-winners", 1);
        seat("win-from", 3);
        tap("#han-1 .choice[data-value='3']");
        tap("#fu-1 .choice[data-value='30']");
        tap("#win-check");
        ui.visible(By.id("correction"));
        assertThat(ui.driver.findElement(By.id("correct-who")).getAttribute("value")).isEqualTo("Tanaka");
        ui.driver.findElement(By.id("correct-reason")).sendKeys("it was 3 han");
        ui.screenshot("keep-correction");
        tap("#correction-confirm");
        ui.until(d -> d.findElements(By.id("correcting")).isEmpty() && d.findElements(By.cssSelector(".sheet-backdrop")).isEmpty());
        assertThat(ui.driver.findElement(By.cssSelector("#history li[data-n='3']")).getText()).contains("3 han 30 fu");
        tap(".audit-box summary");
        assertThat(ui.visible(By.id("audit")).getText()).contains("Tanaka", "it was 3 han", "Replace report #3");
        ui.screenshot("keep-audit");

        ui.language("ja");
        ui.until(d -> d.findElement(By.id("round")).getText().equals("東2局"));
        ui.driver.executeScript("window.scrollTo(0, 0)");
        ui.screenshot("keep-board-ja");
        ui.language("en");

        JsonNode stored = api("GET", "/api/keep/sessions/" + id, null, null, 200);
        assertThat(stored.get("audit").get(1).get("who").asText()).isEqualTo("Tanaka");
        KeepSession expected = new KeepSession(RiichiPresets.KYOTO_CLUB);
        List<String> corrected = List.of(given.get(0), given.get(1), "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":3,\"fu\":30}],\"from\":3}");
        for (String r : corrected) {
            expected.report(KeepJson.report(JSON.readTree(r), "kyoto-club"));
        }
        assertThat(stored.get("state")).isEqualTo(JSON.readTree(KeepJson.state(expected.state()).toString()));
        for (int s = 0; s < 4; s++) {
            assertThat(ui.driver.findElement(By.id("score-" + s)).getText().replace(",", ""))
                    .isEqualTo(String.valueOf(expected.state().scores().get(s)));
        }
    }

    @Test
    void keepsAGuizhouTableThroughItsSettlerInChinese() throws Exception {
        JsonNode club = api("POST", "/api/keep/clubs", "{\"name\":\"六盘水\"}", null, 201);
        JsonNode session = api("POST", "/api/keep/clubs/" + club.get("id").asText() + "/sessions",
                "{\"preset\":\"guizhou-liupanshui\",\"players\":[\"甲\",\"乙\",\"丙\",\"丁\"]}", club.get("key").asText(), 201);
        String id = session.get("id").asText();
        ui.open("keep.html?lang=zh&session=" + id + "#t=" + session.get("token").asText());
        tap("#act-hand");
        seat("settle-winners", 1);
        tap("#settle-seat .choice[data-value='1']");
        for (String tile : List.of("2m", "3m", "4m", "5m", "6m", "7m", "2p", "3p", "4p", "5s", "6s", "7s", "8s", "8s")) {
            tap("#settle-palette .tile-key[data-tile='" + tile + "']");
        }
        tap(".tile-slot[data-slot='win']");
        tap("#settle-palette .tile-key[data-tile='8s']");
        tap(".tile-slot[data-slot='flip']");
        tap("#settle-palette .tile-key[data-tile='9p']");
        ui.screenshot("keep-guizhou-hand");
        tap("#settle-check");
        ui.visible(By.id("check"));
        ui.screenshot("keep-guizhou-check");
        confirm(1);
        ui.screenshot("keep-guizhou-board");

        ObjectNode hand = (ObjectNode) JSON.readTree("{\"dealer\":0,\"streak\":1,\"seats\":[{},{\"hand\":\"234567m234p5678s8s\"},{},{}],"
                + "\"wins\":[{\"seat\":1,\"way\":\"self_draw\",\"tile\":\"8s\"}],\"flip\":\"9p\"}");
        JsonNode net = new GuizhouSettler().settle(GuizhouPresets.LIUPANSHUI, hand).get("net");
        JsonNode stored = api("GET", "/api/keep/sessions/" + id, null, null, 200);
        assertThat(stored.get("state").get("scores")).isEqualTo(net);
        for (int s = 0; s < 4; s++) {
            assertThat(ui.driver.findElement(By.id("score-" + s)).getText()).isEqualTo(String.valueOf(net.get(s).asInt()).replace("-", "−"));
        }
    }

    /**
     * A 广东 推倒胡 hand entered in English from the variant's form (its ways, its melds written by their tiles, the
     * winner's concealed tiles, the dealer's horse): a self-draw with a pung, settled as {@code GuangdongHandSettler}
     * settles it.
     */
    @Test
    void keepsAGuangdongHandFromItsFormInEnglish() throws Exception {
        JsonNode club = api("POST", "/api/keep/clubs", "{\"name\":\"Canton\"}", null, 201);
        JsonNode session = api("POST", "/api/keep/clubs/" + club.get("id").asText() + "/sessions",
                "{\"preset\":\"guangdong-tuidaohu\",\"players\":[\"Ah\",\"Bo\",\"Cai\",\"Dan\"]}", club.get("key").asText(), 201);
        String id = session.get("id").asText();
        ui.open("keep.html?lang=en&session=" + id + "#t=" + session.get("token").asText());
        tap("#act-hand");
        seat("settle-winners", 2);
        tap("#settle-seat .choice[data-value='2']");
        for (String tile : List.of("4m", "5m", "6m", "7p", "8p", "9p", "1s", "2s", "3s", "5z", "5z")) {
            tap("#settle-palette .tile-key[data-tile='" + tile + "']");
        }
        tap(".tile-slot[data-slot='meld']");
        tap("#settle-meld-type .choice[data-value='pon']");
        seat("settle-meld-from", 1);
        tap("#settle-palette .tile-key[data-tile='7s']");
        tap(".tile-slot[data-slot='win']");
        tap("#settle-palette .tile-key[data-tile='5z']");
        tap(".tile-slot[data-slot='horses']");
        tap("#settle-palette .tile-key[data-tile='2s']");
        assertThat(ui.driver.findElement(By.cssSelector("#settle-way .choice.on")).getText()).isEqualTo("Self-draw");
        assertThat(ui.driver.findElements(By.id("settle-from"))).as("a self-draw names nobody").isEmpty();
        ui.screenshot("keep-guangdong-hand");
        tap("#settle-check");
        ui.visible(By.id("check"));
        ui.screenshot("keep-guangdong-check");
        confirm(1);
        assertThat(ui.driver.findElement(By.cssSelector("#history .h-sum")).getText()).contains("Cai").contains("Self-draw");

        ObjectNode hand = (ObjectNode) JSON.readTree("{\"melds\":[[],[],[{\"type\":\"pon\",\"tiles\":\"777s\",\"from\":1}],[]],"
                + "\"wins\":[{\"seat\":2,\"way\":\"self_draw\",\"hand\":\"456m789p123s55z\",\"win_tile\":\"5z\"}],\"horses\":[\"2s\"],"
                + "\"dealer\":0,\"dealer_term\":1,\"prevailing\":\"E\"}");
        JsonNode stored = api("GET", "/api/keep/sessions/" + id, null, null, 200);
        assertThat(stored.get("history").get(0).get("answer").get("given")).as("the JSON the form sent, filled in by the session")
                .isEqualTo(hand);
        JsonNode net = new GuangdongHandSettler().settle(GuangdongPresets.TUIDAOHU, hand).get("net");
        assertThat(stored.get("state").get("scores")).isEqualTo(net);
    }
}
