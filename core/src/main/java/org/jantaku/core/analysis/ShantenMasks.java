package org.jantaku.core.analysis;

/**
 * Per count vector of one part (as indexed in {@link ShantenTables}), and per d(m, p) field of its
 * entry: the kinds of the part one more tile of which lowers that field (improving), and the kinds
 * one tile of which can go without raising it (free). {@link SwapShanten} reads them instead of
 * looking up a changed entry for every discard and every draw: a discard keeps the hand's distance
 * exactly when its kind is free in a field of some best split of the sets between the parts, and a
 * draw lowers it exactly when its kind improves such a field (adding a tile lowers a field by one at
 * most, taking one away raises it by one at most).
 *
 * <p>Three longs per vector, kind {@code i} of the part at bit {@code i} of a 9-bit slot, field
 * {@code f = 2m + p}: improving fields 0-6 in the first long, free fields 0-6 in the second, improving
 * fields 7-9 and then free fields 7-9 in the third. A vector of 14 tiles improves nothing (the tables
 * stop there). Built once per JVM on first use (about 11 MB, a fraction of a second).
 */
final class ShantenMasks {
    /** Per {@link SuitIndex} index, three longs. */
    static final long[] SUIT = build(9, true);
    /** Per honour hash, three longs. */
    static final long[] HONOR = build(7, false);

    private static final int SLOT = 0x1FF;

    private ShantenMasks() {
    }

    /** The masks of a part's count vectors (0-2 the numbered suits, 3 the honours). */
    static long[] of(int part) {
        return part < Parts.HONORS ? SUIT : HONOR;
    }

    /** The kinds (bit {@code i}: the part's {@code i}-th kind) one more tile of which lowers field {@code field} of vector {@code at} of {@code masks}. */
    static long improving(long[] masks, int at, int field) {
        return slot(masks[3 * at], masks[3 * at + 2], field, false);
    }

    /** The kinds held whose tile can go without raising field {@code field} of vector {@code at} of {@code masks}. */
    static long free(long[] masks, int at, int field) {
        return slot(masks[3 * at + 1], masks[3 * at + 2], field, true);
    }

    /**
     * One mask of a vector whose first long of that sort ({@code low}: the improving or the free
     * fields 0-6) and third long ({@code high}) are read: for callers that read several fields.
     */
    static long slot(long low, long high, int field, boolean free) {
        return field < 7 ? low >>> 9 * field & SLOT : high >>> (free ? 27 : 0) + 9 * (field - 7) & SLOT;
    }

    private static long[] build(int kinds, boolean suit) {
        int size = 1;
        for (int i = 0; i < kinds; i++) {
            size *= 5;
        }
        long[] table = suit ? ShantenTables.SUIT : ShantenTables.HONOR;
        long[] masks = new long[3 * (suit ? SuitIndex.SIZE : size)];
        for (int hash = 0; hash < size; hash++) {
            int tiles = SuitIndex.digitSum(hash, kinds);
            if (tiles <= 14) {
                fill(masks, table, hash, tiles, kinds, suit);
            }
        }
        return masks;
    }

    /** The masks of the vector {@code hash} (base 5, kind 0 lowest) of {@code tiles} tiles. */
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
        int from = 3 * index(hash, suit);
        for (int f = 0; f < 10; f++) {
            if (f < 7) {
                masks[from] |= improving[f] << 9 * f;
                masks[from + 1] |= free[f] << 9 * f;
            } else {
                masks[from + 2] |= improving[f] << 9 * (f - 7) | free[f] << 27 + 9 * (f - 7);
            }
        }
    }

    private static int index(int hash, boolean suit) {
        return suit ? SuitIndex.of(hash) : hash;
    }

    /** Field {@code f} (d(m, p) with f = 2m + p) of a table entry. */
    private static int field(long entry, int f) {
        return ShantenTables.get(entry, f >> 1, f & 1);
    }
}
