package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jantaku export}, and {@code replay} / {@code import} telling formats apart by content: an mjai log under
 * any name is imported into a record, the record exported as mjai and tenhou.net/6 (checked), and every file
 * replays.
 */
class ExportCommandTest {
    /** A double ron on the dealer's first discard, an mjai log written from the protocol. */
    static final String MJAI = String.join("\n",
            "{\"type\":\"start_game\",\"names\":[\"Ton\",\"Nan\",\"Sha\",\"Pei\"],\"kyoku_first\":0,\"aka_flag\":true}",
            "{\"type\":\"start_kyoku\",\"bakaze\":\"E\",\"dora_marker\":\"9s\",\"kyoku\":1,\"honba\":0,\"kyotaku\":0,\"oya\":0,"
                    + "\"scores\":[25000,25000,25000,25000],\"tehais\":[[\"1m\",\"9m\",\"1p\",\"9p\",\"1s\",\"9s\",\"E\",\"S\",\"W\","
                    + "\"N\",\"P\",\"F\",\"5pr\"],[\"2m\",\"3m\",\"4m\",\"3p\",\"4p\",\"6s\",\"7s\",\"8s\",\"2s\",\"3s\",\"4s\",\"5m\","
                    + "\"5m\"],[\"6m\",\"7m\",\"8m\",\"4p\",\"6p\",\"3s\",\"3s\",\"5s\",\"6s\",\"7s\",\"2m\",\"3m\",\"4m\"],[\"1m\",\"1m\","
                    + "\"9m\",\"9m\",\"1p\",\"1p\",\"9p\",\"9p\",\"1s\",\"9s\",\"C\",\"C\",\"C\"]]}",
            "{\"type\":\"tsumo\",\"actor\":0,\"pai\":\"8m\"}",
            "{\"type\":\"dahai\",\"actor\":0,\"pai\":\"5pr\",\"tsumogiri\":false}",
            "{\"type\":\"hora\",\"actor\":1,\"target\":0,\"deltas\":[-3900,3900,0,0],\"ura_markers\":[]}",
            "{\"type\":\"hora\",\"actor\":2,\"target\":0,\"deltas\":[-2600,0,2600,0],\"ura_markers\":[]}",
            "{\"type\":\"end_kyoku\"}") + "\n";

    /** Imports the mjai log (saved as {@code game.txt}: the name says nothing) and returns the record. */
    static Path record(Path dir) throws IOException {
        Path log = dir.resolve("game.txt");
        Files.writeString(log, MJAI);
        List<String> out = CliRun.of("import", log.toString(), "--out", dir.resolve("records").toString()).assertSuccess();
        assertThat(out).containsExactly(log + " -> " + dir.resolve("records/game.jsonl") + " (3 steps)", "imported 1 of 1 files");
        return dir.resolve("records/game.jsonl");
    }

    @Test
    void aRecordBecomesMjaiAndTenhou6ThatReplayAndReadBackExactly(@TempDir Path dir) throws IOException {
        Path record = record(dir);
        Path out = dir.resolve("out");
        assertThat(CliRun.of("export", "--format", "mjai", "-o", out.toString(), "--check", record.toString()).assertSuccess())
                .containsExactly(record + " -> " + out.resolve("game.mjai") + " (2 hands), checked, game not over",
                        "exported 1 of 1 records");
        assertThat(CliRun.of("export", "--format", "tenhou6", "-o", out.toString(), "--check", record.toString()).assertSuccess())
                .containsExactly(record + " -> " + out.resolve("game.json") + " (1 hand), game not over: the hand in play is left out,"
                        + " not checked", "exported 1 of 1 records");
        String mjai = Files.readString(out.resolve("game.mjai"));
        assertThat(mjai.lines().toList().get(0)).startsWith("{\"type\":\"start_game\",\"names\":[\"Ton\",\"Nan\",\"Sha\",\"Pei\"],"
                + "\"kyoku_first\":0,\"aka_flag\":true,\"jantaku\":{\"variant\":\"riichi\",\"rules\":{\"riichi.gameLength\":\"hanchan\"");
        assertThat(mjai).contains("{\"type\":\"hora\",\"actor\":2,\"target\":0,\"deltas\":[-2600,0,2600,0],\"ura_markers\":[]}");
        assertThat(Files.readString(out.resolve("game.json"))).startsWith("{\"title\":[\"Jantaku\",\"\"],\"name\":[\"Ton\",\"Nan\","
                + "\"Sha\",\"Pei\"],\"rule\":{\"disp\":\"般南喰赤\",\"aka\":1},\"log\":[[[0,0,0],[25000,25000,25000,25000],[39],[],");

        List<String> replay = CliRun.of("replay", record.toString(), out.resolve("game.mjai").toString(),
                out.resolve("game.json").toString()).assertSuccess();
        assertThat(replay).containsExactly(
                record + ": engine record (riichi), 2 hands, every step replayed",
                out.resolve("game.mjai") + ": 2 hands, 2 matched, 0 mismatched",
                out.resolve("game.json") + ": 1 hand, 1 matched, 0 mismatched",
                "replayed 3 games, 5 hands: 5 matched, 0 mismatched");
    }

    @Test
    void oneRecordGoesToStandardOutput(@TempDir Path dir) throws IOException {
        Path record = record(dir);
        List<String> out = CliRun.of("export", "--format", "mjai", record.toString()).assertSuccess();
        assertThat(out).hasSize(9); // the record goes on to the next hand's deal and first draw
        assertThat(out.get(6)).isEqualTo("{\"type\":\"end_kyoku\"}");
        assertThat(out.get(8)).startsWith("{\"type\":\"tsumo\",\"actor\":1,");
    }

    @Test
    void whatCannotBeExportedIsNamed(@TempDir Path dir) throws IOException {
        Path record = record(dir);
        assertThat(CliRun.of("export", "--format", "xml", record.toString()).assertError(2))
                .startsWith("jantaku: --format: 'xml' is not a format (expected mjai or tenhou6)");
        assertThat(CliRun.of("export", "--format", "mjai", record.toString(), record.toString()).assertError(2))
                .startsWith("jantaku: 2 records: give -o DIR (standard output takes one)");
        Path damaged = dir.resolve("damaged.jsonl");
        Files.writeString(damaged, Files.readString(record).replace("\"type\":\"ron\"", "\"type\":\"tsumo\""));
        CliRun run = CliRun.of("export", "--format", "tenhou6", "-o", dir.resolve("out").toString(), record.toString(),
                dir.resolve("game.txt").toString(), damaged.toString(), dir.resolve("missing.jsonl").toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.outLines()).containsExactly(
                record + " -> " + dir.resolve("out/game.json") + " (1 hand), game not over: the hand in play is left out",
                dir.resolve("game.txt") + ": not exported: mjai JSON lines, not an engine game record",
                damaged + ": not exported: line 4, field action: step 2: seat 1 playing {\"type\":\"tsumo\"}: illegal: "
                        + "Tsumo[] is played on a turn, but seat 1 is to answer the discard of seat 0",
                dir.resolve("missing.jsonl") + ": not exported: no such file",
                "exported 1 of 4 records");
    }

    @Test
    void replayAndImportNameWhatTheyCannotRead(@TempDir Path dir) throws IOException {
        Path text = dir.resolve("notes.mjai");
        Files.writeString(text, "hello\n");
        Path json = dir.resolve("other.json");
        Files.writeString(json, "{\"a\":1}\n");
        Path record = record(dir);
        CliRun replay = CliRun.of("replay", text.toString(), json.toString());
        assertThat(replay.exitCode()).isEqualTo(1);
        assertThat(replay.outLines()).containsExactly(
                text + ": not replayed: neither XML nor JSON: it starts with 'h', not a Tenhou mjlog (XML), tenhou.net/6 JSON"
                        + " ({\"name\", \"rule\", \"log\"}), an mjai log (one {\"type\": …} event a line) or an engine game record",
                json + ": not replayed: a JSON object with the members [a], not a Tenhou mjlog (XML), tenhou.net/6 JSON"
                        + " ({\"name\", \"rule\", \"log\"}), an mjai log (one {\"type\": …} event a line) or an engine game record",
                "replayed 0 games, 0 hands: 0 matched, 0 mismatched, 2 files not read");
        CliRun imported = CliRun.of("import", record.toString(), "--out", dir.toString());
        assertThat(imported.exitCode()).isEqualTo(1);
        assertThat(imported.outLines().get(0)).isEqualTo(record + ": not imported: an engine game record already"
                + " (jantaku export turns one into mjai or tenhou.net/6)");
    }
}
