package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every hand of the shared Tenhou logs played through the engine with the recorded decisions:
 * every decision legal, the engine's draws, dora and riichi as logged, every hand's end, the next
 * hand's start and the final result as Tenhou recorded them.
 */
class EngineReplayTest {
    @Test
    void everyLoggedHandReplaysThroughTheEngine() {
        EngineReplay replay = new EngineReplay();
        List<String> differences = new ArrayList<>();
        int hands = 0;
        int finals = 0;
        for (Path file : MjlogFiles.all()) {
            ReplayedGame game = replay.replay(MjlogFiles.read(file));
            hands += game.hands().size();
            finals += game.finalChecked() ? 1 : 0;
            for (ReplayedHand h : game.hands()) {
                h.difference().ifPresent(d -> differences.add(file.getFileName() + " " + h.label() + ": " + d));
            }
        }
        assertThat(hands).isGreaterThan(800);
        assertThat(differences).as("%d of %d hands differ", differences.size(), hands).isEmpty();
        assertThat(finals).as("games whose final result was compared").isGreaterThan(30);
    }
}
