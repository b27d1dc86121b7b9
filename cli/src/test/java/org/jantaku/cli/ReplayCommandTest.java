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
        assertThat(out.get(1)).contains("[assumed final points rounded to thousands (shishaGonyu): the log's name has no date")
                .contains("; tenpai-yame autoIfTopAndThreshold: the log's name has no date");

        assertThat(CliRun.of("replay", "--final-rounding", "shishaGonyu", "--tenpai-yame", "autoIfTopAndThreshold", undated)
                .assertSuccess().get(0)).doesNotContain("assumed");
        CliRun exact = CliRun.of("replay", "--final-rounding", "exact", dated);
        assertThat(exact.exitCode()).isEqualTo(1);
        assertThat(exact.outLines().get(0)).contains("1 mismatched", "final result");
        CliRun fiveTen = CliRun.of("replay", "--uma", "10,5,-5,-10", dated);
        assertThat(fiveTen.exitCode()).isEqualTo(1);

        JsonNode report = new ObjectMapper().readTree(CliRun.of("replay", "--json", undated).out()).get("files").get(0);
        assertThat(report.get("uma").toString()).isEqualTo("[20,10,-10,-20]");
        assertThat(report.get("finalRounding").asText()).isEqualTo("shishaGonyu");
        assertThat(report.get("tenpaiYame").asText()).isEqualTo("autoIfTopAndThreshold");
        assertThat(report.get("assumed").size()).isEqualTo(2);
        assertThat(CliRun.of("replay", "--uma", "1,2", dated).exitCode()).isEqualTo(2);
        assertThat(CliRun.of("replay", "--tenpai-yame", "sometimes", dated).exitCode()).isEqualTo(2);
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

    /** A hand-written tenhou.net/6 hand (a nine-terminals abort) in a lobby whose rule.disp names a chip rule. */
    private static final String CUSTOM_JSON = "{\"title\":[\"\",\"\"],\"name\":[\"A\",\"B\",\"C\",\"D\"],"
            + "\"rule\":{\"disp\":\"般南喰赤祝5\",\"aka\":1},\"log\":[[[0,0,0],[25000,25000,25000,25000],[17],[],"
            + "[11,19,21,29,31,39,41,42,43,44,45,46,47],[11],[],[12,12,12,13,13,13,14,14,14,15,15,15,16],[],[],"
            + "[22,22,22,23,23,23,24,24,24,25,25,25,26],[],[],[32,32,32,33,33,33,34,34,34,35,35,35,36],[],[],"
            + "[\"九種九牌\"]]]}";

    /** A hand-written mjlog of a custom chip lobby: the dealer wins on its first draw, 16 numbers in sc. */
    private static final String CHIP_MJLOG = "<mjloggm ver=\"2.3\"><GO type=\"169\" lobby=\"1234\"/><TAIKYOKU oya=\"0\"/>"
            + "<INIT seed=\"0,0,0,4,4,120\" ten=\"250,250,250,250\" oya=\"0\" hai0=\"" + ids(0) + "\" hai1=\"" + ids(1)
            + "\" hai2=\"" + ids(2) + "\" hai3=\"" + ids(3) + "\"/><T60/><AGARI ba=\"0,0\" hai=\"" + ids(0) + ",60\""
            + " machi=\"60\" ten=\"0,48000,5\" yakuman=\"37\" doraHai=\"120\" who=\"0\" fromWho=\"0\""
            + " sc=\"250,480,250,-160,250,-160,250,-160,0,3,0,-1,0,-1,0,-1\"/></mjloggm>";

    /** Thirteen tile ids for a seat, a different set for each. */
    private static String ids(int seat) {
        return String.join(",", java.util.stream.IntStream.range(0, 13).mapToObj(i -> String.valueOf(13 * seat + i))
                .toList());
    }

    @Test
    void gamesOfUnknownRulesAreNotComparedAndUnreadableFilesDoNotStopTheOthers(@TempDir Path dir) throws IOException {
        Path custom = dir.resolve("custom.json");
        Files.writeString(custom, CUSTOM_JSON);
        Path chips = dir.resolve("chips.mjlog");
        Files.writeString(chips, CHIP_MJLOG);
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, CUSTOM_JSON.replace("[11],[]", "[11],[38]"));
        String good = logs("tenhou/games").get(0);
        CliRun run = CliRun.of("replay", custom.toString(), broken.toString(), chips.toString(), good);
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.outLines();
        assertThat(out.get(0)).isEqualTo(custom + ": rules not known, not compared: rule.disp '般南喰赤祝5' holds '祝5',"
                + " which names no known lobby rule");
        assertThat(out.get(1)).isEqualTo(broken + ": not replayed: " + broken + ": JSON object on line 1, hand 1"
                + " (East 1-0) at log[0][6][0]: seat 0 discards 38, which it does not hold");
        assertThat(out.get(2)).startsWith(chips + ": rules not known, not compared: custom lobby 1234")
                .endsWith(", chips +3 -1 -1 -1");
        assertThat(out.get(3)).startsWith(good + ": ").contains(" 0 mismatched");
        assertThat(out.get(4)).matches("replayed 1 game, (\\d+) hands: \\1 matched, 0 mismatched, 2 rules not known,"
                + " 1 files not read");
        JsonNode report = new ObjectMapper().readTree(CliRun.of("replay", "--json", chips.toString()).out());
        assertThat(report.get("rulesNotKnown").asInt()).isEqualTo(1);
        assertThat(report.get("files").get(0).get("chips").toString()).isEqualTo("[3,-1,-1,-1]");
        assertThat(CliRun.of("replay", custom.toString()).exitCode()).isZero();
    }
}
