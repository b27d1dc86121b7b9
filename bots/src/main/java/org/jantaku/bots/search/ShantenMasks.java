package org.jantaku.bots.search;

import org.jantaku.core.analysis.Parts;
/**
 * Per count vector of one part (as indexed in {@link ShantenTables}), and per d(m, p) field of its
 * entry: the kinds of the part one more tile of which lowers that field (improving), and the kinds
 * one tile of which can go without raising it (free). {@link SwapShanten} reads them instead of
 * looking up a changed entry for every discard and every draw: a discard keeps the hand's distance
 * exactly when its kind is free in a field of some best split of the sets between the parts, and a
 * draw lowers it exactly when its kind improves such a field (adding a tile lowers a field by one at
 * most, taking one away raises it by one at most).
 *
 * <p>Four longs per vector ({@link #STRIDE}), kind {@code i} of the part at bit {@code i} of a 9-bit
 * slot, field {@code f = 2m + p}: improving fields 0-6 in the first long, free fields 0-6 in the second,
 * improving fields 7-9 and then free fields 7-9 in the third; the fourth is the vector's entry in
 * {@link ShantenTables}, so that a search reading a new part's entry and masks touches one place in
 * memory (mostly one cache line) instead of two tables. A vector of 14 tiles improves nothing (the
 * tables stop there). Built once per JVM on first use, on every core ({@link ShantenMasksBuilder}:
 * about 15 MB, a fraction of a second).
 */
final class ShantenMasks {
    /** Longs per vector. */
    static final int STRIDE = 4;
    /** Per {@link SuitIndex} index, four longs. */
    static final long[] SUIT = ShantenMasksBuilder.build(9, true);
    /** Per honour hash, four longs. */
    static final long[] HONOR = ShantenMasksBuilder.build(7, false);

    private static final int SLOT = 0x1FF;

    private ShantenMasks() {
    }

    /** The masks of a part's count vectors (0-2 the numbered suits, 3 the honours). */
    static long[] of(int part) {
        return part < Parts.HONORS ? SUIT : HONOR;
    }

    /** The kinds (bit {@code i}: the part's {@code i}-th kind) one more tile of which lowers field {@code field} of vector {@code at} of {@code masks}. */
    static long improving(long[] masks, int at, int field) {
        return slot(masks[STRIDE * at], masks[STRIDE * at + 2], field, false);
    }

    /** The kinds held whose tile can go without raising field {@code field} of vector {@code at} of {@code masks}. */
    static long free(long[] masks, int at, int field) {
        return slot(masks[STRIDE * at + 1], masks[STRIDE * at + 2], field, true);
    }

    /** The entry in {@link ShantenTables} of vector {@code at} of {@code masks}. */
    static long entry(long[] masks, int at) {
        return masks[STRIDE * at + 3];
    }

    /**
     * One mask of a vector whose first long of that sort ({@code low}: the improving or the free
     * fields 0-6) and third long ({@code high}) are read: for callers that read several fields.
     */
    static long slot(long low, long high, int field, boolean free) {
        return field < 7 ? low >>> 9 * field & SLOT : high >>> (free ? 27 : 0) + 9 * (field - 7) & SLOT;
    }
}
