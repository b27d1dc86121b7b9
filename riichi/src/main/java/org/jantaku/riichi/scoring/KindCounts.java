package org.jantaku.riichi.scoring;

/**
 * Tile counts of the 34 kinds packed in two longs, a 3-bit field per kind (a count is at most 4):
 * kinds 0-20 in the low word, 21-33 in the high one. Counting a tile is two additions in registers
 * (no array to clear, no read-modify-write chains), and seven pairs is a test over all fields at once.
 */
final class KindCounts {
    /** Kinds in the low word. */
    private static final int LOW_KINDS = 21;
    /** The lowest bit of every field. */
    private static final long ONES;
    private static final long TWOS;
    private static final long FOURS;
    private static final long[] LOW_ONE = new long[34];
    private static final long[] HIGH_ONE = new long[34];

    static {
        long ones = 0;
        for (int field = 0; field < LOW_KINDS; field++) {
            ones |= 1L << 3 * field;
        }
        ONES = ones;
        TWOS = ones << 1;
        FOURS = ones << 2;
        for (int k = 0; k < 34; k++) {
            LOW_ONE[k] = k < LOW_KINDS ? 1L << 3 * k : 0;
            HIGH_ONE[k] = k < LOW_KINDS ? 0 : 1L << 3 * (k - LOW_KINDS);
        }
    }

    private KindCounts() {
    }

    /** What one tile of {@code kind} adds to the low word. */
    static long lowOne(int kind) {
        return LOW_ONE[kind];
    }

    /** What one tile of {@code kind} adds to the high word. */
    static long highOne(int kind) {
        return HIGH_ONE[kind];
    }

    /** The count of {@code kind}. */
    static int count(long low, long high, int kind) {
        return kind < LOW_KINDS ? (int) (low >>> 3 * kind & 7) : (int) (high >>> 3 * (kind - LOW_KINDS) & 7);
    }

    /**
     * Whether the counts are seven pairs: every count 0 or 2 (or 4, as two pairs, when allowed), seven
     * pairs in all.
     */
    static boolean sevenPairs(long low, long high, boolean fourOfKindAsTwoPairs) {
        if (((low | high) & ONES) != 0 || (!fourOfKindAsTwoPairs && ((low | high) & FOURS) != 0)) {
            return false;
        }
        return Long.bitCount(low & TWOS) + Long.bitCount(high & TWOS)
                + 2 * (Long.bitCount(low & FOURS) + Long.bitCount(high & FOURS)) == 7;
    }
}
