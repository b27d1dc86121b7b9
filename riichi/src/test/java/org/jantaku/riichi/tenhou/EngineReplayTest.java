package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiRules;
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

    @Test
    void otherRulesGiveDifferences() {
        Mjlog log = MjlogFiles.read(MjlogFiles.games().get(0));
        RuleSet halfNoten = TenhouRules.of(log.type()).with(RiichiRules.NOTEN_PENALTY, 1500);
        ReplayedGame game = new EngineReplay().replay(log, halfNoten);
        assertThat(game.mismatched()).isPositive();
        assertThat(game.hands().stream().flatMap(h -> h.difference().stream()))
                .anyMatch(d -> d.startsWith("draw: score deltas"));
    }

    @Test
    void aDiscardOfATileNotHeldIsNotLegal() {
        String xml = MjlogFiles.text(MjlogFiles.games().get(0));
        // The dealer's first discard becomes a tile that is in nobody's hand yet: the last tile of the wall.
        int init = xml.indexOf("<INIT");
        int d = xml.indexOf("<D", init);
        String tampered = xml.substring(0, d) + "<D135/>" + xml.substring(xml.indexOf("/>", d) + 2);
        ReplayedGame game = new EngineReplay().replay(MjlogFiles.parse(tampered));
        assertThat(game.hands().get(0).difference()).hasValueSatisfying(m -> assertThat(m).contains("is not legal"));
        assertThat(game.hands().subList(1, game.hands().size())).allMatch(ReplayedHand::matched);
    }
}
