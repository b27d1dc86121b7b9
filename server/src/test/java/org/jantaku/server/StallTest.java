package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.Optional;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.LiveTable;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clients that never read cannot stall the server: three watchers open a table's socket over raw TCP
 * and never read a byte. Every table keeps advancing, a reading client of the same table gets every
 * step, {@code /api/health} and {@code /api/tables} answer within a second throughout, and the
 * non-reading sockets are dropped once their queues overflow. The server's send buffer per connection is kept small
 * ({@link Limits#socketSendBuffer()}), so the queues overflow within a second on any machine instead of after the
 * system has absorbed megabytes (with the system's default, a fast machine finished the game first).
 */
class StallTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void watchersThatNeverReadStallNothing() throws Exception {
        Timing timing = new Timing(Duration.ofMillis(2), Duration.ZERO, Duration.ZERO, Duration.ZERO);
        Limits limits = Limits.DEFAULT.withOutbox(64, 1L << 20).withSocketSendBuffer(8192);
        try (JantakuServer server = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("j.db"), timing,
                Optional.empty(), limits))) {
            int port = server.port();
            List<String> tables = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                tables.add(TestServers.create(port, "{\"preset\":\"guangdong-jihu\",\"seats\":[{},{},{},{}]}").get("id").asText());
            }
            String stalled = tables.get(0);
            List<Socket> deaf = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                deaf.add(neverReads(port, stalled));
            }
            try (WsClient reader = WsClient.connect(port, stalled, null)) {
                reader.next("table");
                int[] before = versions(server, tables);
                for (int second = 0; second < 8; second++) {
                    long t0 = System.nanoTime();
                    Http.Answer health = Http.get(port, "/api/health");
                    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
                    assertThat(health.status()).isEqualTo(200);
                    assertThat(millis).as("/api/health answered in ms").isLessThan(1000);
                    Http.Answer list = Http.get(port, "/api/tables");
                    assertThat(list.status()).isEqualTo(200);
                    Thread.sleep(1000);
                    int[] now = versions(server, tables);
                    for (int i = 0; i < tables.size(); i++) {
                        LiveTable<?, ?, ?, ?> t = server.tables().find(tables.get(i)).orElseThrow();
                        assertThat(now[i] > before[i] || t.finished()).as("table %d advanced in second %d (%d -> %d)", i, second,
                                before[i], now[i]).isTrue();
                    }
                    before = now;
                }
                int target = server.tables().find(stalled).orElseThrow().version();
                JsonNode caughtUp = reader.next(f -> f.path("type").asText().equals("table")
                        && f.get("table").get("version").asInt() >= target);
                assertThat(caughtUp.get("table").get("version").asInt()).as("the reading watcher keeps up").isGreaterThanOrEqualTo(target);
            }
            LiveTable<?, ?, ?, ?> t = server.tables().find(stalled).orElseThrow();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (t.connected() > 0 && !t.finished() && System.nanoTime() < end) {
                Thread.sleep(100);
            }
            assertThat(t.connected()).as("sockets left on the table once the reader left").isZero();
            for (Socket s : deaf) {
                s.close();
            }
        }
    }

    private static int[] versions(JantakuServer server, List<String> tables) {
        return tables.stream().mapToInt(id -> server.tables().find(id).orElseThrow().version()).toArray();
    }

    /** A WebSocket watcher over raw TCP that completes the handshake and then never reads. */
    static Socket neverReads(int port, String table) throws IOException {
        Socket s = new Socket();
        s.setReceiveBufferSize(1024);
        s.connect(new java.net.InetSocketAddress("localhost", port));
        String key = Base64.getEncoder().encodeToString("jantaku-stall-key".getBytes(StandardCharsets.UTF_8)).substring(0, 22) + "==";
        OutputStream out = s.getOutputStream();
        out.write(("GET /ws/tables/" + table + " HTTP/1.1\r\nHost: localhost:" + port + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: " + key + "\r\nSec-WebSocket-Version: 13\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        out.flush();
        return s;
    }
}
