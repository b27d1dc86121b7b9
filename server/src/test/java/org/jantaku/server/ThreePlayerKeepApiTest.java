package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jantaku.server.KeepApiTest.get;
import static org.jantaku.server.KeepApiTest.json;
import static org.jantaku.server.KeepApiTest.report;
import static org.jantaku.server.KeepApiTest.session;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.jantaku.riichi.keep.KeepJson;
import org.jantaku.riichi.keep.KeepSession;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scorekeeping API at a three-player table ({@code tenhou-sanma}): three names, a hanchan kept
 * state for state as a {@link KeepSession} keeps it, a fourth seat refused, the outcome and the
 * league with places 1-3 and their CSV.
 */
class ThreePlayerKeepApiTest {
    /** A tenhou-sanma hanchan (riichi ThreePlayerKeepTest works its scores out by hand): −6.8 / +36.7 / −29.9. */
    static final List<String> SANMA = List.of(
            "{\"type\":\"riichi\",\"seat\":1}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":3,\"fu\":30}]}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":5}]}",
            "{\"type\":\"draw\",\"tenpai\":[0]}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":0,\"han\":4,\"fu\":30}]}",
            "{\"type\":\"riichi\",\"seat\":2}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":2,\"han\":3,\"fu\":40}],\"from\":1}",
            "{\"type\":\"draw\",\"tenpai\":[1,2]}",
            "{\"type\":\"foul\",\"item\":\"7-05-01\",\"seat\":2,\"facts\":{\"exposed\":true}}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":0,\"han\":2,\"fu\":30}],\"from\":1}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":2,\"han\":3,\"fu\":30}],\"from\":0}",
            "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":1,\"fu\":40}]}");

    @TempDir
    Path dir;

    @Test
    void keepsAThreePlayerGameAndItsLeague() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = server.port();
            KeepApiTest.Club club = KeepApiTest.club(port, "Sanma club");
            String path = "/api/keep/clubs/" + club.id() + "/sessions";
            Http.Answer four = Http.post(port, path, "{\"preset\":\"tenhou-sanma\",\"players\":[\"A\",\"B\",\"C\",\"D\"]}", club.key());
            assertThat(four.status()).isEqualTo(400);
            assertThat(four.json().get("error").asText()).contains("the three players' names are required").contains("not 4");

            KeepSession local = new KeepSession(RiichiPresets.byName("tenhou-sanma").orElseThrow());
            KeepApiTest.Session s = session(port, club, "{\"preset\":\"tenhou-sanma\",\"players\":[\"Aoki\",\"Baba\",\"Chiba\"],"
                    + "\"played\":\"2025-04-01\"}");
            JsonNode view = get(port, "/api/keep/sessions/" + s.id());
            assertThat(view.get("players")).hasSize(3);
            assertThat(view.get("state").get("scores").toString()).isEqualTo("[35000,35000,35000]");
            assertThat(view.get("riichiRules").get("players").asInt()).isEqualTo(3);
            assertThat(view.get("riichiRules").get("nukiDora").asBoolean()).isTrue();
            assertThat(view.get("riichiRules").get("abortive").toString()).doesNotContain("sanchahou");

            Http.Answer seat3 = Http.post(port, "/api/keep/sessions/" + s.id() + "/reports", "{\"type\":\"riichi\",\"seat\":3}", s.token());
            assertThat(seat3.status()).isEqualTo(400);
            assertThat(seat3.json().get("error").asText()).contains("seat: a seat is 0-2 at a table of 3, not 3");
            for (String r : SANMA) {
                JsonNode a = report(port, s, r);
                local.report(KeepJson.report(json(r), "tenhou-sanma"));
                assertThat(a.get("state")).as(r).isEqualTo(json(KeepJson.state(local.state()).toString()));
            }
            JsonNode done = get(port, "/api/keep/sessions/" + s.id());
            assertThat(done.get("status").asText()).isEqualTo("over");
            JsonNode outcome = done.get("outcome");
            assertThat(outcome.get("scores").toString()).isEqualTo("[33200,41700,30100]");
            assertThat(outcome.get("places").toString()).isEqualTo("[2,1,3]");
            assertThat(outcome.get("points").get(1).decimalValue()).isEqualByComparingTo("36.7");
            assertThat(outcome.get("chombos").toString()).isEqualTo("[0,0,1]");

            // renaming needs three names too
            Http.Answer rename = Http.post(port, "/api/keep/sessions/" + s.id() + "/corrections",
                    "{\"who\":\"x\",\"players\":[\"A\",\"B\",\"C\",\"D\"]}", club.key());
            assertThat(rename.status()).isEqualTo(400);

            // a second game, the players in other seats: seat 0 (Chiba) first this time
            KeepApiTest.Session t = session(port, club, "{\"preset\":\"tenhou-sanma\",\"players\":[\"Chiba\",\"Aoki\",\"Baba\"],"
                    + "\"played\":\"2025-04-02\"}");
            report(port, t, "{\"type\":\"win\",\"winners\":[{\"seat\":0,\"yakuman\":2}],\"from\":1}"); // 96,000: Aoki busts
            String range = "from=2025-04-01&to=2025-04-30";
            JsonNode league = get(port, "/api/keep/clubs/" + club.id() + "/league?" + range + "&preset=tenhou-sanma");
            assertThat(league.get("games").asInt()).isEqualTo(2);
            assertThat(league.get("places").asInt()).isEqualTo(3);
            for (JsonNode row : league.get("rows")) {
                assertThat(row.get("places")).hasSize(3);
                assertThat(row.get("games").asInt()).isEqualTo(2);
            }
            JsonNode chiba = league.get("rows").get(0);
            assertThat(chiba.get("player").asText()).isEqualTo("Chiba");
            assertThat(chiba.get("places").toString()).isEqualTo("[1,0,1]");
            assertThat(chiba.get("averagePlace").decimalValue()).isEqualByComparingTo(BigDecimal.valueOf(2));
            String[] lines = Http.get(port, "/api/keep/clubs/" + club.id() + "/league.csv?" + range).body().split("\r\n");
            assertThat(lines[0]).isEqualTo("rank,player,games,points,average_place,first,second,third,chombos");
            assertThat(lines[1]).startsWith("1,Chiba,2,").endsWith(",1,0,1,1");
            String[] sessions = Http.get(port, "/api/keep/clubs/" + club.id() + "/sessions.csv?" + range).body().split("\r\n");
            assertThat(sessions).hasSize(1 + 3 * 2);
            // a league of one preset has its three places before any game is over
            JsonNode empty = get(port, "/api/keep/clubs/" + club.id() + "/league?from=2030-01-01&preset=tenhou-sanma");
            assertThat(empty.get("places").asInt()).isEqualTo(3);
        }
    }
}
