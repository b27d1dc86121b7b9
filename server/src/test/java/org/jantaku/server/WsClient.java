package org.jantaku.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

/** A real WebSocket client of the table protocol (java.net.http), keeping every frame it receives. */
public final class WsClient implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    final List<JsonNode> frames = new CopyOnWriteArrayList<>();
    private final BlockingQueue<JsonNode> queue = new LinkedBlockingQueue<>();
    final CompletableFuture<Integer> closed = new CompletableFuture<>();
    private final WebSocket socket;

    private WsClient(URI uri, Consumer<JsonNode> listener) {
        StringBuilder part = new StringBuilder();
        this.socket = HTTP.newWebSocketBuilder().buildAsync(uri, new WebSocket.Listener() {
            @Override
            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                part.append(data);
                if (last) {
                    try {
                        JsonNode n = JSON.readTree(part.toString());
                        frames.add(n);
                        queue.add(n);
                        listener.accept(n);
                    } catch (java.io.IOException e) {
                        throw new IllegalStateException("the server sent a frame that is not JSON: " + part, e);
                    }
                    part.setLength(0);
                }
                ws.request(1);
                return null;
            }

            @Override
            public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
                closed.complete(status);
                return null;
            }

            @Override
            public void onError(WebSocket ws, Throwable error) {
                closed.complete(-1);
            }
        }).join();
    }

    public static WsClient connect(int port, String table, String token) {
        return connect(port, table, token, n -> { });
    }

    /** A client that also hands every frame, as it arrives, to {@code listener} (on the socket's thread). */
    public static WsClient connect(int port, String table, String token, Consumer<JsonNode> listener) {
        String q = token == null ? "" : "?token=" + token;
        return new WsClient(URI.create("ws://localhost:" + port + "/ws/tables/" + table + q), listener);
    }

    public synchronized void send(String text) {
        socket.sendText(text, true).join();
    }

    void act(int version, int action) {
        send("{\"type\":\"act\",\"version\":" + version + ",\"action\":" + action + "}");
    }

    /** Plays legal action {@code action} of a prompt, sending back its version and prompt id. */
    public void act(JsonNode prompt, int action) {
        send("{\"type\":\"act\",\"version\":" + prompt.get("version").asInt() + ",\"prompt\":" + prompt.path("prompt").asInt(-1)
                + ",\"action\":" + action + "}");
    }

    /** The next frame matching, waiting up to 20 seconds (frames before it are skipped). */
    JsonNode next(Predicate<JsonNode> wanted) {
        return next(wanted, 20);
    }

    /** The next frame matching, waiting up to {@code seconds} (frames before it are skipped). */
    JsonNode next(Predicate<JsonNode> wanted, int seconds) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            long left = end - System.nanoTime();
            JsonNode n;
            try {
                n = left <= 0 ? null : queue.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            if (n == null) {
                throw new AssertionError("no wanted frame within " + seconds + " s; last frames: "
                        + frames.subList(Math.max(0, frames.size() - 3), frames.size()));
            }
            if (wanted.test(n)) {
                return n;
            }
        }
    }

    JsonNode next(String type) {
        return next(type(type));
    }

    /** Frames of a type. */
    static Predicate<JsonNode> type(String type) {
        return n -> n.path("type").asText().equals(type);
    }

    /** The next state frame in which this seat has legal actions. */
    JsonNode nextPrompt() {
        return next(n -> n.path("type").asText().equals("state") && !n.path("legal").isEmpty());
    }

    /** Frames received and not yet taken. */
    List<JsonNode> pending() {
        return List.copyOf(queue);
    }

    static Duration wait(int ms) {
        return Duration.ofMillis(ms);
    }

    @Override
    public void close() {
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").exceptionally(e -> null);
        socket.abort();
    }
}
