package org.jantaku.bots.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link SwapShanten#leastDiscards}, which works out one discard per class of alike kinds, finds
 * the same least shanten and the same tied kinds as {@link SwapShanten#afterDiscard} of every kind
 * asked, for all the kinds held and for random subsets of them (an agent asks about the discards
 * offered, or those its plan wants gone), along walks of hands with and without melds.
 */
class LeastDiscardsTest {

    @ParameterizedTest
    @EnumSource(value = TileSet.class, names = {"STANDARD_136", "SUITS_108"})
    void classesGiveTheDiscardsOneByOne(TileSet set) {
        SplittableRandom rnd = new SplittableRandom(53 + set.kindCount());
        HandWalk walk = new HandWalk(rnd, set.kindCount());
        SwapShanten search = new SwapShanten(set);
        int ties = 0;
        for (int i = 0; i < 4000; i++) {
            walk.step();
            int[] c = walk.counts();
            search.reset(c, walk.melds());
            long held = 0;
            for (int k = 0; k < set.kindCount(); k++) {
                held |= (long) (c[k] > 0 ? 1 : 0) << k;
            }
            for (long kinds : new long[] {held, held & rnd.nextLong(), held & rnd.nextLong() & rnd.nextLong()}) {
                if (kinds == 0) {
                    continue;
                }
                int least = Integer.MAX_VALUE;
                long tied = 0;
                for (long bits = kinds; bits != 0; bits &= bits - 1) {
                    int k = Long.numberOfTrailingZeros(bits);
                    int s = search.afterDiscard(k);
                    if (s < least) {
                        least = s;
                        tied = 1L << k;
                    } else if (s == least) {
                        tied |= 1L << k;
                    }
                }
                String hand = Notation.formatCounts(c) + " with " + walk.melds() + " melds, kinds " + Long.toHexString(kinds);
                assertThat(search.leastDiscards(kinds)).as(hand + ": tied").isEqualTo(tied);
                assertThat(search.leastAfterDiscard()).as(hand + ": least shanten").isEqualTo(least);
                ties += Long.bitCount(tied) > 1 ? 1 : 0;
            }
        }
        assertThat(ties).as("asks with several tied discards").isGreaterThan(1000);
    }
}
