package org.jantaku.bots.search;

/**
 * One comparison for "does this part's entry bring the hand within a distance", in a single 64-bit
 * subtraction (SWAR): a part's ten d(m, p) fields are spread into 5-bit lanes, and the limits they
 * must meet (the distance allowed less what the other parts need for the complementary sets and
 * pair) are packed the same way, offset by 16. Every lane of {@code limits − lanes} then stays within
 * 0-31 (no borrow crosses lanes), and its bit 4 is set exactly when that field meets its limit.
 * {@link SwapShanten} tests a few dozen draws per discard this way instead of ten sums each.
 */
final class SwapLanes {
    private static final int LANES = 10;
    /** Bit 4 of every lane. */
    private static final long MET = 0x2108421084210L;

    private SwapLanes() {
    }

    /** The entry's d(m, p) fields, field {@code 2m + p} into lane {@code 2m + p} (bits {@code 5(2m + p)} on). */
    static long spread(long entry) {
        long lanes = 0;
        for (int i = 0; i < LANES; i++) {
            lanes |= (entry >>> 4 * i & 15) << 5 * i;
        }
        return lanes;
    }

    /**
     * The limits for a hand whose other parts are combined in {@code rest} from {@code at} (d(m, p) at
     * {@code at + 2m + p}, up to {@code sets} sets): one part's field (m, p) meets its limit when, with
     * the other parts' (sets − m, 1 − p), it makes a distance of at most {@code distance}.
     */
    static long limits(int[] rest, int at, int sets, int distance) {
        long limits = 0;
        for (int m = 0; m <= 4; m++) {
            for (int p = 0; p < 2; p++) {
                int limit = m <= sets ? Math.max(-1, distance - rest[at + 2 * (sets - m) + 1 - p]) : -1;
                limits |= (long) (limit + 16) << 5 * (2 * m + p);
            }
        }
        return limits;
    }

    /** Whether some field of {@code lanes} meets its limit. */
    static boolean within(long limits, long lanes) {
        return ((limits - lanes) & MET) != 0;
    }
}
