package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShantenPartsTest {

    /** Every one-kind change, looked up part by part, gives the shanten of the whole counts. */
    @ParameterizedTest(name = "{0} melds, {1}")
    @CsvSource({"0, STANDARD_136", "1, STANDARD_136", "2, STANDARD_136", "4, STANDARD_136", "0, SUITS_108",
            "3, SUITS_108"})
    void partsAgreeWithTheWholeHand(int melds, TileSet set) {
        SplittableRandom rnd = new SplittableRandom(77 + melds);
        for (int i = 0; i < 1000; i++) {
            int[] c = RandomHands.draw(rnd, 13 - 3 * melds, set.kindCount());
            int[] before = c.clone();
            ShantenParts parts = new ShantenParts(c, melds, set);
            assertThat(parts.shanten()).isEqualTo(Shanten.ofValid(c, melds, set));
            for (int k = 0; k < set.kindCount(); k++) {
                if (c[k] < 4) {
                    c[k]++;
                    int expected = Shanten.ofValid(c, melds, set);
                    c[k]--;
                    assertThat(parts.shantenWith(k, 1)).as(Notation.formatCounts(c) + " + kind " + k).isEqualTo(expected);
                }
            }
            assertThat(c).isEqualTo(before);
            int k = rnd.nextInt(set.kindCount());
            if (c[k] < 4) {
                parts.change(k, 1);
                assertThat(c[k]).isEqualTo(before[k] + 1);
                assertThat(parts.shanten()).isEqualTo(Shanten.ofValid(c, melds, set));
                int drop = Long.numberOfTrailingZeros(nonZero(c));
                assertThat(parts.shantenWith(drop, -1)).isEqualTo(shantenWithout(c, drop, melds, set));
            }
        }
    }

    private static long nonZero(int[] c) {
        long m = 0;
        for (int k = 0; k < c.length; k++) {
            m |= c[k] > 0 ? 1L << k : 0;
        }
        return m;
    }

    private static int shantenWithout(int[] c, int k, int melds, TileSet set) {
        c[k]--;
        int s = Shanten.ofValid(c, melds, set);
        c[k]++;
        return s;
    }
}
