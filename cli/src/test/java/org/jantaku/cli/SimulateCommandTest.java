package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jantaku.bots.sim.SimStats;
import org.jantaku.bots.sim.StatsJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jantaku simulate} and {@code jantaku bench sim}. */
class SimulateCommandTest {

    @Test
    void playsWritesTheFilesAndEndsWithAJsonLine(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("stats.json");
        Path report = dir.resolve("report.html");
        List<String> lines = CliRun.of("simulate", "--rules", "tenhou", "--games", "6", "--agents",
                "efficiency,efficiency,random,tsumogiri", "--seed", "3", "--threads", "2", "--json", json.toString(),
                "--report", report.toString()).assertSuccess();
        assertThat(lines.get(0)).startsWith("agent").contains("avg_rank", "deal_in");
        assertThat(lines).anyMatch(l -> l.startsWith("efficiency ")).anyMatch(l -> l.startsWith("random "));
        JsonNode last = new ObjectMapper().readTree(lines.get(lines.size() - 1));
        assertThat(last.get("games").asLong()).isEqualTo(6);
        assertThat(last.get("hands").asLong()).isGreaterThan(6);
        assertThat(last.get("seconds").asDouble()).isPositive();
        assertThat(last.get("games_per_second").asDouble()).isPositive();
        SimStats stats = StatsJson.read(Files.readString(json));
        assertThat(stats.games()).isEqualTo(6);
        assertThat(stats.hands()).isEqualTo(last.get("hands").asLong());
        assertThat(Files.readString(report)).contains("<svg id=\"rank-distribution\"");
    }

    @Test
    void theSameStatisticsOnOneThreadAndTwo(@TempDir Path dir) throws Exception {
        for (String t : List.of("1", "2")) {
            CliRun.of("simulate", "--rules", "tenhou", "--games", "5", "--agents", "efficiency,random,random,tsumogiri",
                    "--threads", t, "--json", dir.resolve(t + ".json").toString()).assertSuccess();
        }
        assertThat(Files.readString(dir.resolve("2.json"))).isEqualTo(Files.readString(dir.resolve("1.json")));
    }

    @Test
    void badSetupsAreRefused() {
        assertThat(CliRun.of("simulate", "--rules", "nowhere", "--agents", "random,random,random,random").assertError(2))
                .contains("unknown rules preset 'nowhere'", "tenhou");
        assertThat(CliRun.of("simulate", "--rules", "tenhou", "--agents", "random,random,random").assertError(2))
                .contains("four agents");
        assertThat(CliRun.of("simulate", "--rules", "tenhou", "--agents", "random,random,random,smart").assertError(2))
                .contains("unknown agent 'smart'");
    }

    @Test
    void benchPrintsOneLinePerThreadCount() {
        List<String> lines = CliRun.of("bench", "sim", "--games", "2", "--runs", "1", "--warm-up", "0", "--warm-up-limit", "0",
                "--threads", "2")
                .assertSuccess();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).matches("rules=tenhou agents=tsumogiri,tsumogiri,tsumogiri,tsumogiri games=2 threads=1 "
                + "steps=[0-9]+ hanchan_per_second=[0-9]+\\.[0-9] hanchan_per_cpu_second=[0-9]+\\.[0-9] "
                + "warm_up_seconds=[0-9]+\\.[0-9] jit_settled=(true|false)");
        assertThat(lines.get(1)).contains("threads=2");
    }

    @Test
    void benchReportsTheHeapEveryNGames() {
        List<String> lines = CliRun.of("bench", "sim", "--games", "5", "--memory-every", "2", "--threads", "2").assertSuccess();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).matches("games=2 hands=[0-9]+ threads=2 heap_used_after_gc_mb=[0-9]+\\.[0-9] "
                + "heap_committed_mb=[0-9]+\\.[0-9] seconds=[0-9]+\\.[0-9] hanchan_per_second=[0-9]+\\.[0-9]");
        assertThat(lines.get(2)).startsWith("games=5 ");
        assertThat(CliRun.of("bench", "sim", "--memory-every", "0").assertError(2)).contains("--memory-every must be at least 1");
    }
}
