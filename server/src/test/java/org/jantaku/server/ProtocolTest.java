package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The WebSocket protocol over a real socket: join, act, every refusal leaving the table unchanged, tokens, reconnecting. */
class ProtocolTest {
    private static final String ONE_HUMAN = "{\"preset\":\"tenhou\",\"seed\":7,\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},"
            + "{\"kind\":\"bot\",\"agent\":\"random\"},{\"kind\":\"bot\",\"agent\":\"random\"},{}]}";

    @TempDir
    Path dir;
    JantakuServer server;
    int port;
    String table;
    String token0;
    JsonNode created;

    @BeforeEach
    void start() {
        server = TestServers.sqlite(dir, TestServers.FAST);
        port = server.port();
        JsonNode t = TestServers.create(port, ONE_HUMAN);
        table = t.get("id").asText();
        created = t;
        token0 = TestServers.token(t, 0);
        assertThat(t.get("seats").get(3).get("kind").asText()).isEqualTo("bot");
        assertThat(t.get("you").get("link").asText()).contains(table).contains(token0);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void joinActAndSeeTheNextState() {
        try (WsClient c = WsClient.connect(port, table, token0)) {
            JsonNode welcome = c.next("welcome");
            assertThat(welcome.get("seat").asInt()).isZero();
            assertThat(welcome.get("kind").asText()).isEqualTo("human");
            JsonNode s = c.nextPrompt();
            assertThat(s.get("version").asInt()).isZero();
            assertThat(s.get("to_act")).hasSize(1);
            JsonNode own = s.get("view").get("seats").get(0);
            assertThat(own.get("hand")).as("the dealer's 14 tiles: 13 and the drawn one").hasSize(13);
            assertThat(own.get("drawn").get("tile").isTextual()).isTrue();
            assertThat(own.get("hand_size").asInt()).isEqualTo(14);
            assertThat(s.get("view").get("seats").get(1).get("hand").isNull()).isTrue();
            assertThat(s.get("legal").get(0).get("label").asText()).startsWith("Discard");
            assertThat(s.get("scores")).hasSize(4);
            c.act(0, 0);
            JsonNode after = c.next(n -> n.path("type").asText().equals("state") && n.get("version").asInt() == 1);
            assertThat(after.get("view").get("seats").get(0).get("pond")).hasSize(1);
            assertThat(after.get("legal")).isEmpty();
        }
    }

    @Test
    void refusedMessagesChangeNothing() {
        try (WsClient c = WsClient.connect(port, table, token0)) {
            JsonNode s = c.nextPrompt();
            int v = s.get("version").asInt();
            String record = server.storage().record(table);
            assertRefused(c, "{\"type\":\"act\",\"version\":" + v + ",\"action\":999}", "illegal");
            assertRefused(c, "{\"type\":\"act\",\"version\":" + v + ",\"action\":-1}", "illegal");
            assertRefused(c, "{\"type\":\"act\",\"version\":" + (v + 1) + ",\"action\":0}", "stale");
            assertRefused(c, "{\"type\":\"act\",\"version\":\"x\",\"action\":0}", "malformed");
            assertRefused(c, "{\"type\":\"act\",\"action\":0}", "malformed");
            assertRefused(c, "not json at all", "malformed");
            assertRefused(c, "[1,2]", "malformed");
            assertRefused(c, "{\"type\":\"dance\"}", "unknown_type");
            assertRefused(c, "{\"type\":\"act\",\"pad\":\"" + "x".repeat(5000) + "\"}", "too_large");
            assertThat(server.storage().record(table)).isEqualTo(record);
            c.send("{\"type\":\"sync\"}");
            JsonNode again = c.next("state");
            assertThat(again.get("version").asInt()).isEqualTo(v);
            assertThat(again.get("view")).isEqualTo(s.get("view"));
            assertThat(again.get("legal")).isEqualTo(s.get("legal"));
        }
    }

    private static void assertRefused(WsClient c, String message, String code) {
        c.send(message);
        JsonNode e = c.next(n -> !n.path("type").asText().equals("state"));
        assertThat(e.get("type").asText()).isEqualTo("error");
        assertThat(e.get("code").asText()).as(e.toString()).isEqualTo(code);
        assertThat(e.get("message").asText()).isNotBlank();
    }

    @Test
    void botsHaveNoTokenAndOnlyTheSeatsTokenActsForIt() {
        assertThat(created.get("invitations")).isEmpty();
        assertThat(created.get("seats").toString()).doesNotContain(token0);
        for (JsonNode s : created.get("seats")) {
            assertThat(s.has("token")).as(s.toString()).isFalse();
        }
        try (WsClient human = WsClient.connect(port, table, token0);
                WsClient watcher = WsClient.connect(port, table, null)) {
            int v = human.nextPrompt().get("version").asInt();
            assertThat(watcher.next("welcome").get("kind").asText()).isEqualTo("watcher");
            JsonNode summary = watcher.next("table");
            assertThat(summary.toString()).doesNotContain("token").doesNotContain("\"tile\"");
            watcher.act(v, 0);
            assertThat(watcher.next("error").get("code").asText()).isEqualTo("not_your_seat");
            assertThat(server.tables().find(table).orElseThrow().version()).isEqualTo(v);
        }
        try (WsClient wrong = WsClient.connect(port, table, "00" + token0.substring(2))) {
            assertThat(wrong.next("error").get("code").asText()).isEqualTo("bad_token");
            assertThat(wrong.closed.join()).isEqualTo(4003);
        }
        try (WsClient none = WsClient.connect(port, "t-nosuch", token0)) {
            assertThat(none.next("error").get("code").asText()).isEqualTo("unknown_table");
        }
    }

    @Test
    void reconnectingWithTheTokenResumesWhereTheGameIs() {
        JsonNode prompt;
        try (WsClient c = WsClient.connect(port, table, token0)) {
            c.act(c.nextPrompt(), 0);
            prompt = c.next(n -> n.path("type").asText().equals("state") && n.get("version").asInt() > 0
                    && !n.get("legal").isEmpty());
        }
        try (WsClient again = WsClient.connect(port, table, token0)) {
            JsonNode s = again.next("state");
            assertThat(s.get("version")).isEqualTo(prompt.get("version"));
            assertThat(s.get("view")).isEqualTo(prompt.get("view"));
            assertThat(s.get("legal")).isEqualTo(prompt.get("legal"));
            again.act(s, 0);
            assertThat(again.next(n -> n.path("type").asText().equals("state")).get("version").asInt())
                    .isEqualTo(s.get("version").asInt() + 1);
        }
    }
}
