package org.jantaku.bots.search;

import java.util.SplittableRandom;
import org.jantaku.core.analysis.RandomHands;

/**
 * Seeded walks of hands as an agent sees them from turn to turn, for the searches that keep what a
 * hand shares with the one before: a discard and a draw at each step, now and then a call (three
 * tiles fewer, one meld more), a step that changes nothing, or a new hand altogether.
 */
final class HandWalk {
    private final SplittableRandom rnd;
    private final int kinds;
    private final int[] counts = new int[34];
    private int melds;

    /** A walk on a tile set of {@code kinds} kinds (34 or 27) from a random hand of 14 tiles. */
    HandWalk(SplittableRandom rnd, int kinds) {
        this.rnd = rnd;
        this.kinds = kinds;
        restart();
    }

    int[] counts() {
        return counts;
    }

    int melds() {
        return melds;
    }

    /** The next hand of 3n+2 tiles. */
    void step() {
        int r = rnd.nextInt(20);
        if (r == 0) {
            restart();
        } else if (r == 1 && melds < 4) {
            for (int i = 0; i < 3; i++) {
                RandomHands.removeOne(rnd, counts);
            }
            melds++;
        } else if (r != 2) { // 2: the same hand again
            RandomHands.removeOne(rnd, counts);
            int k;
            do {
                k = rnd.nextInt(rnd.nextInt(3) == 0 ? Math.min(kinds, 9) : kinds); // one suit now and then
            } while (counts[k] == 4);
            counts[k]++;
        }
    }

    private void restart() {
        melds = rnd.nextInt(3) == 0 ? rnd.nextInt(3) : 0;
        System.arraycopy(RandomHands.draw(rnd, 14 - 3 * melds, kinds), 0, counts, 0, 34);
    }
}
