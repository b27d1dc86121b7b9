package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.jantaku.server.table.LiveTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A three-player table (三人麻雀, {@code tenhou-sanma}) of bots played to its end: three seats in the
 * summary, the views and the standings; the game is listed with three final scores worth 3 × 35,000,
 * a seat's replay view is one of the three, and a fourth seat is refused by name.
 */
class SanmaTableTest {
    @TempDir
    Path dir;

    @Test
    void aThreeSeatTablePlaysToItsEndAndReplays() throws InterruptedException {
        try (JantakuServer s = TestServers.sqlite(dir, TestServers.FAST)) {
            Http.Answer four = Http.post(s.port(), "/api/tables", "{\"preset\":\"tenhou-sanma\",\"seats\":[{},{},{},{}]}");
            assertThat(four.status()).isEqualTo(400);
            assertThat(four.json().get("error").asText()).contains("array of 3 seats").contains("tenhou-sanma");

            LiveTable<?, ?, ?, ?> live = TestServers.playedToTheEnd(s, "{\"preset\":\"tenhou-sanma\",\"seed\":7,"
                    + "\"options\":{\"riichi.gameLength\":\"tonpuu\"},\"seats\":[{},{},{\"kind\":\"bot\",\"agent\":\"efficiency\"}]}");
            String id = live.info().id();
            JsonNode summary = Http.get(s.port(), "/api/tables/" + id).json();
            assertThat(summary.get("seats")).hasSize(3);
            assertThat(summary.get("preset_title").get("zh").asText()).as("the preset's title for people").isEqualTo("天凤三人段位战");
            assertThat(summary.get("standings")).hasSize(3);
            JsonNode game = Http.get(s.port(), "/api/games").json().get(0);
            assertThat(game.get("scores")).hasSize(3);
            int total = 0;
            for (JsonNode score : game.get("scores")) {
                total += score.asInt();
            }
            assertThat(total).as("final scores with the leftover sticks, 3 × 35000").isEqualTo(105_000);

            JsonNode replay = Http.get(s.port(), "/api/games/" + id + "/replay?view=2&from=0&count=3").json();
            JsonNode view = replay.get("steps").get(2).get("view");
            assertThat(view.get("seats")).hasSize(3);
            for (JsonNode seat : view.get("seats")) {
                assertThat(seat.get("wind").asText()).isIn("east", "south", "west");
                assertThat(seat.has("aside")).isTrue();
            }
            assertThat(view.get("seats").get(2).get("hand").isArray()).as("seat 2 sees its own hand").isTrue();
            assertThat(view.get("seats").get(0).get("hand").isNull()).as("and no other").isTrue();
            assertThat(Http.get(s.port(), "/api/games/" + id).body()).as("Norths set aside (北抜き) in the record")
                    .contains("\"type\":\"nuki\"");
            Http.Answer fourth = Http.get(s.port(), "/api/games/" + id + "/replay?view=3");
            assertThat(fourth.status()).isEqualTo(400);
            assertThat(fourth.json().get("error").asText()).contains("0-2").contains("3 seats");
        }
    }
}
