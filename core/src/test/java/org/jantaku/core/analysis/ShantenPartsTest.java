package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShantenPartsTest {

    /**
     * Through a discard, a draw, a discard and a draw (as the agents search), every trial change of
     * one kind, looked up part by part, gives the shanten of the whole counts.
     */
    @ParameterizedTest(name = "{0} melds, {1}")
    @CsvSource({"0, STANDARD_136", "1, STANDARD_136", "2, STANDARD_136", "4, STANDARD_136", "0, SUITS_108",
            "3, SUITS_108"})
    void partsAgreeWithTheWholeHand(int melds, TileSet set) {
        SplittableRandom rnd = new SplittableRandom(77 + melds);
        for (int i = 0; i < 500; i++) {
            int[] c = RandomHands.draw(rnd, 13 - 3 * melds, set.kindCount());
            ShantenParts parts = new ShantenParts(c, melds, set);
            checkEveryTrial(parts, c, melds, set);
            for (int step = 0; step < 4; step++) {
                int k;
                if (step % 2 == 0) {
                    k = randomHeld(rnd, c);
                    parts.change(k, -1);
                } else {
                    do {
                        k = rnd.nextInt(set.kindCount());
                    } while (c[k] == 4);
                    parts.change(k, 1);
                }
                checkEveryTrial(parts, c, melds, set);
            }
        }
    }

    private static void checkEveryTrial(ShantenParts parts, int[] c, int melds, TileSet set) {
        int[] before = c.clone();
        assertThat(parts.shanten()).as(Notation.formatCounts(c)).isEqualTo(Shanten.ofValid(c, melds, set));
        int tiles = 0;
        for (int n : c) {
            tiles += n;
        }
        for (int k = 0; k < set.kindCount(); k++) {
            if (c[k] < 4 && tiles < 14 - 3 * melds) {
                assertThat(parts.shantenWith(k, 1)).as(Notation.formatCounts(c) + " + kind " + k)
                        .isEqualTo(shantenWith(c, k, 1, melds, set));
            }
            if (c[k] > 0) {
                assertThat(parts.shantenWith(k, -1)).as(Notation.formatCounts(c) + " - kind " + k)
                        .isEqualTo(shantenWith(c, k, -1, melds, set));
            }
        }
        assertThat(c).isEqualTo(before);
    }

    private static int randomHeld(SplittableRandom rnd, int[] c) {
        int k;
        do {
            k = rnd.nextInt(c.length);
        } while (c[k] == 0);
        return k;
    }

    private static int shantenWith(int[] c, int k, int delta, int melds, TileSet set) {
        c[k] += delta;
        int s = Shanten.ofValid(c, melds, set);
        c[k] -= delta;
        return s;
    }
}
