package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.table.ClaimWindow;
import org.jantaku.engine.table.Phase;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The flow's claim check ({@code mayClaim}: Riichi's declined calls and kind masks, then the counts, then the kan
 * limit and 喰い替え) says exactly whether the flow's claim list ({@code answers}) has more than the pass: checked in
 * seeded games on every discard's window, for every seat but the discarder, and every list ends with the pass.
 */
class ClaimListTest {
    private static final RiichiGame GAME = new RiichiGame();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tenhou", "tonpuu-kiriage", "headBump-noAbortive"})
    void theCheckSaysWhetherTheListHasAClaim(String variant) {
        RuleSet rules = GoldenGames.variants().get(variant);
        int asked = 0;
        int unasked = 0;
        for (int g = 0; g < 6; g++) {
            long seed = 17L * variant.hashCode() + g;
            RiichiState s = GAME.start(rules, seed).state();
            SplittableRandom rnd = new SplittableRandom(seed);
            int step = 0;
            while (!GAME.isOver(s)) {
                if (s.phase() instanceof Phase.Claims && s.claims().on() == ClaimWindow.On.DISCARD) {
                    for (int seat = 0; seat < s.players(); seat++) {
                        if (seat == s.claims().from()) {
                            continue;
                        }
                        List<RiichiAction> answers = GAME.answers(s, seat);
                        if (answers.size() > 1) {
                            asked++;
                        } else {
                            unasked++;
                        }
                        if (GAME.mayClaim(s, seat) != answers.size() > 1 || !(answers.getLast() instanceof RiichiAction.Pass)) {
                            fail("game %d, step %d, seat %d: mayClaim %s, answers %s (phase %s)", seed, step, seat,
                                    GAME.mayClaim(s, seat), answers, s.phase());
                        }
                    }
                }
                int seat = GAME.toAct(s).stream().mapToInt(Integer::intValue).min().orElseThrow();
                List<RiichiAction> legal = GAME.legalActions(s, seat);
                s = GAME.apply(s, seat, SeededPolicy.choose(s, seat, legal, rnd)).orThrow().state();
                step++;
            }
        }
        assertThat(asked).as("seats with a claim").isGreaterThan(100);
        assertThat(unasked).as("seats with none, in a window opened for another").isGreaterThan(100);
    }
}
