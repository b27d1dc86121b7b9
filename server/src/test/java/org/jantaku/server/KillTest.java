package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.server.storage.TableRow;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real {@code kill -9}s: a server in a child process plays several tables (a person's seat on each,
 * played by the server's deadlines, with a client listening) and is killed with SIGKILL at random
 * moments, then started again on the same data folder, three times. In the end every table is either
 * running at a version at least the last one its client saw, with exactly the view it was shown at
 * that version (every step is stored before it is sent), or finished and published as a game.
 */
class KillTest {
    private static final String[] TABLES = {
        "{\"preset\":\"tenhou\",\"options\":{\"riichi.gameLength\":\"tonpuu\"},\"seats\":[{\"kind\":\"human\"},{},{},{}]}",
        "{\"preset\":\"tenhou\",\"seats\":[{},{\"kind\":\"human\"},{},{}]}",
        "{\"preset\":\"guizhou-liupanshui\",\"seats\":[{\"kind\":\"human\"},{},{},{}]}",
        "{\"preset\":\"guangdong-tuidaohu\",\"seats\":[{},{},{\"kind\":\"human\"},{}]}"};

    @TempDir
    Path dir;

    private record Seat(String table, int seat, String token) {
    }

    @Test
    void killedAtRandomMomentsAndResumed() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("jantaku.db");
        SplittableRandom random = new SplittableRandom(23);
        List<Seat> seats = new ArrayList<>();
        Map<String, JsonNode> lastSeen = new LinkedHashMap<>();
        for (int round = 0; round < 3; round++) {
            Process child = startChild(url);
            try {
                int port = port(child);
                if (round == 0) {
                    for (String body : TABLES) {
                        JsonNode t = TestServers.create(port, body);
                        int seat = t.get("you").get("seat").asInt();
                        seats.add(new Seat(t.get("id").asText(), seat, TestServers.token(t, seat)));
                    }
                }
                List<WsClient> clients = new ArrayList<>();
                for (Seat s : seats) {
                    if (!lastSeen.containsKey(s.table()) || !lastSeen.get(s.table()).path("over").asBoolean()) {
                        clients.add(WsClient.connect(port, s.table(), s.token()));
                    }
                }
                Thread.sleep(300 + random.nextInt(2500));
                child.destroyForcibly();
                assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
                for (WsClient c : clients) {
                    for (JsonNode f : c.frames) {
                        if (f.path("type").asText().equals("state") && !f.path("claim").asBoolean()) {
                            String table = c.frames.get(0).get("table").get("id").asText();
                            JsonNode before = lastSeen.get(table);
                            if (before == null || f.get("version").asInt() >= before.get("version").asInt()) {
                                lastSeen.put(table, f);
                            }
                        }
                    }
                    c.close();
                }
            } finally {
                child.destroyForcibly();
            }
        }
        Timing still = new Timing(Duration.ofHours(1), Duration.ZERO, Duration.ZERO, Duration.ZERO);
        try (JantakuServer b = TestServers.start(url, still)) {
            int finished = 0;
            for (Seat s : seats) {
                JsonNode last = lastSeen.get(s.table());
                assertThat(last).as("frames of table %s", s.table()).isNotNull();
                NoLeakTest.Knowledge k = NoLeakTest.Knowledge.of(RecordReader.read(b.storage().record(s.table()), VariantModules.records()),
                        s.seat());
                int v = last.get("version").asInt();
                assertThat(k.lastVersion()).as("stored public steps of %s", s.table()).isGreaterThanOrEqualTo(v);
                assertThat(k.publicViews().get(v)).as("view of %s at version %d", s.table(), v).isEqualTo(last.get("view"));
                TableRow row = b.storage().table(s.table()).orElseThrow();
                if (k.over()) {
                    finished++;
                    assertThat(row.status()).isEqualTo(TableRow.FINISHED);
                    assertThat(Http.get(b.port(), "/api/games").body()).contains(s.table());
                } else {
                    assertThat(row.status()).isEqualTo(TableRow.RUNNING);
                    assertThat(b.tables().find(s.table()).orElseThrow().version()).isEqualTo(k.lastVersion());
                }
            }
            assertThat(finished).as("the tonpuu table finished on the way").isPositive();
        }
    }

    /** A game whose last step was stored just before a crash (its status still running) is published on restart. */
    @Test
    void aGameStoredToItsEndIsPublishedAtRestart() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("jantaku.db");
        String table;
        try (JantakuServer a = TestServers.start(url, TestServers.FAST)) {
            table = TestServers.create(a.port(), "{\"preset\":\"tenhou\",\"options\":{\"riichi.gameLength\":\"tonpuu\"},"
                    + "\"seats\":[{},{},{},{}]}").get("id").asText();
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!a.tables().find(table).orElseThrow().finished() && System.nanoTime() < end) {
                Thread.sleep(20);
            }
            assertThat(a.tables().find(table).orElseThrow().finished()).isTrue();
        }
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE game_tables SET status = 'running', finished = NULL WHERE id = '" + table + "'");
        }
        try (JantakuServer b = TestServers.start(url, TestServers.FAST)) {
            assertThat(b.storage().table(table).orElseThrow().status()).isEqualTo(TableRow.FINISHED);
            assertThat(b.tables().find(table)).isEmpty();
            assertThat(Http.get(b.port(), "/api/games").json().findValuesAsText("id")).contains(table);
            assertThat(Http.get(b.port(), "/api/games/" + table).status()).isEqualTo(200);
        }
    }

    private static Process startChild(String url) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"), KillTarget.class.getName(), url,
                "2", "3", "3").redirectErrorStream(true).start();
    }

    private static int port(Process child) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        String line;
        int port = -1;
        while ((line = out.readLine()) != null) {
            if (line.startsWith("port ")) {
                port = Integer.parseInt(line.substring(5).strip());
                break;
            }
        }
        assertThat(port).as("the child server's port").isPositive();
        Thread drain = new Thread(() -> out.lines().forEach(l -> { }));
        drain.setDaemon(true);
        drain.start();
        return port;
    }
}
