package org.jantaku.core.analysis;

import java.util.stream.IntStream;

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
        long[] improving = new long[10];
        long[] free = new long[10];
        for (int i = 0, weight = 1; i < kinds; i++, weight *= 5) {
            int count = hash / weight % 5;
            if (count < 4 && tiles < 14) {
                long more = table[index(hash + weight, suit)];
                for (int f = 0; f < 10; f++) {
                    improving[f] |= (long) (field(more, f) < field(entry, f) ? 1 : 0) << i;
                }
            }
            if (count > 0) {
                long less = table[index(hash - weight, suit)];
                for (int f = 0; f < 10; f++) {
                    free[f] |= (long) (field(less, f) == field(entry, f) ? 1 : 0) << i;
                }
            }
        }
        int from = ShantenMasks.STRIDE * index(hash, suit);
        for (int f = 0; f < 10; f++) {
            if (f < 7) {
                masks[from] |= improving[f] << 9 * f;
                masks[from + 1] |= free[f] << 9 * f;
            } else {
                masks[from + 2] |= improving[f] << 9 * (f - 7) | free[f] << 27 + 9 * (f - 7);
            }
        }
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
