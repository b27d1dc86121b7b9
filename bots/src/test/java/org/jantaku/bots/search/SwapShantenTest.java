package org.jantaku.bots.search;

import org.jantaku.core.analysis.RandomHands;
import org.jantaku.core.analysis.Shanten;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SwapShantenTest {

    /**
     * On random hands of 3n+2 tiles (one search reused from hand to hand, as an agent does), every
     * discard gives the shanten of the whole changed counts, and for every discard, in any order, the
     * draws found lowering the shanten below a bound around it are exactly those that do (and among
     * those that may).
     */
    @ParameterizedTest(name = "{0} melds, {1}")
    @CsvSource({"0, STANDARD_136", "1, STANDARD_136", "2, STANDARD_136", "3, STANDARD_136", "4, STANDARD_136",
            "0, SUITS_108", "2, SUITS_108"})
    void everySwapAgreesWithTheWholeHand(int melds, TileSet set) {
        SplittableRandom rnd = new SplittableRandom(31 + melds);
        SwapShanten search = new SwapShanten(set);
        for (int i = 0; i < 600; i++) {
            int[] c = i % 5 == 4 ? RandomHands.complete(rnd, melds, set.kindCount())
                    : i % 5 == 3 ? pairsAndOrphans(rnd, set)
                    : RandomHands.draw(rnd, 14 - 3 * melds, i % 5 == 2 ? 9 : set.kindCount()); // one suit (清一色) now and then
            if (i % 5 == 3 && melds > 0) {
                continue;
            }
            int[] before = c.clone();
            search.reset(c, melds);
            String hand = Notation.formatCounts(c);
            int shanten = Shanten.ofValid(c, melds, set);
            assertThat(search.shanten()).as(hand).isEqualTo(shanten);
            int first = rnd.nextInt(set.kindCount()); // the discards from a random kind on, wrapping round
            for (int n = 0; n < set.kindCount(); n++) {
                int out = (first + n) % set.kindCount();
                if (c[out] == 0) {
                    continue;
                }
                int after = with(c, out, -1, melds, set);
                assertThat(search.afterDiscard(out)).as(hand + " - " + out).isEqualTo(after);
                int base = after - 1 + rnd.nextInt(3);
                long candidates = rnd.nextInt(4) == 0 ? rnd.nextLong() : -1L;
                long expected = 0;
                for (int in = 0; in < set.kindCount(); in++) {
                    if ((candidates & 1L << in) != 0 && (in == out || c[in] < 4) && with(c, out, in, melds, set) < base) {
                        expected |= 1L << in;
                    }
                }
                assertThat(search.lowering(out, base, candidates)).as(hand + " - " + out + " below " + base)
                        .isEqualTo(expected);
                assertThat(expected & ~search.mayLower(out, base, candidates)).as("bound of " + hand + " - " + out).isZero();
            }
            assertThat(c).isEqualTo(before);
        }
    }

    /** A closed hand of pairs and terminals or honours, near seven pairs and thirteen orphans. */
    private static int[] pairsAndOrphans(SplittableRandom rnd, TileSet set) {
        int[] c = new int[34];
        int[] orphans = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
        for (int tiles = 0; tiles < 14; ) {
            int k = rnd.nextBoolean() ? orphans[rnd.nextInt(set.kindCount() > 27 ? 13 : 6)] : rnd.nextInt(set.kindCount());
            int n = Math.min(14 - tiles, rnd.nextBoolean() ? 2 : 1);
            if (c[k] + n <= 4) {
                c[k] += n;
                tiles += n;
            }
        }
        return c;
    }

    /** The shanten with a tile of {@code out} thrown and one of {@code in} drawn ({@code in} −1: none). */
    private static int with(int[] c, int out, int in, int melds, TileSet set) {
        int[] d = c.clone();
        d[out]--;
        if (in >= 0) {
            d[in]++;
        }
        return Shanten.ofValid(d, melds, set);
    }
}
