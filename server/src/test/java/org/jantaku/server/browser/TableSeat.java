package org.jantaku.server.browser;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jantaku.server.WsClient;

/**
 * A person's seat played from the test over the table socket until a wanted prompt, to bring a table
 * to a position for the page to show: it calls every tile it may (chi, pon, kan), declares riichi /
 * 报听 when offered, never wins, passes on what it cannot call and otherwise discards the drawn tile.
 * Between hands it presses OK at once. The wanted prompt is left unanswered: the table waits there for the page.
 */
final class TableSeat {
    private static final Set<String> CALLS = Set.of("Chi", "Pon", "Pong", "OpenKan", "Kong", "ClosedKan", "ConcealedKong",
            "AddedKan", "AddedKong", "Nuki");
    private static final Set<String> DECLARE = Set.of("DeclareRiichi", "DeclareReady");

    private TableSeat() {
    }

    /** Plays seat {@code token}'s prompts until one matches {@code wanted}; that prompt, unanswered. */
    static JsonNode playUntil(int port, String table, String token, Predicate<JsonNode> wanted) {
        BlockingQueue<JsonNode> frames = new LinkedBlockingQueue<>();
        WsClient socket = WsClient.connect(port, table, token, frames::add);
        long end = System.nanoTime() + Ui.PATIENCE.toNanos();
        try {
            while (true) {
                JsonNode m = frames.poll(Math.max(1, end - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (m == null) {
                    throw new AssertionError("no wanted prompt within " + Ui.PATIENCE);
                }
                if ("pause".equals(m.path("type").asText()) && m.path("waiting").size() > 0) {
                    // between hands: OK at once, as a person would, not the table's whole pause
                    socket.send("{\"type\":\"ready\",\"version\":" + m.get("version").asInt() + "}");
                    continue;
                }
                if (!"state".equals(m.path("type").asText()) || m.path("legal").isEmpty()) {
                    continue;
                }
                if (m.path("over").asBoolean()) {
                    throw new AssertionError("the game ended before the wanted prompt");
                }
                if (wanted.test(m)) {
                    return m;
                }
                socket.act(m, choice(m));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            socket.close();
            // The server notices the closed socket before the page connects with the same token.
            sleep(Duration.ofMillis(200));
        }
    }

    /** A call, else a declaration, else a pass, else the drawn tile's discard (listed last). */
    private static int choice(JsonNode state) {
        List<JsonNode> legal = new java.util.ArrayList<>();
        state.get("legal").forEach(legal::add);
        for (Set<String> wanted : List.of(CALLS, DECLARE, Set.of("Pass", "PlayOn", "DeclareNoten"))) {
            for (JsonNode a : legal) {
                if (wanted.contains(a.get("type").asText())) {
                    return a.get("id").asInt();
                }
            }
        }
        int pick = legal.get(0).get("id").asInt();
        for (JsonNode a : legal) {
            if ("Discard".equals(a.get("type").asText())) {
                pick = a.get("id").asInt();
            }
        }
        return pick;
    }

    /** Whether a prompt is the seat's turn to discard. */
    static boolean turn(JsonNode state) {
        for (JsonNode a : state.get("legal")) {
            if ("Discard".equals(a.get("type").asText())) {
                return !state.path("claim").asBoolean();
            }
        }
        return false;
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
