package org.jantaku.bots.search;

import java.util.stream.IntStream;
import org.jantaku.core.analysis.ShantenTables;
import org.jantaku.core.analysis.SuitIndex;

/**
 * Builds the tables of {@link ShantenMasks} from those of {@link ShantenTables}, the count vectors
 * shared among the cores (kept apart from the masks' class so that the parallel workers never wait
 * on that class's initialisation).
 */
final class ShantenMasksBuilder {
    private ShantenMasksBuilder() {
    }

    /** The masks of every vector of {@code kinds} kinds (9: a numbered suit, by {@link SuitIndex}; 7: the honours, by hash). */
    static long[] build(int kinds, boolean suit) {
        int size = 1;
        for (int i = 0; i < kinds; i++) {
            size *= 5;
        }
        long[] table = suit ? ShantenTables.SUIT : ShantenTables.HONOR; // both initialised on this thread
        if (suit && SuitIndex.SIZE == 0) {
            throw new IllegalStateException("suit index missing");
        }
        long[] masks = new long[ShantenMasks.STRIDE * (suit ? SuitIndex.SIZE : size)];
        int hashes = size;
        IntStream.range(0, 25).parallel().forEach(slice -> { // each vector's slots are its own
            for (int hash = slice; hash < hashes; hash += 25) {
                int tiles = SuitIndex.digitSum(hash, kinds);
                if (tiles <= 14) {
                    fill(masks, table, hash, tiles, kinds, suit);
                }
            }
        });
        return masks;
    }

    /** The masks and entry of the vector {@code hash} (base 5, kind 0 lowest) of {@code tiles} tiles. */
    private static void fill(long[] masks, long[] table, int hash, int tiles, int kinds, boolean suit) {
        long entry = table[index(hash, suit)];
        long improvingLow = 0;
        long freeLow = 0;
        long high = 0;
        for (int i = 0, weight = 1; i < kinds; i++, weight *= 5) {
            int count = hash / weight % 5;
            if (count < 4 && tiles < 14) {
                long more = table[index(hash + weight, suit)];
                for (int f = 0; f < 10; f++) {
                    if (field(more, f) < field(entry, f)) {
                        if (f < 7) {
                            improvingLow |= 1L << 9 * f + i;
                        } else {
                            high |= 1L << 9 * (f - 7) + i;
                        }
                    }
                }
            }
            if (count > 0) {
                long less = table[index(hash - weight, suit)];
                for (int f = 0; f < 10; f++) {
                    if (field(less, f) == field(entry, f)) {
                        if (f < 7) {
                            freeLow |= 1L << 9 * f + i;
                        } else {
                            high |= 1L << 27 + 9 * (f - 7) + i;
                        }
                    }
                }
            }
        }
        int from = ShantenMasks.STRIDE * index(hash, suit);
        masks[from] = improvingLow;
        masks[from + 1] = freeLow;
        masks[from + 2] = high;
        masks[from + 3] = entry;
    }

    private static int index(int hash, boolean suit) {
        return suit ? SuitIndex.of(hash) : hash;
    }

    /** Field {@code f} (d(m, p) with f = 2m + p) of a table entry. */
    private static int field(long entry, int f) {
        return ShantenTables.get(entry, f >> 1, f & 1);
    }
}
