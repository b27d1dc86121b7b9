package org.jantaku.bots.search;

import org.jantaku.core.analysis.Parts;
import org.jantaku.core.analysis.ShantenTables;
import org.jantaku.core.analysis.SuitIndex;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ShantenMasksTest {

    /**
     * On random count vectors of a numbered suit and of the honours (0-14 tiles), every field's
     * improving and free kinds are exactly those whose one more or one less tile, looked up whole in
     * the shanten tables, lowers that field or leaves it as it was; and the entry kept beside them is the tables'.
     */
    @ParameterizedTest(name = "part {0}")
    @ValueSource(ints = {0, 1, 2, 3})
    void masksAgreeWithTheChangedVectorsLookedUp(int part) {
        SplittableRandom rnd = new SplittableRandom(5 + part);
        int first = 9 * part;
        int kinds = part == Parts.HONORS ? 7 : 9;
        long[] masks = ShantenMasks.of(part);
        for (int n = 0; n < 3000; n++) {
            int[] c = new int[34];
            int tiles = rnd.nextInt(15);
            for (int t = 0; t < tiles; t++) {
                int k = first + rnd.nextInt(kinds);
                if (c[k] < 4) {
                    c[k]++;
                }
            }
            int held = 0;
            for (int i = 0; i < kinds; i++) {
                held += c[first + i];
            }
            long entry = Parts.entry(c, part, true);
            int at = index(c, part);
            assertThat(ShantenMasks.entry(masks, at)).as("entry of %s", java.util.Arrays.toString(c)).isEqualTo(entry);
            for (int f = 0; f < 10; f++) {
                long improving = 0;
                long free = 0;
                for (int i = 0; i < kinds; i++) {
                    int k = first + i;
                    if (c[k] < 4 && held < 14) {
                        c[k]++;
                        improving |= (long) (field(Parts.entry(c, part, true), f) < field(entry, f) ? 1 : 0) << i;
                        c[k]--;
                    }
                    if (c[k] > 0) {
                        c[k]--;
                        free |= (long) (field(Parts.entry(c, part, true), f) == field(entry, f) ? 1 : 0) << i;
                        c[k]++;
                    }
                }
                assertThat(ShantenMasks.improving(masks, at, f)).as("improving, field %d of %s", f, java.util.Arrays.toString(c))
                        .isEqualTo(improving);
                assertThat(ShantenMasks.free(masks, at, f)).as("free, field %d of %s", f, java.util.Arrays.toString(c))
                        .isEqualTo(free);
            }
        }
    }

    /** The vector's index in the tables, from its base-5 hash (the part's first kind lowest). */
    private static int index(int[] c, int part) {
        int first = 9 * part;
        int hash = 0;
        for (int k = Math.min(34, first + 9) - 1; k >= first; k--) {
            hash = 5 * hash + c[k];
        }
        return part < Parts.HONORS ? SuitIndex.of(hash) : hash;
    }

    private static int field(long entry, int f) {
        return ShantenTables.get(entry, f >> 1, f & 1);
    }
}
