package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jantaku.server.storage.TableRow;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every bad input of docs/server.md and docs/protocol.md gets its documented error and changes nothing: protocol frames
 * (trailing data, duplicate keys, binary frames, floods), table requests (seeds with two people,
 * names, limits on creation and running tables), paging bounds, and idle or endless tables closed
 * by the server.
 */
class BadInputTest {
    private static final String ONE_PERSON = "{\"preset\":\"tenhou\",\"seats\":[{\"kind\":\"human\"},{},{},{}]}";

    @TempDir
    Path dir;
    JantakuServer server;
    int port;

    @BeforeEach
    void start() {
        Limits limits = Limits.DEFAULT.withMaxTables(4).withCreatePerMinute(6).withMaxBotTableVersions(30);
        server = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("j.db"), TestServers.FAST, Optional.empty(),
                limits));
        port = server.port();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void strictFramesAreRefusedAndChangeNothing() {
        JsonNode t = TestServers.create(port, ONE_PERSON);
        String table = t.get("id").asText();
        try (WsClient c = WsClient.connect(port, table, TestServers.token(t, 0))) {
            JsonNode prompt = c.nextPrompt();
            String record = server.storage().record(table);
            refused(c, "{\"type\":\"ping\"} xyz", "malformed");
            refused(c, "{\"type\":\"ping\"}{\"type\":\"ping\"}", "malformed");
            refused(c, "{\"type\":\"act\",\"type\":\"ping\"}", "malformed");
            refused(c, "{\"type\":\"act\",\"version\":0,\"prompt\":\"p\",\"action\":0}", "malformed");
            refused(c, "{\"type\":\"act\",\"version\":0,\"prompt\":" + (prompt.get("prompt").asInt() + 1) + ",\"action\":0}", "stale");
            assertThat(server.storage().record(table)).isEqualTo(record);
            assertThat(server.tables().find(table).orElseThrow().version()).isZero();
        }
    }

    private static void refused(WsClient c, String message, String code) {
        c.send(message);
        JsonNode e = c.next(n -> !n.path("type").asText().equals("state"));
        assertThat(e.get("type").asText()).as(message).isEqualTo("error");
        assertThat(e.get("code").asText()).as(e.toString()).isEqualTo(code);
        assertThat(e.get("message").asText()).isNotBlank();
    }

    @Test
    void aBinaryFrameClosesTheSocketWith1003() throws Exception {
        String table = TestServers.create(port, ONE_PERSON).get("id").asText();
        CompletableFuture<Integer> closed = new CompletableFuture<>();
        WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(URI.create("ws://localhost:" + port
                + "/ws/tables/" + table), new WebSocket.Listener() {
                    @Override
                    public java.util.concurrent.CompletionStage<?> onClose(WebSocket w, int status, String reason) {
                        closed.complete(status);
                        return null;
                    }
                }).join();
        ws.sendBinary(ByteBuffer.wrap(new byte[] {1, 2, 3}), true).join();
        assertThat(closed.get(10, TimeUnit.SECONDS)).isEqualTo(1003);
    }

    @Test
    void aFloodOfSyncsIsCutToTheBudget() {
        JsonNode t = TestServers.create(port, ONE_PERSON);
        try (WsClient c = WsClient.connect(port, t.get("id").asText(), TestServers.token(t, 0))) {
            c.nextPrompt();
            for (int i = 0; i < 100; i++) {
                c.send("{\"type\":\"sync\"}");
            }
            JsonNode e = c.next("error");
            assertThat(e.get("code").asText()).isEqualTo("too_many");
            c.send("{\"type\":\"ping\"}");
            long states = c.frames.stream().filter(f -> f.path("type").asText().equals("state")).count();
            assertThat(states).as("states answered to 100 syncs").isLessThan(60);
        }
    }

    @Test
    void aSeedIsForOnePersonAtMost() {
        int before = server.tables().runningCount();
        Http.Answer two = Http.post(port, "/api/tables", "{\"preset\":\"tenhou\",\"seed\":5,"
                + "\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"},{},{}]}");
        assertThat(two.status()).isEqualTo(400);
        assertThat(two.json().get("error").asText()).contains("seed").contains("2 people");
        assertThat(server.tables().runningCount()).isEqualTo(before);
        JsonNode one = TestServers.create(port, "{\"preset\":\"tenhou\",\"seed\":5,\"seats\":[{\"kind\":\"human\"},{},{},{}]}");
        assertThat(one.get("seeded").asBoolean()).isTrue();
        JsonNode two2 = TestServers.create(port, "{\"preset\":\"tenhou\",\"seats\":[{\"kind\":\"human\"},{\"kind\":\"human\"},{},{}]}");
        assertThat(two2.get("seeded").asBoolean()).isFalse();
        assertThat(two2.get("invitations")).hasSize(1);
        assertThat(Http.get(port, "/api/tables/" + one.get("id").asText()).json().get("seeded").asBoolean()).isTrue();
    }

    @Test
    void aTableHasAsManySeatsAsItsGame() {
        Http.Answer three = Http.post(port, "/api/tables", "{\"preset\":\"tenhou\",\"seats\":[{\"kind\":\"human\"},{},{}]}");
        assertThat(three.status()).isEqualTo(400);
        assertThat(three.json().get("error").asText()).contains("seats").contains("array of 4 seats").contains("not 3");
        Http.Answer object = Http.post(port, "/api/tables", "{\"preset\":\"tenhou\",\"seats\":{}}");
        assertThat(object.status()).isEqualTo(400);
        assertThat(object.json().get("error").asText()).contains("not OBJECT");
    }

    @Test
    void thePresetListIsLightAndEachPresetComesWhole() {
        Http.Answer list = Http.get(port, "/api/presets");
        assertThat(list.status()).isEqualTo(200);
        assertThat(list.body().length()).as("the list's size").isLessThan(40_000);
        for (JsonNode p : list.json()) {
            assertThat(p.has("options")).as(p.get("name").asText()).isFalse();
            assertThat(p.get("seats").asInt()).as(p.get("name").asText()).isBetween(3, 4);
            JsonNode whole = Http.get(port, "/api/presets/" + p.get("name").asText()).json();
            assertThat(whole.get("name")).isEqualTo(p.get("name"));
            assertThat(whole.get("agents")).isEqualTo(p.get("agents"));
            assertThat(whole.get("options").size()).as(p.get("name").asText()).isPositive();
        }
        Http.Answer unknown = Http.get(port, "/api/presets/no-such-rules");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.json().get("error").asText()).contains("no-such-rules").contains("tenhou");
    }

    @Test
    void namesAreOneToFortyPrintableCodePoints() {
        for (String bad : new String[] {"\"\"", "\"   \"", "\"a\\u0000b\"", "\"two\\nlines\"", "\"\\u202Eevil\"", "\"\\u2066x\"",
            "\"" + "x".repeat(41) + "\"", "\"\\ud800\"", "5"}) {
            Http.Answer a = Http.post(port, "/api/tables", "{\"preset\":\"tenhou\",\"seats\":[{\"kind\":\"human\",\"name\":" + bad
                    + "},{},{},{}]}");
            assertThat(a.status()).as(bad).isEqualTo(400);
            assertThat(a.json().get("error").asText()).as(bad).contains("seats[0]");
        }
        JsonNode ok = TestServers.create(port, "{\"preset\":\"tenhou\",\"seats\":[{\"kind\":\"human\",\"name\":\"" + "麻".repeat(39)
                + "🀄\"},{},{},{}]}");
        assertThat(ok.get("you").get("name").asText()).hasSize(41).endsWith("🀄");
    }

    @Test
    void creationIsLimitedPerAddressAndInAll() {
        for (int i = 0; i < 4; i++) {
            TestServers.create(port, ONE_PERSON);
        }
        Http.Answer full = Http.post(port, "/api/tables", ONE_PERSON);
        assertThat(full.status()).isEqualTo(503);
        assertThat(full.header("Retry-After")).isPresent();
        assertThat(full.json().get("error").asText()).contains("4");
        assertThat(server.tables().runningCount()).isEqualTo(4);
        Http.post(port, "/api/tables", ONE_PERSON);
        Http.Answer many = Http.post(port, "/api/tables", ONE_PERSON);
        assertThat(many.status()).isEqualTo(429);
        assertThat(Integer.parseInt(many.header("Retry-After").orElseThrow())).isBetween(1, 60);
        assertThat(many.json().get("error").asText()).contains("minute");
    }

    @Test
    void pagesAreBounded() {
        assertThat(Http.get(port, "/api/games?limit=501").status()).isEqualTo(400);
        assertThat(Http.get(port, "/api/games?offset=-1").status()).isEqualTo(400);
        assertThat(Http.get(port, "/api/games?limit=5").status()).isEqualTo(200);
        assertThat(Http.get(port, "/api/games/t-none/replay?count=501").status()).isIn(400, 404);
    }

    @Test
    void idleAndEndlessTablesAreClosed() throws Exception {
        JsonNode t = TestServers.create(port, ONE_PERSON);
        String idle = t.get("id").asText();
        try (WsClient c = WsClient.connect(port, idle, TestServers.token(t, 0))) {
            c.nextPrompt();
            assertThat(server.tables().sweep(System.currentTimeMillis() + Duration.ofHours(3).toMillis())).doesNotContain(idle);
        }
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (server.tables().find(idle).orElseThrow().connected() > 0 && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(server.tables().sweep(System.currentTimeMillis() + Duration.ofHours(3).toMillis())).contains(idle);
        assertThat(server.storage().table(idle).orElseThrow().status()).isEqualTo(TableRow.ABANDONED);
        assertThat(Http.get(port, "/api/tables/" + idle).json().get("status").asText()).isEqualTo("abandoned");
        try (WsClient late = WsClient.connect(port, idle, TestServers.token(t, 0))) {
            assertThat(late.next("error").get("message").asText()).contains("abandoned");
        }
        String bots = TestServers.create(port, "{\"preset\":\"tenhou\",\"seats\":[{},{},{},{}]}").get("id").asText();
        end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!server.storage().table(bots).orElseThrow().status().equals(TableRow.ABANDONED) && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(server.storage().table(bots).orElseThrow().status()).as("a bots' table past 30 steps").isEqualTo(TableRow.ABANDONED);
        assertThat(server.tables().runningCount()).isZero();
    }
}
