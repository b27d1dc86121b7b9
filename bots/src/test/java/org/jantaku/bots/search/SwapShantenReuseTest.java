package org.jantaku.bots.search;

import org.jantaku.core.analysis.Shanten;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SwapShantenReuseTest {

    /**
     * A search reused along a walk of hands (one or two parts changing per step, as from turn to turn)
     * answers every discard and every draw as a fresh search on the same hand does, and its shanten is
     * {@link Shanten#ofValid}'s: what it keeps from the hand before never leaks into the next.
     */
    @ParameterizedTest
    @EnumSource(value = TileSet.class, names = {"STANDARD_136", "SUITS_108"})
    void aReusedSearchAnswersAsAFreshOne(TileSet set) {
        SplittableRandom rnd = new SplittableRandom(set.kindCount());
        HandWalk walk = new HandWalk(rnd, set.kindCount());
        SwapShanten reused = new SwapShanten(set);
        for (int i = 0; i < 3000; i++) {
            walk.step();
            int[] c = walk.counts();
            int melds = walk.melds();
            String hand = Notation.formatCounts(c) + " with " + melds + " melds, step " + i;
            reused.reset(c, melds);
            SwapShanten fresh = new SwapShanten(set);
            fresh.reset(c, melds);
            assertThat(reused.shanten()).as(hand).isEqualTo(Shanten.ofValid(c, melds, set));
            int first = rnd.nextInt(set.kindCount()); // the discards from a random kind on, as a turn asks them
            for (int n = 0; n < set.kindCount(); n++) {
                int out = (first + n) % set.kindCount();
                if (c[out] == 0) {
                    continue;
                }
                int after = reused.afterDiscard(out);
                assertThat(after).as(hand + " - " + out).isEqualTo(fresh.afterDiscard(out));
                if (rnd.nextInt(3) == 0) {
                    continue; // some discards weighed, some not, so that some kept entries are not made
                }
                int base = after - 1 + rnd.nextInt(3);
                long candidates = rnd.nextInt(4) == 0 ? rnd.nextLong() : -1L;
                assertThat(reused.lowering(out, base, candidates)).as(hand + " - " + out + " below " + base)
                        .isEqualTo(fresh.lowering(out, base, candidates));
                assertThat(reused.mayLower(out, base, candidates)).as("bound of " + hand + " - " + out)
                        .isEqualTo(fresh.mayLower(out, base, candidates));
            }
        }
    }
}
