package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import org.jantaku.core.rules.Preset;
import org.jantaku.riichi.keep.KeepJson;
import org.jantaku.riichi.keep.KeepSession;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The scorekeeping API (/api/keep): every report goes through KeepSession as {@code jantaku keep}
 * takes it (checked against a KeepSession fed the same reports), refusals change nothing, a restarted
 * server continues a session, corrections replay the log and are audited, and the league and CSV add
 * up the stored sessions.
 */
class KeepApiTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The Kyoto worked settlement of docs/keep.md: a whole hanchan in ten reports. */
    static final List<String> WORKED = List.of(
            "{\"type\":\"win\",\"winners\":[{\"seat\":0,\"han\":1,\"fu\":90}],\"from\":2}",
            "{\"type\":\"riichi\",\"seat\":3}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":2,\"fu\":30}],\"from\":3}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":0,\"han\":6}],\"from\":3}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":0,\"han\":3,\"fu\":30}],\"from\":2}",
            "{\"type\":\"draw\",\"tenpai\":[]}",
            "{\"type\":\"draw\",\"tenpai\":[]}",
            "{\"type\":\"draw\",\"tenpai\":[]}",
            "{\"type\":\"draw\",\"tenpai\":[]}",
            "{\"type\":\"draw\",\"tenpai\":[]}");

    @TempDir
    Path dir;

    record Club(String id, String key) {
    }

    record Session(String id, String token) {
    }

    static Club club(int port, String name) {
        Http.Answer a = Http.post(port, "/api/keep/clubs", "{\"name\":\"" + name + "\"}");
        assertThat(a.status()).as(a.body()).isEqualTo(201);
        return new Club(a.json().get("id").asText(), a.json().get("key").asText());
    }

    static Session session(int port, Club club, String body) {
        Http.Answer a = Http.post(port, "/api/keep/clubs/" + club.id() + "/sessions", body, club.key());
        assertThat(a.status()).as(a.body()).isEqualTo(201);
        return new Session(a.json().get("id").asText(), a.json().get("token").asText());
    }

    static JsonNode report(int port, Session s, String report) {
        Http.Answer a = Http.post(port, "/api/keep/sessions/" + s.id() + "/reports", report, s.token());
        assertThat(a.status()).as(report + " -> " + a.body()).isEqualTo(200);
        return a.json();
    }

    static JsonNode get(int port, String path) {
        Http.Answer a = Http.get(port, path);
        assertThat(a.status()).as(path + " -> " + a.body()).isEqualTo(200);
        return a.json();
    }

    static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    private static Preset kyoto(Map<String, String> options) {
        Preset p = RiichiPresets.KYOTO_CLUB;
        return new Preset(p.name(), p.description(), p.rules().withText(options), p.sources());
    }

    /** The state KeepSession itself reaches on these reports, as keep prints it. */
    private static JsonNode expected(KeepSession local) {
        return json(KeepJson.state(local.state()).toString());
    }

    @ParameterizedTest
    @MethodSource("org.jantaku.server.Databases#kinds")
    void keepsAGameAsKeepSessionDoesAndARestartedServerContinuesIt(String kind) {
        String url = Databases.url(kind, dir);
        Map<String, String> options = Map.of("penalty.7-05-10", "a");
        KeepSession local = new KeepSession(kyoto(options));
        Club club;
        Session s;
        List<String> reports = new ArrayList<>(WORKED);
        reports.add(1, "{\"type\":\"foul\",\"item\":\"7-05-10\",\"seat\":2}"); // an early draw: under letter a a chombo
        try (JantakuServer server = TestServers.start(url, TestServers.FAST)) {
            int port = server.port();
            club = club(port, "Kyoto Riichi Club");
            s = session(port, club, "{\"preset\":\"kyoto-club\",\"options\":{\"penalty.7-05-10\":\"a\"},"
                    + "\"players\":[\"Aoki\",\"Baba\",\"Chiba\",\"Doi\"],\"played\":\"2025-03-01\",\"table\":\"1\"}");
            JsonNode view = get(port, "/api/keep/sessions/" + s.id());
            assertThat(view.get("state")).isEqualTo(expected(local));
            JsonNode early = null;
            for (JsonNode f : view.get("fouls")) {
                if (f.get("id").asText().equals("7-05-10")) {
                    early = f;
                }
            }
            assertThat(early).isNotNull();
            assertThat(early.get("letter").asText()).isEqualTo("a");
            assertThat(early.get("code").asText()).isEqualTo("CH");
            assertThat(view.get("riichiRules").get("abortive")).isEmpty(); // kyoto-club has no abortive draws

            for (String r : reports.subList(0, 5)) {
                JsonNode a = report(port, s, r);
                local.report(KeepJson.report(json(r), "kyoto-club"));
                assertThat(a.get("state")).as(r).isEqualTo(expected(local));
                assertThat(a.get("answer").get("ok").asBoolean()).isTrue();
            }
            // a report the session cannot take: a clear error naming the field, and nothing changes
            JsonNode before = get(port, "/api/keep/sessions/" + s.id());
            Http.Answer bad = Http.post(port, "/api/keep/sessions/" + s.id() + "/reports",
                    "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":2,\"fu\":31}],\"from\":3}", s.token());
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.json().get("error").asText()).startsWith("report: winners: seat 1: ").contains("31");
            Http.Answer unknown = Http.post(port, "/api/keep/sessions/" + s.id() + "/reports", "{\"type\":\"tsumo\"}", s.token());
            assertThat(unknown.json().get("error").asText()).contains("unknown report type 'tsumo'");
            JsonNode after = get(port, "/api/keep/sessions/" + s.id());
            assertThat(after.get("reports")).isEqualTo(before.get("reports"));
            assertThat(after.get("state")).isEqualTo(before.get("state"));
            assertThat(after.get("history")).isEqualTo(before.get("history"));

            // undo: KeepSession's own
            JsonNode undone = json(Http.post(port, "/api/keep/sessions/" + s.id() + "/undo?after=5", "", s.token()).body());
            local.report(KeepJson.report(json("{\"type\":\"undo\"}"), "kyoto-club"));
            assertThat(undone.get("state")).isEqualTo(expected(local));
            assertThat(undone.get("history")).hasSize(4);
            assertThat(undone.get("reports").asInt()).isEqualTo(6);
            // a reporter who has not seen the undo is told so
            Http.Answer stale = Http.post(port, "/api/keep/sessions/" + s.id() + "/reports?after=5", reports.get(4), s.token());
            assertThat(stale.status()).isEqualTo(409);
            assertThat(stale.json().get("error").asText()).contains("has 6 reports, not 5");
        }
        // a restarted server (or another phone) continues the session where it was
        try (JantakuServer server = TestServers.start(url, TestServers.FAST)) {
            int port = server.port();
            JsonNode view = get(port, "/api/keep/sessions/" + s.id());
            assertThat(view.get("state")).isEqualTo(expected(local));
            for (String r : reports.subList(4, reports.size())) {
                JsonNode a = report(port, s, r);
                local.report(KeepJson.report(json(r), "kyoto-club"));
                assertThat(a.get("state")).as(r).isEqualTo(expected(local));
            }
            JsonNode done = get(port, "/api/keep/sessions/" + s.id());
            assertThat(done.get("status").asText()).isEqualTo("over");
            // the stored log replays into answers whose notes are keys with parameters beside the English
            for (JsonNode h : done.get("history")) {
                assertThat(h.get("answer").get("noteKeys")).as("#%s", h.get("n")).hasSameSizeAs(h.get("answer").get("notes"));
            }
            JsonNode foul = done.get("history").get(1).get("answer");
            assertThat(foul.get("notes").get(0).asText()).isEqualTo("Foul 7-05-10 (early draw) by seat 2: letter a = CH");
            assertThat(foul.get("noteKeys").get(0).toString())
                    .isEqualTo("{\"key\":\"keep.note.foul\",\"item\":\"7-05-10\",\"seat\":2,\"letter\":\"a\",\"code\":\"CH\"}");
            var result = local.state().result().orElseThrow();
            JsonNode outcome = done.get("outcome");
            for (int seat = 0; seat < 4; seat++) {
                assertThat(outcome.get("scores").get(seat).asInt()).isEqualTo(result.scores().get(seat));
                assertThat(outcome.get("places").get(seat).asInt()).isEqualTo(result.ranks().get(seat));
                assertThat(outcome.get("points").get(seat).decimalValue()).isEqualByComparingTo(BigDecimal.valueOf(result.points().get(seat), 1));
                assertThat(outcome.get("chombos").get(seat).asInt()).isEqualTo(seat == 2 ? 1 : 0);
            }
            Http.Answer over = Http.post(port, "/api/keep/sessions/" + s.id() + "/reports", "{\"type\":\"riichi\",\"seat\":0}", s.token());
            assertThat(over.status()).isEqualTo(400);
            assertThat(over.json().get("error").asText()).contains("the game is over");
        }
    }

    @Test
    void thePresetsASessionKeepsCarryTheirTitlesForPeople() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            com.fasterxml.jackson.databind.JsonNode presets = Http.get(server.port(), "/api/keep/presets").json();
            assertThat(presets.size()).isGreaterThan(3);
            for (com.fasterxml.jackson.databind.JsonNode p : presets) {
                for (String field : List.of("variant_title", "title")) {
                    for (String lang : List.of("en", "ja", "zh")) {
                        assertThat(p.path(field).path(lang).asText()).as(p.get("name") + " " + field + " " + lang).isNotBlank();
                    }
                }
            }
            com.fasterxml.jackson.databind.JsonNode kyoto = java.util.stream.StreamSupport.stream(presets.spliterator(), false)
                    .filter(p -> p.get("name").asText().equals("kyoto-club")).findFirst().orElseThrow();
            assertThat(kyoto.get("variant_title").get("ja").asText()).isEqualTo("リーチ麻雀");
            assertThat(kyoto.at("/keeping/by").asText()).as("kept by reports as play goes").isEqualTo("reports");
            assertThat(kyoto.at("/keeping/points").asText()).isEqualTo("thousands");
            assertThat(kyoto.path("keeping").has("form")).isFalse();
            com.fasterxml.jackson.databind.JsonNode guizhou = java.util.stream.StreamSupport.stream(presets.spliterator(), false)
                    .filter(p -> p.get("name").asText().equals("guizhou-liupanshui")).findFirst().orElseThrow();
            assertThat(guizhou.at("/keeping/by").asText()).as("kept by each hand's end").isEqualTo("hands");
            assertThat(guizhou.at("/keeping/form/words").asText()).isEqualTo("guizhou.keep");
            assertThat(guizhou.at("/keeping/form/ways").toString()).isEqualTo("[{\"key\":\"self_draw\",\"from\":false},"
                    + "{\"key\":\"discard\",\"from\":true},{\"key\":\"kong_draw\",\"from\":false},{\"key\":\"hot_discard\",\"from\":true},"
                    + "{\"key\":\"robbed_kong\",\"from\":true}]");
            assertThat(guizhou.at("/keeping/form/melds/2").toString()).isEqualTo("{\"key\":\"mendou\",\"tiles\":4,\"run\":false,\"open\":false}");
            assertThat(guizhou.at("/keeping/form/tiles").size()).as("the suits").isEqualTo(27);
            assertThat(guizhou.at("/keeping/form/extras").toString()).isEqualTo("[{\"kind\":\"seat_flag\",\"field\":\"baoting\"},"
                    + "{\"kind\":\"tiles\",\"field\":\"flip\",\"max\":1},{\"kind\":\"first_discard\",\"field\":\"first_1s\"}]");
        }
    }

    @Test
    void writesNeedTheTokenOrTheClubsKeyAndBadRequestsSayWhatIsWrong() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = server.port();
            Club club = club(port, "Club");
            Club other = club(port, "Other club");
            String body = "{\"preset\":\"tenhou\",\"players\":[\"A\",\"B\",\"C\",\"D\"]}";
            assertThat(Http.post(port, "/api/keep/clubs/" + club.id() + "/sessions", body).status()).isEqualTo(403);
            Http.Answer wrongKey = Http.post(port, "/api/keep/clubs/" + club.id() + "/sessions", body, other.key());
            assertThat(wrongKey.status()).isEqualTo(403);
            assertThat(wrongKey.json().get("error").asText()).contains("wrong key");
            Session s = session(port, club, body);
            String riichi = "{\"type\":\"riichi\",\"seat\":0}";
            assertThat(Http.post(port, "/api/keep/sessions/" + s.id() + "/reports", riichi).status()).isEqualTo(403);
            assertThat(Http.post(port, "/api/keep/sessions/" + s.id() + "/reports", riichi, other.key()).status()).isEqualTo(403);
            assertThat(Http.post(port, "/api/keep/sessions/" + s.id() + "/reports", riichi, club.key()).status()).isEqualTo(200);
            assertThat(Http.post(port, "/api/keep/sessions/nope/reports", riichi, club.key()).status()).isEqualTo(404);

            Map<String, String> refusals = new HashMap<>();
            refusals.put("{\"preset\":\"nope\",\"players\":[\"A\",\"B\",\"C\",\"D\"]}", "field \"preset\": unknown preset 'nope'");
            refusals.put("{\"preset\":\"tenhou\",\"options\":{\"riichi.honbaValue\":\"7\"},\"players\":[\"A\",\"B\",\"C\",\"D\"]}",
                    "field \"options\": ");
            refusals.put("{\"preset\":\"tenhou\",\"players\":[\"A\",\"B\",\"C\"]}", "field \"players\": the four players' names");
            refusals.put("{\"preset\":\"tenhou\",\"players\":[\"A\",\"B\",\"A\",\"D\"]}", "four different names");
            refusals.put("{\"preset\":\"tenhou\",\"players\":[\"A\",\"B\",\"C\",\"\"]}", "field \"players[3]\"");
            refusals.put("{\"preset\":\"tenhou\",\"players\":[\"A\",\"B\",\"C\",\"D\"],\"played\":\"2025-02-30\"}",
                    "field \"played\": a day as YYYY-MM-DD");
            refusals.put("{\"preset\":\"tenhou\",\"players\":[\"A\",\"B\",\"C\",\"D\"],\"seed\":1}", "field \"seed\": unknown");
            for (Map.Entry<String, String> e : refusals.entrySet()) {
                Http.Answer a = Http.post(port, "/api/keep/clubs/" + club.id() + "/sessions", e.getKey(), club.key());
                assertThat(a.status()).as(e.getKey()).isEqualTo(400);
                assertThat(a.json().get("error").asText()).as(e.getKey()).contains(e.getValue());
            }
            assertThat(Http.get(port, "/api/keep/clubs/" + club.id() + "/league?from=2025-13-01").json().get("error").asText())
                    .contains("field \"from\"");
            assertThat(Http.get(port, "/api/keep/clubs/" + club.id() + "/league?variant=chess").status()).isEqualTo(400);
            assertThat(Http.get(port, "/api/keep/clubs/nope").status()).isEqualTo(404);
            assertThat(Http.post(port, "/api/keep/clubs", "{\"name\":\"\"}").status()).isEqualTo(400);

            // a preview answers what a report would do and stores nothing
            JsonNode before = get(port, "/api/keep/sessions/" + s.id());
            Http.Answer preview = Http.post(port, "/api/keep/sessions/" + s.id() + "/preview",
                    "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"hand\":{\"hand\":\"123m456p789s11z22z2z\",\"win\":\"2z\"}}]}", s.token());
            assertThat(preview.status()).as(preview.body()).isEqualTo(200);
            assertThat(preview.json().get("answer").get("changes")).isNotEmpty();
            JsonNode after = get(port, "/api/keep/sessions/" + s.id());
            assertThat(after.get("reports")).isEqualTo(before.get("reports"));
            assertThat(after.get("state")).isEqualTo(before.get("state"));
        }
    }

    @Test
    void aCorrectionReplaysTheLogAndIsAudited() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = server.port();
            Club club = club(port, "Club");
            Session s = session(port, club, "{\"preset\":\"kyoto-club\",\"players\":[\"A\",\"B\",\"C\",\"D\"],\"played\":\"2025-03-01\"}");
            WORKED.forEach(r -> report(port, s, r));
            JsonNode before = get(port, "/api/keep/sessions/" + s.id());
            // the session names its preset for people, as the presets list does
            assertThat(before.path("preset_title").path("en").asText()).isEqualTo(StreamSupport.stream(
                    get(port, "/api/keep/presets").spliterator(), false).filter(p -> p.path("name").asText().equals("kyoto-club"))
                    .findFirst().orElseThrow().path("title").path("en").asText()).isNotBlank();
            String path = "/api/keep/sessions/" + s.id() + "/corrections";
            String haneman = "{\"type\":\"win\",\"winners\":[{\"seat\":0,\"han\":3,\"fu\":30}],\"from\":1}";
            String correction = "{\"who\":\"Tanaka\",\"reason\":\"E2 was 3900 from seat 1\",\"changes\":[{\"op\":\"replace\",\"at\":4,"
                    + "\"report\":" + haneman + "}]}";
            // the table's token may report, not correct
            assertThat(Http.post(port, path, correction, s.token()).status()).isEqualTo(403);
            // a correction that does not replay is refused whole
            Http.Answer refused = Http.post(port, path, "{\"who\":\"Tanaka\",\"changes\":[{\"op\":\"replace\",\"at\":2,\"report\":"
                    + "{\"type\":\"riichi\",\"seat\":7}}]}", club.key());
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.json().get("error").asText()).contains("report 2 (riichi)").contains("seat");
            assertThat(Http.post(port, path, "{\"who\":\"Tanaka\",\"changes\":[{\"op\":\"delete\",\"at\":11}]}", club.key())
                    .json().get("error").asText()).contains("changes[0].at").contains("1 to 10");
            assertThat(Http.post(port, path, "{\"changes\":[]}", club.key()).json().get("error").asText()).contains("\"who\"");
            JsonNode unchanged = get(port, "/api/keep/sessions/" + s.id());
            assertThat(unchanged.get("outcome")).isEqualTo(before.get("outcome"));
            assertThat(unchanged.get("audit")).hasSize(1);

            Http.Answer ok = Http.post(port, path, correction, club.key());
            assertThat(ok.status()).as(ok.body()).isEqualTo(200);
            List<String> corrected = new ArrayList<>(WORKED);
            corrected.set(3, haneman);
            KeepSession local = new KeepSession(RiichiPresets.KYOTO_CLUB);
            corrected.forEach(r -> local.report(KeepJson.report(json(r), "kyoto-club")));
            JsonNode view = get(port, "/api/keep/sessions/" + s.id());
            assertThat(view.get("state")).isEqualTo(expected(local));
            assertThat(view.get("history").get(3).get("report")).isEqualTo(json(haneman));
            assertThat(view.get("outcome")).isNotEqualTo(before.get("outcome"));
            JsonNode audit = view.get("audit").get(1);
            assertThat(audit.get("who").asText()).isEqualTo("Tanaka");
            assertThat(audit.get("action").asText()).isEqualTo("correction");
            assertThat(audit.get("at").asText()).isNotEmpty();
            assertThat(audit.get("detail").get("reason").asText()).isEqualTo("E2 was 3900 from seat 1");
            assertThat(audit.get("detail").get("changes").get(0).get("report")).isEqualTo(json(haneman));
            assertThat(audit.get("detail").get("reportsBefore").get(3)).isEqualTo(json(WORKED.get(3)));
            assertThat(audit.get("detail").get("outcomeBefore")).isEqualTo(before.get("outcome"));
            assertThat(audit.get("detail").get("outcome")).isEqualTo(view.get("outcome"));

            // renaming a player and voiding are corrections too
            JsonNode renamed = json(Http.post(port, path, "{\"who\":\"Tanaka\",\"players\":[\"A\",\"B\",\"C\",\"Dee\"],\"void\":true}",
                    club.key()).body());
            assertThat(renamed.get("players").get(3).asText()).isEqualTo("Dee");
            assertThat(renamed.get("status").asText()).isEqualTo("void");
            assertThat(renamed.get("audit").get(2).get("detail").get("playersBefore").get(3).asText()).isEqualTo("D");
            assertThat(Http.post(port, "/api/keep/sessions/" + s.id() + "/undo", "", club.key()).status()).isEqualTo(409);
        }
    }

    @Test
    void theLeagueAndTheCsvAddUpTheStoredSessions() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = server.port();
            Club club = club(port, "League club");
            String[][] tables = {{"Aoki", "Baba", "Chiba", "Doi"}, {"Doi", "Eto", "Aoki", "Fujii"}, {"Baba", "Aoki", "Eto", "Chiba"}};
            String[] days = {"2025-03-01", "2025-03-08", "2025-03-15"};
            for (int i = 0; i < tables.length; i++) {
                Session s = session(port, club, "{\"preset\":\"kyoto-club\",\"players\":" + JSON.valueToTree(tables[i]) + ",\"played\":\""
                        + days[i] + "\"}");
                if (i == 1) { // a false tsumo laid down: Kyoto's chombo, the hand is replayed
                    report(port, s, "{\"type\":\"foul\",\"item\":\"7-05-09\",\"seat\":1,\"facts\":{\"exposed\":true}}");
                }
                List<String> reports = new ArrayList<>(WORKED);
                if (i == 2) { // another result: seat 2 wins the first hand
                    reports.set(0, "{\"type\":\"win\",\"winners\":[{\"seat\":2,\"han\":4,\"fu\":30}],\"from\":0}");
                }
                reports.forEach(r -> report(port, s, r));
            }
            // not counted: a session still being played, one out of the range, a void one
            Session playing = session(port, club, "{\"preset\":\"kyoto-club\",\"players\":[\"Aoki\",\"Baba\",\"Chiba\",\"Doi\"],"
                    + "\"played\":\"2025-03-08\"}");
            report(port, playing, WORKED.get(0));
            Session early = session(port, club, "{\"preset\":\"kyoto-club\",\"players\":[\"Aoki\",\"Baba\",\"Chiba\",\"Doi\"],"
                    + "\"played\":\"2025-02-01\"}");
            WORKED.forEach(r -> report(port, early, r));
            Session voided = session(port, club, "{\"preset\":\"kyoto-club\",\"players\":[\"Aoki\",\"Baba\",\"Chiba\",\"Doi\"],"
                    + "\"played\":\"2025-03-02\"}");
            WORKED.forEach(r -> report(port, voided, r));
            Http.post(port, "/api/keep/sessions/" + voided.id() + "/corrections", "{\"who\":\"x\",\"void\":true}", club.key());

            String range = "from=2025-03-01&to=2025-03-31";
            JsonNode sessions = get(port, "/api/keep/clubs/" + club.id() + "/sessions?" + range);
            assertThat(sessions).hasSize(5);
            // what the league must say, from the stored sessions
            Map<String, BigDecimal> points = new HashMap<>();
            Map<String, int[]> places = new HashMap<>();
            Map<String, Integer> chombos = new HashMap<>();
            int games = 0;
            for (JsonNode s : sessions) {
                if (!s.get("status").asText().equals("over")) {
                    continue;
                }
                games++;
                for (int seat = 0; seat < 4; seat++) {
                    String p = s.get("players").get(seat).asText();
                    points.merge(p, s.get("outcome").get("points").get(seat).decimalValue(), BigDecimal::add);
                    places.computeIfAbsent(p, x -> new int[4])[s.get("outcome").get("places").get(seat).asInt() - 1]++;
                    chombos.merge(p, s.get("outcome").get("chombos").get(seat).asInt(), Integer::sum);
                }
            }
            assertThat(games).isEqualTo(3);
            assertThat(chombos.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(1);
            JsonNode league = get(port, "/api/keep/clubs/" + club.id() + "/league?" + range);
            assertThat(league.get("games").asInt()).isEqualTo(3);
            assertThat(league.get("rows")).hasSize(points.size());
            BigDecimal previous = null;
            for (JsonNode row : league.get("rows")) {
                String p = row.get("player").asText();
                int[] pl = places.get(p);
                int n = pl[0] + pl[1] + pl[2] + pl[3];
                assertThat(row.get("games").asInt()).as(p).isEqualTo(n);
                assertThat(row.get("points").decimalValue()).as(p).isEqualByComparingTo(points.get(p));
                for (int i = 0; i < 4; i++) {
                    assertThat(row.get("places").get(i).asInt()).as(p).isEqualTo(pl[i]);
                }
                assertThat(row.get("averagePlace").decimalValue()).as(p).isEqualByComparingTo(BigDecimal.valueOf(
                        pl[0] + 2 * pl[1] + 3 * pl[2] + 4 * pl[3]).divide(BigDecimal.valueOf(n), 2, java.math.RoundingMode.HALF_UP));
                assertThat(row.get("chombos").asInt()).as(p).isEqualTo(chombos.get(p));
                if (previous != null) {
                    assertThat(row.get("points").decimalValue()).isLessThanOrEqualTo(previous);
                }
                previous = row.get("points").decimalValue();
            }
            // the CSV says the same
            Http.Answer leagueCsv = Http.get(port, "/api/keep/clubs/" + club.id() + "/league.csv?" + range);
            assertThat(leagueCsv.header("Content-Type").orElse("")).startsWith("text/csv");
            String[] lines = leagueCsv.body().split("\r\n");
            assertThat(lines[0]).isEqualTo("rank,player,games,points,average_place,first,second,third,fourth,chombos");
            assertThat(lines).hasSize(league.get("rows").size() + 1);
            for (int i = 0; i < league.get("rows").size(); i++) {
                JsonNode row = league.get("rows").get(i);
                String[] f = lines[i + 1].split(",");
                assertThat(List.of(f[0], f[1], f[2], f[5], f[6], f[7], f[8], f[9])).isEqualTo(List.of(row.get("rank").asText(),
                        row.get("player").asText(), row.get("games").asText(), row.get("places").get(0).asText(),
                        row.get("places").get(1).asText(), row.get("places").get(2).asText(), row.get("places").get(3).asText(),
                        row.get("chombos").asText()));
                assertThat(new BigDecimal(f[3])).isEqualByComparingTo(row.get("points").decimalValue());
                assertThat(new BigDecimal(f[4])).isEqualByComparingTo(row.get("averagePlace").decimalValue());
            }
            String[] sessionLines = Http.get(port, "/api/keep/clubs/" + club.id() + "/sessions.csv?" + range).body().split("\r\n");
            assertThat(sessionLines).hasSize(1 + 4 * sessions.size());
            for (JsonNode s : sessions) {
                for (int seat = 0; seat < 4; seat++) {
                    JsonNode o = s.get("outcome");
                    String expected = String.join(",", s.get("played").asText(), s.get("id").asText(), "", "kyoto-club",
                            s.get("status").asText(), String.valueOf(seat), s.get("players").get(seat).asText(),
                            o.isNull() ? "" : o.get("scores").get(seat).asText(), o.isNull() ? "" : o.get("places").get(seat).asText(),
                            o.isNull() ? "" : o.get("points").get(seat).decimalValue().toPlainString(),
                            o.isNull() ? "" : o.get("chombos").get(seat).asText());
                    assertThat(sessionLines).contains(expected);
                }
            }
        }
    }

    @Test
    void keepsAGuizhouTableThroughItsSettler() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = server.port();
            Club club = club(port, "六盘水");
            Session s = session(port, club, "{\"preset\":\"guizhou-liupanshui\",\"players\":[\"甲\",\"乙\",\"丙\",\"丁\"]}");
            String hand = "{\"type\":\"hand\",\"hand\":{\"seats\":[{},{\"hand\":\"234m567m234p567s88s\"},{},{}],"
                    + "\"wins\":[{\"seat\":1,\"tile\":\"8s\",\"way\":\"self_draw\"}],\"flip\":\"9p\"}}";
            JsonNode a = report(port, s, hand);
            JsonNode net = a.get("answer").get("settlement").get("net");
            assertThat(a.get("state").get("scores")).isEqualTo(net);
            assertThat(a.get("answer").get("given").get("dealer").asInt()).isZero();
            assertThat(a.get("state").get("dealer").asInt()).isEqualTo(a.get("answer").get("settlement").get("next_dealer").asInt());
            JsonNode b = report(port, s, hand);
            assertThat(b.get("answer").get("given").get("dealer").asInt()).isEqualTo(a.get("state").get("dealer").asInt());
            for (int seat = 0; seat < 4; seat++) {
                assertThat(b.get("state").get("scores").get(seat).asInt()).isEqualTo(net.get(seat).asInt()
                        + b.get("answer").get("settlement").get("net").get(seat).asInt());
            }
            Http.Answer bad = Http.post(port, "/api/keep/sessions/" + s.id() + "/reports", "{\"type\":\"hand\",\"hand\":{\"seats\":[]}}",
                    s.token());
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.json().get("error").asText()).startsWith("report: hand: field seats");
            JsonNode end = report(port, s, "{\"type\":\"end\"}");
            assertThat(end.get("status").asText()).isEqualTo("over");
            assertThat(end.get("outcome").get("scores")).isEqualTo(b.get("state").get("scores"));
            JsonNode undone = report(port, s, "{\"type\":\"undo\"}");
            assertThat(undone.get("status").asText()).isEqualTo("playing");
            assertThat(undone.get("state")).isEqualTo(b.get("state"));
            assertThat(undone.get("answer").get("notes").toString()).isEqualTo("[\"Undid the end of the session report\"]");
            assertThat(undone.get("answer").get("noteKeys").toString()).isEqualTo("[{\"key\":\"keep.note.undid\",\"report\":\"end\"}]");
        }
    }
}
