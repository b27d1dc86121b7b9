package org.jantaku.server.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.jantaku.server.JantakuServer;
import org.jantaku.server.ServerConfig;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.Timing;

/**
 * The bounded load benchmark ({@code jantaku bench server}): a server on loopback with a fresh SQLite
 * file, {@code tables} tables each with three bots (after {@code botDelay}) and one seat played over a
 * WebSocket by the benchmark (random legal actions), {@code listeners} reading watchers per table,
 * and {@code stalled} watchers, spread over the first tables, that complete the WebSocket handshake
 * and then never read a byte. Every table plays until its player has made {@code actions} actions or
 * the game ends; between hands the player presses OK at once (a table pauses for its people, docs/protocol.md).
 * Measures the action round trip (sending {@code act} until the {@code state} of the
 * next version arrives), the throughput of applied actions (each stored, then sent to every socket
 * of its table) and of frames received, and the slowest {@code /api/health} answer during the run.
 */
public final class ServerLoad {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What to run. */
    public record Load(int tables, int actions, int listeners, int stalled, Duration botDelay, long seed) {
        public Load {
            if (tables < 1 || actions < 1 || listeners < 0 || stalled < 0 || botDelay.isNegative()) {
                throw new IllegalArgumentException("tables and actions at least 1; listeners, stalled and the bot delay at least 0");
            }
        }
    }

    /** What a run measured. */
    public record Report(int tables, int sockets, int stalled, long roundTrips, double p50Millis, double p99Millis,
            double maxMillis, long steps, long frames, double seconds, double healthMaxMillis, int playersDone) {
        public double stepsPerSecond() {
            return steps / seconds;
        }

        public double framesPerSecond() {
            return frames / seconds;
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT,
                    "tables=%d sockets=%d stalled_watchers=%d round_trips=%d p50_ms=%.2f p99_ms=%.2f max_ms=%.1f steps=%d"
                    + " steps_per_s=%.0f frames=%d frames_per_s=%.0f health_max_ms=%.1f players_done=%d/%d seconds=%.1f",
                    tables, sockets, stalled, roundTrips, p50Millis, p99Millis, maxMillis, steps, stepsPerSecond(), frames,
                    framesPerSecond(), healthMaxMillis, playersDone, tables, seconds);
        }
    }

    private ServerLoad() {
    }

    public static Report run(Load load) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("jantaku-load");
        Timing timing = new Timing(load.botDelay(), Duration.ZERO, Duration.ZERO, Timing.NEXT_HAND);
        HttpClient http = HttpClient.newHttpClient();
        Limits limits = Limits.DEFAULT.withMaxTables(Math.max(load.tables(), Limits.DEFAULT.maxTables()))
                .withCreatePerMinute(load.tables() + 1);
        try (JantakuServer server = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("load.db"), timing,
                Optional.empty(), limits))) {
            int port = server.port();
            List<Player> players = new ArrayList<>();
            List<Counter> watchers = new ArrayList<>();
            List<Socket> deaf = new ArrayList<>();
            AtomicLong frames = new AtomicLong();
            long start = System.nanoTime();
            for (int t = 0; t < load.tables(); t++) {
                JsonNode table = create(http, port, load.seed() + t);
                String id = table.get("id").asText();
                for (int l = 0; l < load.listeners(); l++) {
                    watchers.add(new Counter(frames).open(http, port, id, ""));
                }
                if (t < load.stalled()) {
                    deaf.add(neverReads(port, id));
                }
                players.add(new Player(load.actions(), new SplittableRandom(load.seed() * 31 + t), frames)
                        .open(http, port, id, table.get("you").get("token").asText()));
            }
            for (int d = deaf.size(); d < load.stalled(); d++) {
                deaf.add(neverReads(port, players.get(d % players.size()).table));
            }
            Health health = new Health(http, port);
            health.start();
            int done = 0;
            for (Player p : players) {
                p.done.get(30, TimeUnit.MINUTES);
                done++;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            health.interrupt();
            health.join();
            long steps = server.tables().all().stream().mapToLong(t -> t.steps()).sum();
            players.forEach(Player::close);
            watchers.forEach(Counter::close);
            for (Socket s : deaf) {
                s.close();
            }
            long[] rtt = players.stream().flatMapToLong(p -> p.rtts.stream().mapToLong(Long::longValue)).sorted().toArray();
            return new Report(load.tables(), players.size() + watchers.size() + deaf.size(), deaf.size(), rtt.length, pct(rtt, 0.50),
                    pct(rtt, 0.99), rtt.length == 0 ? Double.NaN : rtt[rtt.length - 1] / 1e6, steps, frames.get(), seconds,
                    health.maxNanos / 1e6, done);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("the load run failed: " + e, e);
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    /** A watcher over raw TCP: the WebSocket handshake, then never a byte read. */
    private static Socket neverReads(int port, String table) throws IOException {
        Socket s = new Socket();
        s.setReceiveBufferSize(1024);
        s.connect(new InetSocketAddress("localhost", port));
        s.getOutputStream().write(("GET /ws/tables/" + table + " HTTP/1.1\r\nHost: localhost:" + port + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: amFudGFrdS1iZW5jaC1rZXk=\r\nSec-WebSocket-Version: 13\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
        return s;
    }

    /** Asks {@code /api/health} every 200 ms and keeps the slowest answer's time. */
    private static final class Health extends Thread {
        private final HttpClient http;
        private final int port;
        volatile long maxNanos;

        Health(HttpClient http, int port) {
            super("jantaku-load-health");
            setDaemon(true);
            this.http = http;
            this.port = port;
        }

        @Override
        public void run() {
            HttpRequest r = HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/api/health")).GET().build();
            while (!isInterrupted()) {
                long t0 = System.nanoTime();
                try {
                    http.send(r, HttpResponse.BodyHandlers.ofString());
                    maxNanos = Math.max(maxNanos, System.nanoTime() - t0);
                    Thread.sleep(200);
                } catch (IOException e) {
                    maxNanos = Long.MAX_VALUE;
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    private static double pct(long[] sorted, double q) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))] / 1e6;
    }

    private static JsonNode create(HttpClient http, int port, long seed) throws IOException, InterruptedException {
        String body = "{\"preset\":\"tenhou\",\"seed\":" + seed + ",\"seats\":[{\"kind\":\"human\"},{},{},{}]}";
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/api/tables"))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 201) {
            throw new IllegalStateException("table not created: " + r.body());
        }
        return JSON.readTree(r.body());
    }

    /** A socket that reads every frame of a table. */
    private static class Counter implements WebSocket.Listener {
        final AtomicLong frames;
        private final StringBuilder part = new StringBuilder();
        volatile WebSocket socket;
        String table = "";

        Counter(AtomicLong frames) {
            this.frames = frames;
        }

        /** Connects (after construction, so that no frame reaches a half-built listener). */
        <T extends Counter> T open(HttpClient http, int port, String table, String token) {
            this.table = table;
            socket = http.newWebSocketBuilder()
                    .buildAsync(URI.create("ws://localhost:" + port + "/ws/tables/" + table + "?token=" + token), this).join();
            @SuppressWarnings("unchecked")
            T self = (T) this;
            return self;
        }

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            part.append(data);
            if (last) {
                frames.incrementAndGet();
                try {
                    frame(ws, part.toString());
                } catch (RuntimeException e) {
                    failed(e);
                }
                part.setLength(0);
            }
            ws.request(1);
            return null;
        }

        void frame(WebSocket ws, String text) {
        }

        void failed(RuntimeException e) {
            throw e;
        }

        void close() {
            socket.abort();
        }
    }

    /** The benchmark's player of seat 0: answers every prompt with a random legal action, timing each. */
    private static final class Player extends Counter {
        final List<Long> rtts = new ArrayList<>();
        final CompletableFuture<Void> done = new CompletableFuture<>();
        private final int actions;
        private final SplittableRandom random;
        private int made;
        private long sentAt;
        private int sentVersion = -1;

        @Override
        void failed(RuntimeException e) {
            done.completeExceptionally(e);
        }

        Player(int actions, SplittableRandom random, AtomicLong frames) {
            super(frames);
            this.actions = actions;
            this.random = random;
        }

        @Override
        void frame(WebSocket ws, String text) {
            JsonNode n;
            try {
                n = JSON.readTree(text);
            } catch (IOException e) {
                done.completeExceptionally(e);
                return;
            }
            if (n.path("type").asText().equals("pause")) {
                // The result read at once: the player presses OK, as a person does, and the next hand starts.
                ws.sendText("{\"type\":\"ready\",\"version\":" + n.get("version").asInt() + "}", true);
                return;
            }
            if (!n.path("type").asText().equals("state")) {
                return;
            }
            int v = n.get("version").asInt();
            if (sentVersion >= 0 && v > sentVersion) {
                rtts.add(System.nanoTime() - sentAt);
                sentVersion = -1;
            }
            if (n.get("over").asBoolean() || made >= actions) {
                done.complete(null);
                return;
            }
            JsonNode legal = n.get("legal");
            if (!legal.isEmpty() && sentVersion < 0) {
                int pick = random.nextInt(legal.size());
                sentVersion = v;
                sentAt = System.nanoTime();
                made++;
                ws.sendText("{\"type\":\"act\",\"version\":" + v + ",\"prompt\":" + n.path("prompt").asInt(-1) + ",\"action\":" + pick
                        + "}", true);
            }
        }
    }

    /** {@code ServerLoad [TABLES [ACTIONS [LISTENERS [STALLED [BOT-DELAY-MS]]]]]}: prints one report line. */
    public static void main(String[] args) throws IOException, InterruptedException {
        int[] a = Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        System.out.println(run(new Load(a.length > 0 ? a[0] : 200, a.length > 1 ? a[1] : 100, a.length > 2 ? a[2] : 1,
                a.length > 3 ? a[3] : 0, Duration.ofMillis(a.length > 4 ? a[4] : 0), 1)));
    }
}
