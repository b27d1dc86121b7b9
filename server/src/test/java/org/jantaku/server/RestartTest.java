package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A server stopped mid-game and a new one opened on the same storage: every table resumes at the same
 * version with the same view and legal actions, and play goes on (SQLite and PostgreSQL).
 */
class RestartTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @MethodSource("org.jantaku.server.Databases#kinds")
    void aTableResumesWithNothingLost(String kind) {
        String url = Databases.url(kind, dir);
        Timing timing = TestServers.FAST;
        String table;
        String token;
        JsonNode before;
        try (JantakuServer a = TestServers.start(url, timing)) {
            JsonNode t = TestServers.create(a.port(), "{\"preset\":\"tenhou\",\"seed\":5,\"seats\":[{\"kind\":\"human\"},{},{},{}]}");
            table = t.get("id").asText();
            token = TestServers.token(t, 0);
            try (WsClient c = WsClient.connect(a.port(), table, token)) {
                before = c.nextPrompt();
                while (before.get("version").asInt() < 30) {
                    c.act(before, before.get("legal").size() - 1);
                    int v = before.get("version").asInt();
                    before = c.next(n -> n.path("type").asText().equals("state") && n.get("version").asInt() > v
                            && !n.get("legal").isEmpty());
                }
            }
        }
        try (JantakuServer b = TestServers.start(url, timing)) {
            assertThat(b.tables().find(table).orElseThrow().version()).isEqualTo(before.get("version").asInt());
            try (WsClient c = WsClient.connect(b.port(), table, token)) {
                JsonNode after = c.next("state");
                assertThat(after.get("version")).isEqualTo(before.get("version"));
                assertThat(after.get("view")).isEqualTo(before.get("view"));
                assertThat(after.get("legal")).isEqualTo(before.get("legal"));
                c.act(after, 0);
                assertThat(c.next(n -> n.path("type").asText().equals("state")).get("version").asInt())
                        .isEqualTo(after.get("version").asInt() + 1);
            }
        }
    }
}
