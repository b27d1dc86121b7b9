package org.jantaku.riichi.scoring;

/**
 * One way of reading a won hand: the yaku present (a bit per {@link Yaku#ordinal()}), running totals
 * of ordinary han and of yakuman, the fu, and — for the fu breakdown — the reading and wait. A yaku is
 * present at most once and its han follow from the hand ({@link #han}), so a bit is enough. Reused
 * between readings: the scorer keeps two and swaps them.
 */
final class Candidate {
    private static final Yaku[] YAKU = Yaku.values();
    private static final boolean[] YAKUMAN = new boolean[YAKU.length];
    private static final boolean[] ORDINARY = new boolean[YAKU.length];
    /** Bits of the yakuman in a yaku mask. */
    static final long YAKUMAN_MASK;
    /** Bits of the ordinary yaku (neither yakuman nor dora) in a yaku mask. */
    static final long ORDINARY_MASK;

    static {
        if (YAKU.length > 64) {
            throw new IllegalStateException("a yaku mask holds 64 yaku");
        }
        long yakuman = 0;
        long ordinary = 0;
        for (Yaku y : YAKU) {
            YAKUMAN[y.ordinal()] = y.isYakuman();
            ORDINARY[y.ordinal()] = !y.isYakuman() && !y.isDora();
            yakuman |= y.isYakuman() ? 1L << y.ordinal() : 0;
            ordinary |= ORDINARY[y.ordinal()] ? 1L << y.ordinal() : 0;
        }
        YAKUMAN_MASK = yakuman;
        ORDINARY_MASK = ordinary;
    }

    /** Bit {@code y.ordinal()} set for each yaku present. */
    long mask;
    /** Sum of ordinary yaku han (dora excluded). */
    int yakuHan;
    /** Sum of yakuman values. */
    int yakuman;
    int fu;
    /** The reading's form, its sets and the winning tile's place (for the fu breakdown). */
    Form form = Form.STANDARD;
    final Reading reading = new Reading();
    WaitShape wait = WaitShape.RYANMEN;
    /** Whether the reading is valued as renhou's fixed mangan ({@code riichi.renhou=manganFixed}). */
    boolean renhouMangan;
    boolean pinfu;

    /** The forms of a complete hand. */
    enum Form { STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS }

    void add(Yaku y, int h) {
        int i = y.ordinal();
        mask |= 1L << i;
        if (YAKUMAN[i]) {
            yakuman += h;
        } else if (ORDINARY[i]) {
            yakuHan += h;
        }
    }

    boolean has(Yaku y) {
        return (mask & 1L << y.ordinal()) != 0;
    }

    /**
     * The han a present yaku is worth in this hand: a yakuman's value (1 or 2), open riichi's 1 next
     * to double riichi, else the yaku's closed or open han.
     */
    int han(Yaku y, boolean closed, RiichiOptions o) {
        if (y.isYakuman()) {
            return o.yakumanValue(y);
        }
        if (y == Yaku.OPEN_RIICHI && has(Yaku.DOUBLE_RIICHI)) {
            return 1;
        }
        return closed ? y.hanClosed() : y.hanOpen();
    }

    /** Makes this a copy of {@code o}'s yaku (not its shape). */
    void copyYaku(Candidate o) {
        mask = o.mask;
        yakuHan = o.yakuHan;
        yakuman = o.yakuman;
        fu = o.fu;
        form = o.form;
        renhouMangan = false;
    }

    void clear() {
        mask = 0;
        yakuHan = 0;
        yakuman = 0;
        fu = 0;
        form = Form.STANDARD;
    }

    /** Yakuman value of the reading: the sum, or without stacking the largest single one. */
    int yakumanValue(RiichiOptions o) {
        if (o.stacking() || yakuman == 0) {
            return yakuman;
        }
        int max = 0;
        for (int i = 0; i < YAKU.length; i++) {
            if (YAKUMAN[i] && (mask & 1L << i) != 0) {
                max = Math.max(max, o.yakumanValue(YAKU[i]));
            }
        }
        return max;
    }

    static Yaku yaku(int ordinal) {
        return YAKU[ordinal];
    }
}
