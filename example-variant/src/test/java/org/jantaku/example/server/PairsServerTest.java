package org.jantaku.example.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.server.Http;
import org.jantaku.server.JantakuServer;
import org.jantaku.server.TestServers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The table server, unchanged, started in-process with this module on its class path: the lobby's preset list
 * has {@code pairs} with its title, summary and bots in three languages and its options form; a table of four bots
 * plays a whole game over the HTTP API; the game is stored, its record is a pairs record, and its replay's views
 * carry the variant's captions ("Hand N") and its hand ends the variant's named terms. The server's own test helpers
 * ({@link TestServers}, {@link Http}) come from its test-jar.
 */
class PairsServerTest {
    @TempDir
    Path dir;

    @Test
    void theLobbyListsThePresetAndBotsPlayAWholeGame() throws InterruptedException {
        try (JantakuServer s = TestServers.sqlite(dir, TestServers.FAST)) {
            int port = s.port();
            JsonNode preset = null;
            for (JsonNode p : get(port, "/api/presets")) {
                if (p.get("name").asText().equals("pairs")) {
                    preset = p;
                }
            }
            assertThat(preset).as("pairs in the lobby's list").isNotNull();
            assertThat(preset.get("variant").asText()).isEqualTo("pairs");
            assertThat(preset.get("seats").asInt()).isEqualTo(4);
            assertThat(preset.get("title").get("zh").asText()).isEqualTo("七对麻将");
            assertThat(preset.get("title").get("ja").asText()).isEqualTo("七対子麻雀 (七对)");
            assertThat(preset.get("summary").get("en").asText()).contains("seven pairs");
            assertThat(preset.get("agents")).extracting(JsonNode::asText).containsExactly("random", "tsumogiri", "efficiency");
            JsonNode form = get(port, "/api/presets/pairs");
            assertThat(form.get("options")).extracting(o -> o.get("key").asText() + ":" + o.get("label").get("ja").asText())
                    .containsExactly("pairs.gameHands:局数", "pairs.discardPoints:ロンの点 (点炮)", "pairs.selfDrawPoints:ツモの点 (各自)");

            String id = TestServers.playedToTheEnd(s, "{\"preset\":\"pairs\",\"seed\":11,\"seats\":[{\"kind\":\"bot\",\"agent\":"
                    + "\"efficiency\"},{\"kind\":\"bot\",\"agent\":\"tsumogiri\"},{\"kind\":\"bot\",\"agent\":\"random\"},"
                    + "{\"kind\":\"bot\",\"agent\":\"efficiency\"}]}").info().id();
            JsonNode summary = get(port, "/api/tables/" + id);
            assertThat(summary.get("status").asText()).isEqualTo("finished");
            assertThat(summary.get("variant").asText()).isEqualTo("pairs");
            assertThat(summary.get("standings")).hasSize(4);
            JsonNode game = get(port, "/api/games").get(0);
            assertThat(game.get("id").asText()).isEqualTo(id);
            int total = 0;
            for (JsonNode score : game.get("scores")) {
                total += score.asInt();
            }
            assertThat(total).as("flat points move between the seats").isZero();
            assertThat(Http.get(port, "/api/games/" + id).expect(200).body().lines().findFirst().orElseThrow()).contains("\"variant\":\"pairs\"");

            List<JsonNode> steps = replay(port, id);
            JsonNode first = steps.get(0).get("view");
            assertThat(first.get("variant").asText()).isEqualTo("pairs");
            assertThat(first.get("round_label").get("key").asText()).isEqualTo("round.hand");
            assertThat(first.get("round_label").get("args").get("n").asInt()).isEqualTo(1);
            assertThat(first.get("seats")).hasSize(4).allMatch(seat -> seat.get("concealed").asBoolean());
            assertThat(first.get("seats").get(0).get("hand").isArray()).as("seat 0 sees its own hand").isTrue();
            assertThat(first.get("seats").get(1).get("hand").isNull()).as("and no other").isTrue();

            List<JsonNode> handEnds = new ArrayList<>();
            int lastHand = 0;
            for (JsonNode step : steps) {
                lastHand = Math.max(lastHand, step.get("view").get("round_label").get("args").get("n").asInt());
                for (JsonNode r : step.path("results")) {
                    if (r.get("type").asText().equals("hand_end")) {
                        handEnds.add(r.get("result"));
                    }
                }
            }
            assertThat(lastHand).as("four hands, the round").isEqualTo(4);
            assertThat(handEnds).hasSize(4).allMatch(h -> h.get("variant").asText().equals("pairs"));
            for (JsonNode h : handEnds) {
                assertThat(h.get("round_labels").get(0).get("key").asText()).isEqualTo("round.hand");
                JsonNode outcome = h.get("outcome");
                JsonNode named = outcome.has("way") ? outcome.get("way") : outcome.get("draw");
                assertThat(named.get("names").get("ja").asText()).as(h.toString()).isNotBlank();
                for (JsonNode w : h.get("wins")) {
                    assertThat(w.get("items").get(0).get("name").get("names").get("zh").asText()).isEqualTo("七对");
                    assertThat(w.get("hand")).hasSize(13);
                }
            }
            System.out.println("hand ends: " + handEnds);
        }
    }

    /** A GET's JSON, answered 200. */
    private static JsonNode get(int port, String path) {
        return Http.get(port, path).expect(200).json();
    }

    /** Every step of the finished game from seat 0's view. */
    private static List<JsonNode> replay(int port, String id) {
        List<JsonNode> steps = new ArrayList<>();
        int total = Integer.MAX_VALUE;
        while (steps.size() <= total) {
            JsonNode page = get(port, "/api/games/" + id + "/replay?view=0&from=" + steps.size() + "&count=500");
            total = page.get("steps_total").asInt();
            page.get("steps").forEach(steps::add);
        }
        return steps;
    }
}
