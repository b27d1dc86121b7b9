package org.jantaku.server.browser;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jantaku.server.WsClient;

/**
 * A person's seat played from the test over the table socket ({@link WsClient}), beside the browser's:
 * it plays its turns at once (a discard when it may) and passes claims, except a claim prompt at the
 * public version named by {@link #holdClaimAt} (the window a discard at that version opens), which
 * it keeps unanswered until {@link #release}, so the discarder is seen waiting for it. Between hands
 * it presses OK at once, unless told to {@link #holdOk} (then {@link #pressOk} does).
 */
final class SocketSeat implements AutoCloseable {
    private final WsClient socket;
    private int holdAt = -1;
    private CompletableFuture<JsonNode> held = CompletableFuture.completedFuture(null);
    private JsonNode heldState;
    private boolean holdOk;
    private final CompletableFuture<JsonNode> paused = new CompletableFuture<>();

    /** Answers on a thread of their own, so the socket's reader never waits (frames may come before the socket is set). */
    private final java.util.concurrent.ExecutorService answers = java.util.concurrent.Executors.newSingleThreadExecutor();

    private SocketSeat(int port, String table, String token) {
        CompletableFuture<Void> set = new CompletableFuture<>();
        this.socket = WsClient.connect(port, table, token, m -> answers.execute(() -> {
            set.join();
            receive(m);
        }));
        set.complete(null);
    }

    /** Joins a table with a seat's token. */
    static SocketSeat join(int port, String table, String token) {
        return new SocketSeat(port, table, token);
    }

    private synchronized void receive(JsonNode m) {
        if ("pause".equals(m.path("type").asText())) {
            paused.complete(m);
            if (!holdOk) {
                ready(m.get("version").asInt());
            }
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
        return within(f, within);
    }

    /** What a future gives within a time, or null when nothing comes. */
    private static JsonNode within(CompletableFuture<JsonNode> f, Duration within) {
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

    /** From now on this seat does not press OK between hands by itself. */
    synchronized void holdOk() {
        holdOk = true;
    }

    /** The first pause this seat was told of (waiting up to {@code within}), or null. */
    JsonNode pause(Duration within) {
        return within(paused, within);
    }

    /** Presses OK for the pause at {@code version}. */
    synchronized void ready(int version) {
        socket.send("{\"type\":\"ready\",\"version\":" + version + "}");
    }

    @Override
    public void close() {
        answers.shutdownNow();
        socket.close();
    }
}
