package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.jantaku.server.table.LiveTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bot-only game played to its end: it is listed under {@code /api/games} with its final scores,
 * its record is served as JSON lines, and the replay endpoint steps through it from the deal.
 */
class GamesApiTest {
    @TempDir
    Path dir;

    @Test
    void aFinishedGameIsListedWithItsScoresAndReplays() throws InterruptedException {
        try (JantakuServer s = TestServers.sqlite(dir, TestServers.FAST)) {
            LiveTable<?, ?, ?, ?> live = TestServers.playedToTheEnd(s,
                    "{\"preset\":\"tenhou\",\"seed\":11,\"options\":{\"riichi.gameLength\":\"tonpuu\"},\"seats\":[{},{},{},{}]}");
            String id = live.info().id();
            JsonNode games = Http.get(s.port(), "/api/games").json();
            assertThat(games).hasSize(1);
            JsonNode game = games.get(0);
            assertThat(game.get("id").asText()).isEqualTo(id);
            assertThat(game.get("status").asText()).isEqualTo("finished");
            int total = 0;
            for (JsonNode score : game.get("scores")) {
                total += score.asInt();
            }
            assertThat(game.get("scores")).hasSize(4);
            assertThat(total).as("final scores with the leftover sticks, 4 × 25000").isEqualTo(100_000);

            Http.Answer record = Http.get(s.port(), "/api/games/" + id);
            assertThat(record.status()).isEqualTo(200);
            String[] lines = record.body().split("\n");
            assertThat(lines[lines.length - 1]).contains("game_ended");

            JsonNode replay = Http.get(s.port(), "/api/games/" + id + "/replay?view=all&from=0&count=2").json();
            int actions = replay.get("steps_total").asInt();
            assertThat(actions).as("every action, passes included").isEqualTo(live.steps());
            assertThat(replay.get("steps")).hasSize(2);
            assertThat(replay.get("steps").get(0).get("version").asInt()).isZero();
            JsonNode last = Http.get(s.port(), "/api/games/" + id + "/replay?view=1&from=" + actions + "&count=1").json();
            assertThat(last.get("steps")).hasSize(1);
            assertThat(last.get("steps").get(0).get("results").toString()).contains("\"type\":\"game_end\"");
            assertThat(Http.get(s.port(), "/api/games/nope").status()).isEqualTo(404);
        }
    }
}
