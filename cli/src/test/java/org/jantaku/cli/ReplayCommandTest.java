package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jantaku.core.testing.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jantaku replay} on the shared Tenhou logs and on broken input. */
class ReplayCommandTest {

    private static List<String> logs(String folder) throws IOException {
        return files(folder, ".mjlog");
    }

    private static List<String> files(String folder, String suffix) throws IOException {
        try (Stream<Path> files = Files.list(SharedData.require(folder))) {
            return files.filter(p -> p.toString().endsWith(suffix)).map(Path::toString).sorted().toList();
        }
    }

    @Test
    void tenhouJsonGamesMatchToo() throws IOException {
        List<String> args = new ArrayList<>(List.of("replay"));
        args.addAll(files("tenhou/mjscore", ".json"));
        List<String> out = CliRun.of(args.toArray(String[]::new)).assertSuccess();
        assertThat(out.get(out.size() - 1)).matches("replayed 31 games, (\\d+) hands: \\1 matched, 0 mismatched");
    }

    @Test
    void everySharedGameAndEdgeCaseMatches() throws IOException {
        List<String> args = new ArrayList<>(List.of("replay"));
        args.addAll(logs("tenhou/games"));
        args.addAll(logs("tenhou/edge-cases"));
        List<String> out = CliRun.of(args.toArray(String[]::new)).assertSuccess();
        assertThat(out).hasSize(args.size()); // one line per file and the summary
        String last = out.get(out.size() - 1);
        assertThat(last).matches("replayed \\d+ games, (\\d+) hands: \\1 matched, 0 mismatched");
        assertThat(out.subList(0, out.size() - 1)).allMatch(l -> l.contains(" 0 mismatched"));
        assertThat(String.join("\n", out)).contains("final result matched");
    }

    @Test
    void theSettlementOfTheGamesEraIsNamedAndMayBeGiven() throws IOException {
        String dated = logs("tenhou/games").get(0); // 2010: rounded to thousands, 10-20
        String undated = logs("tenhou/edge-cases").stream().filter(f -> f.endsWith("double-ron.mjlog")).findFirst().orElseThrow();
        List<String> out = CliRun.of("replay", dated, undated).assertSuccess();
        assertThat(out.get(0)).doesNotContain("assumed");
        assertThat(out.get(1)).contains("[assumed final points rounded to thousands (shishaGonyu): the log's name has no date");

        assertThat(CliRun.of("replay", "--final-rounding", "shishaGonyu", undated).assertSuccess().get(0)).doesNotContain("assumed");
        CliRun exact = CliRun.of("replay", "--final-rounding", "exact", dated);
        assertThat(exact.exitCode()).isEqualTo(1);
        assertThat(exact.outLines().get(0)).contains("1 mismatched", "final result");
        CliRun fiveTen = CliRun.of("replay", "--uma", "10,5,-5,-10", dated);
        assertThat(fiveTen.exitCode()).isEqualTo(1);

        JsonNode report = new ObjectMapper().readTree(CliRun.of("replay", "--json", undated).out()).get("files").get(0);
        assertThat(report.get("uma").toString()).isEqualTo("[20,10,-10,-20]");
        assertThat(report.get("finalRounding").asText()).isEqualTo("shishaGonyu");
        assertThat(report.get("assumed").size()).isEqualTo(1);
        assertThat(CliRun.of("replay", "--uma", "1,2", dated).exitCode()).isEqualTo(2);
    }

    @Test
    void jsonReportNamesEveryHand() throws IOException {
        String file = logs("tenhou/games").get(0);
        CliRun run = CliRun.of("replay", "--json", file);
        assertThat(run.exitCode()).isZero();
        JsonNode report = new ObjectMapper().readTree(run.out());
        assertThat(report.get("mismatched").asInt()).isZero();
        JsonNode game = report.get("files").get(0);
        assertThat(game.get("file").asText()).isEqualTo(file);
        assertThat(game.get("results").size()).isEqualTo(game.get("hands").asInt()).isPositive();
        assertThat(game.get("results").get(0).get("matched").asBoolean()).isTrue();
    }

    @Test
    void aTamperedLogIsReportedWithItsFirstDifference(@TempDir Path dir) throws IOException {
        Path original = Path.of(logs("tenhou/games").get(0));
        String xml = Files.readString(original);
        // The first win's score deltas are changed: the engine's settlement no longer agrees.
        int agari = xml.indexOf("<AGARI");
        int sc = xml.indexOf("sc=\"", agari) + 4;
        int comma = xml.indexOf(',', sc); // after seat 0's score: seat 0's delta follows
        String tampered = xml.substring(0, comma + 1) + "-1" + xml.substring(xml.indexOf(',', comma + 1));
        Path bad = dir.resolve("tampered.mjlog");
        Files.writeString(bad, tampered);
        CliRun run = CliRun.of("replay", bad.toString(), original.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.outLines();
        assertThat(out.get(0)).startsWith(bad + ": ").contains("1 mismatched", "score deltas");
        assertThat(out.get(1)).contains(" 0 mismatched");
        assertThat(out.get(2)).matches("replayed 2 games, \\d+ hands: \\d+ matched, 1 mismatched");
    }

    @Test
    void unreadableFilesAreNamedAndFail(@TempDir Path dir) throws IOException {
        Path broken = dir.resolve("broken.mjlog");
        Files.writeString(broken, "<mjloggm ver=\"2.3\"><GO type=\"169\"/><INIT seed=\"x\"/></mjloggm>");
        CliRun run = CliRun.of("replay", broken.toString(), dir.resolve("missing.mjlog").toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.outLines().get(0)).startsWith(broken + ": not replayed: ");
        assertThat(run.outLines().get(1)).contains("missing.mjlog: not replayed: no such file");
        assertThat(run.outLines().get(2)).isEqualTo("replayed 0 games, 0 hands: 0 matched, 0 mismatched, 2 files not read");
    }
}
