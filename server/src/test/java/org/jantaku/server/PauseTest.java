package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jantaku.server.WsClient.type;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pause between hands: the next hand's play starts when every connected person has pressed OK
 * ({@code ready}), or when the pause runs out; bots wait too; watchers and disconnected people never
 * hold it; a stale or misplaced OK is refused and counts in the message budget; a table of bots only
 * never pauses; a restart during a pause starts its countdown again.
 */
class PauseTest {
    /** Bots at once, no timeouts, the real default pause (tables choose their own with next_hand_seconds). */
    private static final Timing TIMING = new Timing(Duration.ZERO, Duration.ZERO, Duration.ZERO, Timing.NEXT_HAND);

    @TempDir
    Path dir;

    private static String twoPeople(int seconds) {
        return "{\"preset\":\"tenhou\",\"next_hand_seconds\":" + seconds + ",\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},"
                + "{\"kind\":\"human\",\"name\":\"Bea\"},{},{}]}";
    }

    private static String onePerson(int seconds) {
        return "{\"preset\":\"tenhou\",\"seed\":9,\"next_hand_seconds\":" + seconds + ",\"seats\":[{\"kind\":\"human\"},{},{},{}]}";
    }

    @Test
    void theNextHandStartsOnceEveryPersonPressedOk() {
        try (JantakuServer server = TestServers.sqlite(dir, TIMING)) {
            JsonNode t = TestServers.create(server.port(), twoPeople(60));
            String id = t.get("id").asText();
            try (AutoSeat ann = AutoSeat.join(server.port(), id, TestServers.token(t, 0), false);
                    AutoSeat bea = AutoSeat.join(server.port(), id, TestServers.token(t, 1), false)) {
                assertThat(ann.socket.next("welcome").get("next_hand_ms").asLong()).isEqualTo(60_000);
                JsonNode end = ann.socket.next(type("hand_end"), 60);
                JsonNode paused = ann.socket.next(type("pause"));
                int v = paused.get("version").asInt();
                assertThat(v).isEqualTo(end.get("version").asInt());
                assertThat(paused.get("waiting")).containsExactly(num(0), num(1));
                assertThat(paused.get("ready")).isEmpty();
                assertThat(paused.get("deadline_ms").asLong()).isBetween(50_000L, 60_000L);
                assertThat(bea.socket.next(type("pause")).get("version").asInt()).isEqualTo(v);
                JsonNode state = ann.socket.frames.stream().filter(type("state")).reduce((a, b) -> b).orElseThrow();
                assertThat(state.get("version").asInt()).isEqualTo(v);
                assertThat(state.get("legal")).as("nobody plays during the pause").isEmpty();
                ann.socket.act(v, 0);
                assertThat(ann.socket.next(type("error")).get("code").asText()).isEqualTo("paused");
                sleep(300);
                assertThat(server.tables().find(id).orElseThrow().version()).as("the bots wait too").isEqualTo(v);

                ann.ready(v);
                JsonNode half = bea.socket.next(type("pause"));
                assertThat(half.get("waiting")).containsExactly(num(1));
                assertThat(half.get("ready")).containsExactly(num(0));
                assertThat(ann.socket.next(type("pause")).get("waiting")).containsExactly(num(1));
                long okAt = System.nanoTime();
                bea.ready(v);
                JsonNode next = ann.socket.next(type("next_hand"));
                assertThat(next.get("version").asInt()).isEqualTo(v);
                assertThat((System.nanoTime() - okAt) / 1_000_000).as("at once, not after the countdown").isLessThan(10_000);
                bea.socket.next(type("next_hand"));
                ann.socket.next(n -> type("state").test(n) && n.get("version").asInt() > v, 30);
            }
        }
    }

    @Test
    void aStaleOrMisplacedOkIsRefusedAndCounted() {
        try (JantakuServer server = TestServers.sqlite(dir, TIMING)) {
            JsonNode t = TestServers.create(server.port(), onePerson(60));
            String id = t.get("id").asText();
            try (AutoSeat ann = AutoSeat.join(server.port(), id, TestServers.token(t, 0), false);
                    WsClient watcher = WsClient.connect(server.port(), id, null)) {
                ann.ready(0);
                JsonNode early = ann.socket.next(type("error"));
                assertThat(early.get("code").asText()).isEqualTo("stale");
                assertThat(early.get("message").asText()).contains("no pause");
                int v = ann.socket.next(type("pause"), 60).get("version").asInt();
                ann.ready(v - 1);
                JsonNode stale = ann.socket.next(type("error"));
                assertThat(stale.get("code").asText()).isEqualTo("stale");
                assertThat(stale.get("message").asText()).contains("version " + (v - 1), "version " + v);
                ann.socket.send("{\"type\":\"ready\"}");
                assertThat(ann.socket.next(type("error")).get("code").asText()).isEqualTo("malformed");
                watcher.send("{\"type\":\"ready\",\"version\":" + v + "}");
                assertThat(watcher.next(type("error")).get("code").asText()).isEqualTo("not_your_seat");
                assertThat(server.tables().find(id).orElseThrow().version()).isEqualTo(v);
                for (int i = 0; i < 25; i++) {
                    ann.socket.send("{\"type\":\"ready\",\"version\":" + (v - 1) + "}");
                }
                ann.socket.next(n -> type("error").test(n) && n.get("code").asText().equals("too_many"));
            }
        }
    }

    @Test
    void thePauseEndsWhenItsCountdownRunsOut() {
        try (JantakuServer server = TestServers.sqlite(dir, TIMING)) {
            JsonNode t = TestServers.create(server.port(), onePerson(1));
            try (AutoSeat ann = AutoSeat.join(server.port(), t.get("id").asText(), TestServers.token(t, 0), false)) {
                JsonNode paused = ann.socket.next(type("pause"), 60);
                long at = System.nanoTime();
                assertThat(paused.get("deadline_ms").asLong()).isBetween(500L, 1000L);
                JsonNode next = ann.socket.next(type("next_hand"), 10);
                long ms = (System.nanoTime() - at) / 1_000_000;
                assertThat(next.get("version").asInt()).isEqualTo(paused.get("version").asInt());
                assertThat(ms).as("the countdown, then the next hand").isBetween(300L, 5_000L);
            }
        }
    }

    @Test
    void aWatcherNeverHoldsTheTable() {
        try (JantakuServer server = TestServers.sqlite(dir, TIMING)) {
            JsonNode t = TestServers.create(server.port(), onePerson(60));
            String id = t.get("id").asText();
            try (WsClient watcher = WsClient.connect(server.port(), id, null);
                    AutoSeat ann = AutoSeat.join(server.port(), id, TestServers.token(t, 0), true)) {
                JsonNode seen = watcher.next(type("pause"), 60);
                assertThat(seen.get("waiting")).containsExactly(num(0));
                JsonNode next = watcher.next(type("next_hand"), 10);
                assertThat(next.get("version").asInt()).isEqualTo(seen.get("version").asInt());
            }
        }
    }

    @Test
    void aDisconnectedPersonDoesNotHoldTheTable() {
        try (JantakuServer server = TestServers.sqlite(dir, TIMING)) {
            JsonNode t = TestServers.create(server.port(), twoPeople(60));
            String id = t.get("id").asText();
            try (AutoSeat ann = AutoSeat.join(server.port(), id, TestServers.token(t, 0), false)) {
                AutoSeat bea = AutoSeat.join(server.port(), id, TestServers.token(t, 1), false);
                int v = ann.socket.next(type("pause"), 60).get("version").asInt();
                bea.close();
                assertThat(ann.socket.next(type("pause")).get("waiting")).as("Bea is gone").containsExactly(num(0));
                ann.ready(v);
                assertThat(ann.socket.next(type("next_hand"), 5).get("version").asInt()).isEqualTo(v);
            }
        }
    }

    @Test
    void aTableOfBotsOnlyNeverPauses() {
        try (JantakuServer server = TestServers.sqlite(dir, TIMING)) {
            String id = TestServers.create(server.port(), "{\"preset\":\"tenhou\",\"next_hand_seconds\":60,\"seats\":[{},{},{},{}]}")
                    .get("id").asText();
            try (WsClient watcher = WsClient.connect(server.port(), id, null)) {
                watcher.next(n -> type("table").test(n) && n.get("table").get("version").asInt() >= 400, 60);
                assertThat(watcher.frames).noneMatch(type("pause"));
                assertThat(server.storage().record(id).split("\"hand_started\"", -1).length - 1)
                        .as("several hands went by").isGreaterThan(2);
            }
        }
    }

    @Test
    void aRestartDuringThePauseStartsItsCountdownAgain() {
        String url = "jdbc:sqlite:" + dir.resolve("jantaku.db");
        String id;
        String token;
        int v;
        try (JantakuServer a = TestServers.start(url, TIMING)) {
            JsonNode t = TestServers.create(a.port(), onePerson(60));
            id = t.get("id").asText();
            token = TestServers.token(t, 0);
            try (AutoSeat ann = AutoSeat.join(a.port(), id, token, false)) {
                v = ann.socket.next(type("pause"), 60).get("version").asInt();
            }
        }
        try (JantakuServer b = TestServers.start(url, TIMING);
                AutoSeat ann = AutoSeat.join(b.port(), id, token, false)) {
            assertThat(b.tables().find(id).orElseThrow().version()).isEqualTo(v);
            JsonNode end = ann.socket.next(type("hand_end"));
            assertThat(end.get("version").asInt()).as("the result shown again").isEqualTo(v);
            JsonNode paused = ann.socket.next(type("pause"));
            assertThat(paused.get("version").asInt()).isEqualTo(v);
            assertThat(paused.get("deadline_ms").asLong()).as("a fresh countdown").isGreaterThan(50_000L);
            ann.ready(v);
            ann.socket.next(type("next_hand"), 5);
            ann.socket.next(n -> type("state").test(n) && n.get("version").asInt() > v, 30);
        }
    }

    private static JsonNode num(int n) {
        return com.fasterxml.jackson.databind.node.IntNode.valueOf(n);
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
