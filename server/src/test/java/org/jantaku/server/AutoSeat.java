package org.jantaku.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A person's seat played by the test over the table socket: every prompt is answered at once (a pass
 * on a claim, else the last legal action: a turn's drawn tile), and, when {@code pressOk}, every
 * pause is answered with {@code ready}, as a person who reads the result quickly would.
 */
final class AutoSeat implements AutoCloseable {
    final WsClient socket;
    private final boolean pressOk;
    /** Answers on a thread of their own, so the socket's reader never waits (frames may come before the socket is set). */
    private final ExecutorService answers = Executors.newSingleThreadExecutor();
    private final CompletableFuture<WsClient> connected = new CompletableFuture<>();

    private AutoSeat(int port, String table, String token, boolean pressOk) {
        this.pressOk = pressOk;
        this.socket = WsClient.connect(port, table, token, m -> answers.execute(() -> receive(m)));
        connected.complete(socket);
    }

    /** Plays a seat; presses OK in pauses only when {@code pressOk}. */
    static AutoSeat join(int port, String table, String token, boolean pressOk) {
        return new AutoSeat(port, table, token, pressOk);
    }

    private void receive(JsonNode m) {
        String type = m.path("type").asText();
        if (type.equals("pause") && pressOk) {
            ready(m.get("version").asInt());
        }
        if (!type.equals("state") || m.path("legal").isEmpty()) {
            return;
        }
        int pick = m.get("legal").get(m.get("legal").size() - 1).get("id").asInt();
        for (JsonNode a : m.get("legal")) {
            if (a.path("type").asText().equals("Pass")) {
                pick = a.get("id").asInt();
            }
        }
        connected.join().act(m, pick);
    }

    /** Presses OK for the pause at {@code version}. */
    void ready(int version) {
        connected.join().send("{\"type\":\"ready\",\"version\":" + version + "}");
    }

    @Override
    public void close() {
        answers.shutdownNow();
        socket.close();
    }
}
