package org.jantaku.server.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
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
import org.jantaku.server.table.Timing;

/**
 * The bounded load benchmark ({@code jantaku bench server}): a server on loopback with a fresh SQLite
 * file and no bot delay, {@code tables} tables each with three bots and one seat played over a
 * WebSocket by the benchmark (random legal actions), plus {@code listeners} watching sockets per
 * table on a bot's seat. Every table plays until its player has made {@code actions} actions or the
 * game ends. Measures the action round trip (sending {@code act} until the {@code state} of the next
 * version arrives, bot replies not included) and the throughput of applied actions (each stored, then
 * sent to every socket of its table) and of frames received.
 */
public final class ServerLoad {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What a run measured. */
    public record Report(int tables, int sockets, long roundTrips, double p50Millis, double p99Millis, long steps,
            long frames, double seconds) {
        public double stepsPerSecond() {
            return steps / seconds;
        }

        public double framesPerSecond() {
            return frames / seconds;
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT,
                    "tables=%d sockets=%d round_trips=%d p50_ms=%.2f p99_ms=%.2f steps=%d steps_per_s=%.0f frames=%d frames_per_s=%.0f seconds=%.1f",
                    tables, sockets, roundTrips, p50Millis, p99Millis, steps, stepsPerSecond(), frames, framesPerSecond(), seconds);
        }
    }

    private ServerLoad() {
    }

    public static Report run(int tables, int actions, int listeners, long seed) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("jantaku-load");
        Timing timing = new Timing(Duration.ZERO, Duration.ZERO, Duration.ZERO);
        HttpClient http = HttpClient.newHttpClient();
        try (JantakuServer server = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("load.db"), timing,
                Optional.empty()))) {
            int port = server.port();
            List<Player> players = new ArrayList<>();
            List<Counter> watchers = new ArrayList<>();
            AtomicLong frames = new AtomicLong();
            long start = System.nanoTime();
            for (int t = 0; t < tables; t++) {
                JsonNode table = create(http, port, seed + t);
                String id = table.get("id").asText();
                for (int l = 0; l < listeners; l++) {
                    String token = table.get("seats").get(1 + l % 3).get("token").asText();
                    watchers.add(new Counter(frames).open(http, port, id, token));
                }
                players.add(new Player(actions, new SplittableRandom(seed * 31 + t), frames)
                        .open(http, port, id, table.get("seats").get(0).get("token").asText()));
            }
            for (Player p : players) {
                p.done.get(30, TimeUnit.MINUTES);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            long steps = server.tables().all().stream().mapToLong(t -> t.version()).sum();
            players.forEach(Player::close);
            watchers.forEach(Counter::close);
            long[] rtt = players.stream().flatMapToLong(p -> p.rtts.stream().mapToLong(Long::longValue)).sorted().toArray();
            return new Report(tables, players.size() + watchers.size(), rtt.length, pct(rtt, 0.50), pct(rtt, 0.99), steps,
                    frames.get(), seconds);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("the load run failed: " + e, e);
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
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

        Counter(AtomicLong frames) {
            this.frames = frames;
        }

        /** Connects (after construction, so that no frame reaches a half-built listener). */
        <T extends Counter> T open(HttpClient http, int port, String table, String token) {
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
                ws.sendText("{\"type\":\"act\",\"version\":" + v + ",\"action\":" + pick + "}", true);
            }
        }
    }

    /** {@code ServerLoad [TABLES [ACTIONS [LISTENERS]]]}: prints one report line. */
    public static void main(String[] args) throws IOException, InterruptedException {
        int[] a = Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        System.out.println(run(a.length > 0 ? a[0] : 200, a.length > 1 ? a[1] : 100, a.length > 2 ? a[2] : 1, 1));
    }
}
