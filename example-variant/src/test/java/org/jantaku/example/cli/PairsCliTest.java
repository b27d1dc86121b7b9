package org.jantaku.example.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jantaku.cli.Main;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.RecordWriter;
import org.jantaku.engine.record.Replayer;
import org.jantaku.engine.spi.VariantModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line, unchanged, with this module on its class path: {@code jantaku rules} lists the preset and its
 * options, {@code simulate} plays seeded games of it (the same statistics and the same records on one thread and
 * two, every agent of the variant), and the records it writes read back and replay ({@code jantaku replay}, and the
 * engine's reader and replayer).
 */
class PairsCliTest {
    private static final String AGENTS = "efficiency,tsumogiri,random,efficiency";

    /** One run of the command line: exit code, stdout, stderr. */
    private record Run(int code, String out, String err) {
        static Run of(String... args) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code;
            try (PrintWriter o = new PrintWriter(out, true); PrintWriter e = new PrintWriter(err, true)) {
                code = Main.run(args, o, e);
            }
            return new Run(code, out.toString(), err.toString());
        }

        List<String> ok() {
            assertThat(err).as("stderr").isEmpty();
            assertThat(code).as("exit code (stdout: %s)", out).isZero();
            return out.lines().toList();
        }
    }

    @Test
    void rulesListsThePresetAndShowsItsOptions() throws IOException {
        assertThat(Run.of("rules").ok()).anyMatch(l -> l.matches("pairs\\s+pairs\\s+Pairs \\(七对\\): 136 tiles.*"));
        JsonNode shown = new ObjectMapper().readTree(Run.of("rules", "pairs", "--json").out());
        assertThat(shown.get("variant").asText()).isEqualTo("pairs");
        assertThat(shown.get("options")).extracting(o -> o.get("id").asText() + "=" + o.get("value").asText())
                .containsExactly("pairs.gameHands=4", "pairs.discardPoints=4", "pairs.selfDrawPoints=2");
    }

    @Test
    void simulateIsReproducibleOnOneThreadAndTwo(@TempDir Path dir) throws IOException {
        List<String> one = simulate(dir.resolve("1"), 1, 12);
        List<String> two = simulate(dir.resolve("2"), 2, 12);
        System.out.println(String.join("\n", one));
        assertThat(one.get(0)).startsWith("agent").contains("avg_rank");
        assertThat(one).anyMatch(l -> l.startsWith("efficiency ")).anyMatch(l -> l.startsWith("tsumogiri "))
                .anyMatch(l -> l.startsWith("random "));
        assertThat(Files.readString(dir.resolve("2.json"))).isEqualTo(Files.readString(dir.resolve("1.json")));
        List<Path> first = files(dir.resolve("1"));
        List<Path> second = files(dir.resolve("2"));
        assertThat(first).hasSize(12);
        for (int i = 0; i < first.size(); i++) {
            assertThat(second.get(i).getFileName()).isEqualTo(first.get(i).getFileName());
            assertThat(Files.readString(second.get(i))).isEqualTo(Files.readString(first.get(i)));
        }
        JsonNode stats = new ObjectMapper().readTree(dir.resolve("1.json").toFile());
        assertThat(stats.toString()).contains("seven_pairs");
        assertThat(Run.of("simulate", "--rules", "pairs", "--games", "12", "--agents", AGENTS, "--seed", "41", "--threads", "1")
                .ok()).as("another seed, other games").isNotEqualTo(one);
    }

    @Test
    void recordsReadBackAndReplayExactly(@TempDir Path dir) throws IOException {
        simulate(dir, 2, 4);
        List<Path> files = files(dir);
        List<String> args = new ArrayList<>(List.of("replay"));
        files.forEach(f -> args.add(f.toString()));
        List<String> out = Run.of(args.toArray(String[]::new)).ok();
        assertThat(out.subList(0, 4)).allMatch(l -> l.contains("every step replayed, game over"));
        assertThat(out.get(4)).matches("replayed 4 games, 16 hands: 16 matched, 0 mismatched");
        for (Path f : files) {
            GameRecord<?, ?, ?, ?> record = RecordReader.read(f, VariantModules.records());
            assertThat(record.header().variant()).isEqualTo("pairs");
            assertThat(RecordWriter.toText(record)).as("written again, " + f).isEqualTo(Files.readString(f));
            assertThat(replaysToTheEnd(record)).as(f.toString()).isTrue();
        }
        String text = Files.readString(files.get(0));
        assertThat(text).contains("\"type\":\"hand_started\"", "\"type\":\"hand_settled\"", "\"type\":\"game_ended\"");
    }

    private static <S, A extends Action, E extends Event, O> boolean replaysToTheEnd(GameRecord<S, A, E, O> record) {
        return record.variant().variant().isOver(Replayer.replay(record).state());
    }

    /** Seeded games with every agent, their statistics in {@code DIR.json}, their records in {@code dir}. */
    private static List<String> simulate(Path dir, int threads, int games) {
        return Run.of("simulate", "--rules", "pairs", "--games", String.valueOf(games), "--agents", AGENTS, "--seed", "29",
                "--threads", String.valueOf(threads), "--json", dir + ".json", "--records", dir.toString()).ok();
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
