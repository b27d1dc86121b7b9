package org.jantaku.server.browser;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jantaku.server.WsClient;

/**
 * A person's seat played from the test over the table socket ({@link WsClient}), beside the browser's:
 * it plays its turns at once (a discard when it may) and passes claims, except a claim prompt at the
 * public version named by {@link #holdClaimAt} (the window a discard at that version opens), which
 * it keeps unanswered until {@link #release}, so the discarder is seen waiting for it.
 */
final class SocketSeat implements AutoCloseable {
    private WsClient socket;
    /** Frames that arrived while connecting, played once the socket is set. */
    private final List<JsonNode> early = new java.util.ArrayList<>();
    private int holdAt = -1;
    private CompletableFuture<JsonNode> held = CompletableFuture.completedFuture(null);
    private JsonNode heldState;

    private SocketSeat(int port, String table, String token) {
        // Not under the lock: the socket's thread, which finishes connecting, may be handing a first frame to receive().
        WsClient connected = WsClient.connect(port, table, token, this::receive);
        synchronized (this) {
            this.socket = connected;
            List.copyOf(early).forEach(this::receive);
            early.clear();
        }
    }

    /** Joins a table with a seat's token. */
    static SocketSeat join(int port, String table, String token) {
        return new SocketSeat(port, table, token);
    }

    private synchronized void receive(JsonNode m) {
        if (socket == null) {
            early.add(m);
            return;
        }
        if (!"state".equals(m.path("type").asText())) {
            return;
        }
        int version = m.get("version").asInt();
        if (holdAt >= 0 && version > holdAt) {
            holdAt = -1;
            held.complete(null);
        }
        if (m.path("legal").isEmpty()) {
            return;
        }
        if (m.path("claim").asBoolean() && version == holdAt) {
            holdAt = -1;
            heldState = m;
            held.complete(m);
            return;
        }
        act(m, choice(m));
    }

    /** A turn's discard (the drawn tile, listed last) or a claim's pass; else the first legal action. */
    private static int choice(JsonNode state) {
        String want = state.path("claim").asBoolean() ? "Pass" : "Discard";
        int pick = state.get("legal").get(0).get("id").asInt();
        for (JsonNode a : state.get("legal")) {
            if (want.equals(a.path("type").asText())) {
                pick = a.get("id").asInt();
            }
        }
        return pick;
    }

    private synchronized void act(JsonNode state, int action) {
        socket.act(state, action);
    }

    /** A claim prompt at public version {@code version} is to be kept unanswered (until {@link #release}). */
    synchronized void holdClaimAt(int version) {
        holdAt = version;
        held = new CompletableFuture<>();
    }

    /**
     * The claim prompt kept, or null when the table went past the version without asking this seat
     * (or nothing came within the time).
     */
    JsonNode heldClaim(Duration within) {
        CompletableFuture<JsonNode> f;
        synchronized (this) {
            f = held;
        }
        try {
            return f.get(within.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Answers the kept claim prompt: pass. */
    synchronized void release() {
        if (heldState != null) {
            JsonNode s = heldState;
            heldState = null;
            act(s, choice(s));
        }
    }

    @Override
    public void close() {
        socket.close();
    }
}
