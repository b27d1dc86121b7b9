package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Optional;
import org.jantaku.server.JantakuServer;
import org.jantaku.server.ServerConfig;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jantaku serve}: its help, and the page's hand calculator answering as {@code jantaku score --jsonl}. */
class ServeCommandTest {
    @TempDir
    Path dir;

    @Test
    void helpSaysWhereGamesAreStored() {
        CliRun r = CliRun.of("serve", "--help");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("--port").contains("--db").contains("jantaku-data/jantaku.db").contains("--claim-timeout");
    }

    @Test
    void theCalculatorIsTheScoreCommandsScorer() throws Exception {
        String request = "{\"id\":\"a\",\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"tsumo\":true,\"riichi\":true}";
        try (JantakuServer server = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("t.db"), Timing.DEFAULT,
                Optional.of(ServeCommand.calculator())))) {
            HttpResponse<String> a = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + server.port() + "/api/score?lang=ja"))
                    .POST(HttpRequest.BodyPublishers.ofString(request)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(a.statusCode()).isEqualTo(200);
            JsonNode got = new ObjectMapper().readTree(a.body());
            JsonNode want = new ObjectMapper().readTree(new org.jantaku.cli.score.ScoreJsonLines(org.jantaku.core.tile.Lang.JA)
                    .answer(request));
            assertThat(got).isEqualTo(want);
            assertThat(got.get("ok").asBoolean()).isTrue();
            HttpResponse<String> bad = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + server.port() + "/api/score?lang=xx"))
                    .POST(HttpRequest.BodyPublishers.ofString(request)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(bad.statusCode()).isEqualTo(400);
            assertThat(bad.body()).contains("lang");
        }
    }

    @Test
    void theCalculatorAnswersDeeplyNestedJsonWithAnErrorNotAFailure() throws Exception {
        try (JantakuServer server = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("t.db"), Timing.DEFAULT,
                Optional.of(ServeCommand.calculator())))) {
            for (String body : new String[] {"[".repeat(5000), "{\"a\":".repeat(5000)}) {
                HttpResponse<String> a = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create("http://localhost:" + server.port() + "/api/score"))
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
                assertThat(a.statusCode()).as(a.body()).isEqualTo(200);
                JsonNode got = new ObjectMapper().readTree(a.body());
                assertThat(got.get("ok").asBoolean()).isFalse();
                assertThat(got.get("error").asText()).startsWith("invalid_input: not JSON: Document nesting depth");
            }
        }
    }
}
