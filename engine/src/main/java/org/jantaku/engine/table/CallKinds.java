package org.jantaku.engine.table;

/**
 * The kinds a seat's concealed tiles could call, by kind masks (a bit per kind index): the kinds it holds twice or more
 * (a pung, a kong), and for the seat that may chi the numbered kinds it holds two neighbours of (one on each side, the two
 * below or the two above, within the suit). The flow's first test of a seat on every discard ({@link CallOptions}), so
 * branch-free.
 */
final class CallKinds {
    /** Number kinds with their rank (0-8) at least 2, from 1 to 7, at most 6: a bit per kind of the three suits. */
    private static final long RANK_2_UP = suitMask(0b111111100);
    private static final long RANK_1_TO_7 = suitMask(0b011111110);
    private static final long RANK_UP_TO_6 = suitMask(0b001111111);

    private CallKinds() {
    }

    /**
     * Whether a hand holding {@code held} (a bit per kind held) and {@code pairs} (per kind held twice or more) could
     * call a tile of {@code kind}, chis included when {@code chiSeat}.
     */
    static boolean callable(long held, long pairs, boolean chiSeat, int kind) {
        long callable = chiSeat ? pairs | chiKinds(held) : pairs;
        return (callable >>> kind & 1) != 0;
    }

    /**
     * The number kinds a hand holding {@code held} could chi: the two below held, one on each side, or the two above,
     * within the suit (shifted bits that cross a suit's edge fall outside the rank masks).
     */
    static long chiKinds(long held) {
        long h = held & (1L << 27) - 1;
        return h << 1 & h << 2 & RANK_2_UP | h << 1 & h >>> 1 & RANK_1_TO_7 | h >>> 1 & h >>> 2 & RANK_UP_TO_6;
    }

    private static long suitMask(long ranks) {
        return ranks | ranks << 9 | ranks << 18;
    }
}
