package org.jantaku.bots.riichi;

import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiState;

/** Seeded random play of a state in place, for tests that check what agents read at random moments. */
final class RandomSteps {
    static final RiichiGame GAME = new RiichiGame();

    private RandomSteps() {
    }

    /** The lowest seat to act in {@code s}. */
    static int firstToAct(RiichiState s) {
        return GAME.toAct(s).stream().mapToInt(Integer::intValue).min().orElseThrow();
    }

    /** The lowest seat to act takes one of its legal actions at random, in place; {@code events} holds that step's events. */
    static void take(RiichiState s, SplittableRandom random, List<RiichiEvent> events) {
        int seat = firstToAct(s);
        List<RiichiAction> legal = GAME.legalActions(s, seat);
        RiichiAction action = legal.get(random.nextInt(legal.size()));
        events.clear();
        events.addAll(GAME.play(s, seat, action).orThrow());
    }
}
