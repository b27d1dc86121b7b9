package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every three-player game (GO type bit 0x10) among the shared Tenhou logs ({@code ../shared/data/tenhou}) played
 * through the engine under {@code tenhou-sanma}: every hand, the next hand's start and the final result as Tenhou
 * recorded them. Skipped when the shared logs are absent, or hold no three-player game (the logs of session 16 are
 * all four-player, type 169).
 */
class SanmaSharedLogsTest {
    @Test
    void everySharedThreePlayerLogReplays() {
        List<Path> sanma = MjlogFiles.all().stream().filter(p -> MjlogFiles.read(p).type().threePlayer()).toList();
        assumeTrue(!sanma.isEmpty(), "no three-player log (GO type bit 0x10) among the " + MjlogFiles.all().size()
                + " shared Tenhou logs");
        EngineReplay replay = new EngineReplay();
        List<String> differences = new ArrayList<>();
        int hands = 0;
        for (Path file : sanma) {
            ReplayedGame game = replay.replay(MjlogFiles.read(file));
            hands += game.hands().size();
            game.hands().forEach(h -> h.difference().ifPresent(d -> differences.add(file.getFileName() + " " + h.label()
                    + ": " + d)));
        }
        assertThat(differences).as("%d of %d three-player hands differ", differences.size(), hands).isEmpty();
    }
}
