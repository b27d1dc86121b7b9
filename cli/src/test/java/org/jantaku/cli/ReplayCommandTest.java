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
