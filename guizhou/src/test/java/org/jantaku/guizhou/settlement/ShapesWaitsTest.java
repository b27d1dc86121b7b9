package org.jantaku.guizhou.settlement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.junit.jupiter.api.Test;

/**
 * {@link Shapes#waitMask} (the shanten tables, then the seven-pairs-with-a-龙 wait) against the
 * definition: each kind not owned four times that makes the hand complete, over random hands near
 * ready, with up to three pongs and kongs, and hands built to wait on a 龙.
 */
class ShapesWaitsTest {

    @Test
    void waitsAreTheKindsThatComplete() {
        SplittableRandom r = new SplittableRandom(27);
        int ready = 0;
        for (int i = 0; i < 40_000; i++) {
            List<Meld> melds = new ArrayList<>();
            int[] owned = new int[TileKind.COUNT];
            int m = r.nextInt(4);
            while (melds.size() < m) {
                int k = r.nextInt(Shapes.KINDS);
                if (owned[k] == 0) {
                    MeldShape kind = r.nextBoolean() ? MeldShape.PUNG : MeldShape.CONCEALED_KONG;
                    melds.add(Meld.described(kind, TileKind.of(k), 0, false));
                    owned[k] = kind.size();
                }
            }
            int[] c = new int[TileKind.COUNT];
            int suit = r.nextInt(3) * 9;
            for (int n = 0; n < 13 - 3 * m; ) {
                int k = r.nextInt(4) == 0 ? r.nextInt(Shapes.KINDS) : suit + r.nextInt(9);
                if (owned[k] + c[k] < 4) {
                    c[k]++;
                    n++;
                }
            }
            if (i % 10 == 0 && m == 0) {
                c = new int[TileKind.COUNT];
                c[suit] = 3;
                for (int p = 1; p <= 5; p++) {
                    c[suit + p] = 2;
                }
            }
            long expected = 0;
            for (int k = 0; k < Shapes.KINDS; k++) {
                if (owned[k] + c[k] < 4) {
                    c[k]++;
                    if (Shapes.isComplete(c, m) || m == 0 && org.jantaku.core.analysis.Decomposer.isSevenPairs(c, true)) {
                        expected |= 1L << k;
                    }
                    c[k]--;
                }
            }
            assertThat(Shapes.waitMask(c, melds)).as("waits of %s with %s", java.util.Arrays.toString(c), melds).isEqualTo(expected);
            ready += expected != 0 ? 1 : 0;
        }
        assertThat(ready).as("ready hands are tried").isGreaterThan(1_000);
    }
}
