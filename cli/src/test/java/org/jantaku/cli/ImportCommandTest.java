package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.jantaku.core.testing.SharedData;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Replayer;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jantaku import}: Tenhou logs become engine records that replay. */
class ImportCommandTest {

    @Test
    void aTenhouGameBecomesARecordThatReplaysToItsEnd(@TempDir Path dir) throws IOException {
        Path log;
        try (Stream<Path> files = Files.list(SharedData.require("tenhou/games"))) {
            log = files.filter(p -> p.toString().endsWith("00a9-0000-fe3371ad.mjlog")).findFirst().orElseThrow();
        }
        CliRun run = CliRun.of("import", log.toString(), dir.resolve("missing.mjlog").toString(), "--out", dir.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.outLines()).hasSize(3);
        assertThat(run.outLines().get(0)).endsWith("steps)");
        assertThat(run.outLines().get(1)).endsWith("missing.mjlog: not imported: no such file");
        assertThat(run.outLines().get(2)).isEqualTo("imported 1 of 2 files");
        Path record = dir.resolve("2010081709gm-00a9-0000-fe3371ad.jsonl");
        var replayed = Replayer.replay(RecordReader.read(record, RiichiRecordCodec.RIICHI));
        assertThat(replayed.state().isOver()).isTrue();
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("2010081709gm-00a9-0000-fe3371ad.jsonl");
        }
    }
}
