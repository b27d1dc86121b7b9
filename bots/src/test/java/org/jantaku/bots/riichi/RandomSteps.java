package org.jantaku.bots.riichi;

import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiTable;

/** Seeded random play on a table, for tests that check what agents read at random moments. */
final class RandomSteps {
    private RandomSteps() {
    }

    /** The lowest seat to act takes one of its legal actions at random; {@code events} holds that step's events. */
    static void take(RiichiTable table, SplittableRandom random, List<RiichiEvent> events) {
        int seat = Integer.numberOfTrailingZeros(table.toActMask());
        List<RiichiAction> legal = table.legalActions(seat);
        RiichiAction action = legal.get(random.nextInt(legal.size()));
        events.clear();
        table.apply(seat, action, events);
    }
}
