package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code aids} field over a real socket: every {@code state} a seat is sent carries its own aids
 * (waits, and furiten under Riichi); a watcher's frames never carry any.
 */
class AidsSocketTest {
    @TempDir
    Path dir;

    @Test
    void eachSeatGetsItsOwnAidsAndAWatcherNone() {
        try (JantakuServer server = TestServers.sqlite(dir, TestServers.FAST)) {
            JsonNode t = TestServers.create(server.port(), "{\"preset\":\"tenhou\",\"seed\":7,\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},"
                    + "{\"kind\":\"bot\",\"agent\":\"efficiency\"},{\"kind\":\"bot\",\"agent\":\"efficiency\"},{\"kind\":\"bot\",\"agent\":\"efficiency\"}]}");
            String table = t.get("id").asText();
            try (WsClient watcher = WsClient.connect(server.port(), table, null);
                    WsClient seat = WsClient.connect(server.port(), table, TestServers.token(t, 0))) {
                int states = 0;
                for (int prompts = 0; prompts < 15; prompts++) {
                    JsonNode s = seat.nextPrompt();
                    if (s.get("over").asBoolean()) {
                        break;
                    }
                    JsonNode legal = s.get("legal");
                    int choice = 0;
                    for (int i = 0; i < legal.size(); i++) {
                        if (legal.get(i).get("type").asText().equals("Pass")) {
                            choice = i;
                        }
                    }
                    seat.act(s, choice);
                }
                for (JsonNode f : seat.frames) {
                    if (f.path("type").asText().equals("state")) {
                        states++;
                        JsonNode aids = f.get("aids");
                        assertThat(aids).as("a seat's state has its aids").isNotNull();
                        assertThat(aids.get("waits").isArray()).isTrue();
                        assertThat(aids.get("furiten").isBoolean()).isTrue();
                    }
                }
                assertThat(states).isGreaterThan(10);
                assertThat(watcher.frames).isNotEmpty().noneMatch(f -> f.toString().contains("\"aids\""));
            }
        }
    }
}
