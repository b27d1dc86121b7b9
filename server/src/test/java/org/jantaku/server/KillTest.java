package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.server.table.Timing;
import org.jantaku.server.view.Replays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real {@code kill -9}: a server in a child process plays a bot table while a client listens; the
 * process is killed mid-game; a new server on the same SQLite file resumes the table at a version at
 * least the last one the client saw, and the stored record shows the client exactly what it was shown
 * then (every step is stored before it is sent).
 */
class KillTest {
    @TempDir
    Path dir;

    @Test
    void killedMidGameAndResumed() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("jantaku.db");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process child = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                KillTarget.class.getName(), url, "2").redirectErrorStream(true).start();
        JsonNode last;
        String table;
        try {
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
            JsonNode t = TestServers.create(port, "{\"preset\":\"tenhou\",\"seed\":9,\"seats\":[{},{},{},{}]}");
            table = t.get("id").asText();
            try (WsClient c = WsClient.connect(port, table, t.get("seats").get(0).get("token").asText())) {
                last = c.next(n -> n.path("type").asText().equals("state") && n.get("version").asInt() >= 150);
                child.destroyForcibly();
                assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
                for (JsonNode f : c.frames) {
                    if (f.path("type").asText().equals("state") && f.get("version").asInt() > last.get("version").asInt()) {
                        last = f;
                    }
                }
            }
        } finally {
            child.destroyForcibly();
        }
        Timing still = new Timing(Duration.ofHours(1), Duration.ZERO, Duration.ZERO);
        try (JantakuServer b = TestServers.start(url, still)) {
            int v = last.get("version").asInt();
            assertThat(b.tables().find(table).orElseThrow().version()).isGreaterThanOrEqualTo(v);
            JsonNode replayed = Replays.replay(RecordReader.read(b.storage().record(table), Playable.RECORDED), OptionalInt.of(0), v, 1)
                    .get("steps").get(0);
            assertThat(replayed.get("version").asInt()).isEqualTo(v);
            assertThat(replayed.get("view")).isEqualTo(last.get("view"));
        }
    }
}
