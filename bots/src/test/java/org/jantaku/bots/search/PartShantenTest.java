package org.jantaku.bots.search;

import org.jantaku.core.analysis.RandomHands;
import org.jantaku.core.analysis.Shanten;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class PartShantenTest {

    /**
     * Along a walk of hands (a few parts changing per step), the kept entries give {@link Shanten#ofValid}
     * of each hand, and of each hand less two of its tiles (a pon's or a chi's, or any two) with one
     * meld more.
     */
    @ParameterizedTest
    @EnumSource(value = TileSet.class, names = {"STANDARD_136", "SUITS_108"})
    void keptPartsGiveTheWholeHandsShanten(TileSet set) {
        SplittableRandom rnd = new SplittableRandom(7 + set.kindCount());
        HandWalk walk = new HandWalk(rnd, set.kindCount());
        PartShanten parts = new PartShanten(set);
        for (int i = 0; i < 5000; i++) {
            walk.step();
            int[] c = walk.counts().clone();
            int melds = walk.melds();
            RandomHands.removeOne(rnd, c); // a claim window's hand: 3n+1 tiles
            String hand = Notation.formatCounts(c) + " with " + melds + " melds, step " + i;
            assertThat(parts.of(c, melds)).as(hand).isEqualTo(Shanten.ofValid(c, melds, set));
            if (melds == 4) {
                continue;
            }
            for (int call = 0; call < 3; call++) {
                int a = held(rnd, c);
                c[a]--;
                int b = call == 0 && c[a] > 0 ? a : held(rnd, c); // a pon's two tiles first, then any two
                c[a]++;
                int[] d = c.clone();
                d[a]--;
                d[b]--;
                assertThat(parts.without(a, b, melds + 1)).as(hand + " - " + a + " - " + b)
                        .isEqualTo(Shanten.ofValid(d, melds + 1, set));
            }
        }
    }

    private static int held(SplittableRandom rnd, int[] c) {
        int k;
        do {
            k = rnd.nextInt(34);
        } while (c[k] == 0);
        return k;
    }
}
