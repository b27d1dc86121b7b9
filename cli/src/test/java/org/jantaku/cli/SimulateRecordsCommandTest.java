package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jantaku.bots.Bots;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code jantaku simulate --records}: every game's record, which {@code jantaku replay} plays back. */
class SimulateRecordsCommandTest {
    private static final String AGENTS = "efficiency,random,tsumogiri,efficiency";

    static Stream<String> presets() {
        return Bots.presetNames().stream();
    }

    static Stream<String> riichiPresets() {
        return RiichiPresets.all().stream().map(p -> p.name());
    }

    @ParameterizedTest
    @MethodSource("presets")
    void everyPresetsRecordsReplayWithEveryHandMatched(String preset, @TempDir Path dir) throws IOException {
        simulate(preset, 3, 2, dir, "jsonl");
        List<Path> files = files(dir);
        assertThat(files).extracting(f -> f.getFileName().toString())
                .hasSize(3).allMatch(n -> n.matches("game-00000[0-2]-seed-[0-9a-f]{16}\\.jsonl"));
        assertThat(files.get(2).getFileName().toString()).startsWith("game-000002-");
        List<String> out = replay(files);
        assertThat(out.subList(0, 3)).allMatch(l -> l.contains("every step replayed, game over"));
        assertThat(out.get(3)).matches("replayed 3 games, ([1-9]\\d*) hands: \\1 matched, 0 mismatched");
    }

    @ParameterizedTest
    @MethodSource("riichiPresets")
    void riichiRecordsAsMjaiAndTenhou6ReadBack(String preset, @TempDir Path dir) throws IOException {
        for (String[] f : new String[][] {{"mjai", "mjai"}, {"tenhou6", "json"}}) {
            Path sub = dir.resolve(f[0]);
            simulate(preset, 2, 2, sub, f[0]);
            List<Path> files = files(sub);
            assertThat(files).hasSize(2).allMatch(p -> p.getFileName().toString().endsWith("." + f[1]));
            List<String> out = replay(files);
            assertThat(out.get(2)).as(f[0]).matches("replayed 2 games, ([1-9]\\d*) hands: \\1 matched, 0 mismatched");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"tenhou", "guizhou-liupanshui"})
    void theSameFilesOnOneThreadAndTwo(String preset, @TempDir Path dir) throws IOException {
        simulate(preset, 5, 1, dir.resolve("1"), "jsonl");
        simulate(preset, 5, 2, dir.resolve("2"), "jsonl");
        List<Path> one = files(dir.resolve("1"));
        List<Path> two = files(dir.resolve("2"));
        assertThat(one).hasSize(5);
        assertThat(two.stream().map(p -> p.getFileName().toString()).toList())
                .isEqualTo(one.stream().map(p -> p.getFileName().toString()).toList());
        for (int i = 0; i < one.size(); i++) {
            assertThat(Files.readString(two.get(i))).isEqualTo(Files.readString(one.get(i)));
        }
    }

    @Test
    void riichiFormatsAreRefusedForOtherVariantsAndWithoutRecords(@TempDir Path dir) {
        assertThat(CliRun.of("simulate", "--rules", "guizhou-liupanshui", "--agents", AGENTS, "--games", "1", "--records",
                dir.toString(), "--format", "mjai").assertError(2)).contains("Riichi games only", "jsonl");
        assertThat(CliRun.of("simulate", "--rules", "tenhou", "--agents", AGENTS, "--games", "1", "--records",
                dir.toString(), "--format", "kifu").assertError(2)).contains("'kifu' is not a record format");
        assertThat(CliRun.of("simulate", "--rules", "tenhou", "--agents", AGENTS, "--games", "1", "--format", "mjai")
                .assertError(2)).contains("give --records DIR");
    }

    @Test
    void anUnwritableFolderIsNamed(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("taken"), "not a folder");
        CliRun run = CliRun.of("simulate", "--rules", "tenhou", "--agents", AGENTS, "--games", "1", "--records", file.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).startsWith("jantaku: ").contains("records folder", file.toString());
    }

    /** Simulates with {@link #AGENTS}, the first three of them at a three-player preset (三人麻雀). */
    private static void simulate(String preset, int games, int threads, Path dir, String format) {
        var found = org.jantaku.bots.Bots.forPreset(preset).orElseThrow();
        String agents = found.bots().variant().seats(found.preset().rules()) == 3 ? AGENTS.substring(0, AGENTS.lastIndexOf(','))
                : AGENTS;
        CliRun.of("simulate", "--rules", preset, "--games", String.valueOf(games), "--agents", agents, "--seed", "29",
                "--threads", String.valueOf(threads), "--records", dir.toString(), "--format", format).assertSuccess();
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    private static List<String> replay(List<Path> files) {
        List<String> args = new ArrayList<>(List.of("replay"));
        files.forEach(f -> args.add(f.toString()));
        return CliRun.of(args.toArray(String[]::new)).assertSuccess();
    }
}
