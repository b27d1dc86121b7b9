package org.jantaku.riichi.scoring;

import java.util.Arrays;

/**
 * One way of reading a won hand: the han of each yaku (indexed by {@link Yaku#ordinal()}), running
 * totals of ordinary han and of yakuman, the fu, and — for the fu breakdown — the shape and wait.
 * Reused between readings: the scorer keeps two and swaps them.
 */
final class Candidate {
    private static final Yaku[] YAKU = Yaku.values();
    private static final boolean[] YAKUMAN = new boolean[YAKU.length];
    private static final boolean[] ORDINARY = new boolean[YAKU.length];

    static {
        for (Yaku y : YAKU) {
            YAKUMAN[y.ordinal()] = y.isYakuman();
            ORDINARY[y.ordinal()] = !y.isYakuman() && !y.isDora();
        }
    }

    final int[] han = new int[YAKU.length];
    /** Sum of ordinary yaku han (dora excluded). */
    int yakuHan;
    /** Sum of yakuman values. */
    int yakuman;
    int fu;
    /** The reading's form, its shape and the winning tile's place (for the fu breakdown). */
    Form form = Form.STANDARD;
    final Shape shape = new Shape();
    WaitShape wait = WaitShape.RYANMEN;
    /** Whether the reading is valued as renhou's fixed mangan ({@code riichi.renhou=manganFixed}). */
    boolean renhouMangan;
    int wonSet;
    boolean pinfu;

    /** The forms of a complete hand. */
    enum Form { STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS }

    void add(Yaku y, int h) {
        int i = y.ordinal();
        han[i] += h;
        if (YAKUMAN[i]) {
            yakuman += h;
        } else if (ORDINARY[i]) {
            yakuHan += h;
        }
    }

    boolean has(Yaku y) {
        return han[y.ordinal()] > 0;
    }

    /** Makes this a copy of {@code o}'s yaku (not its shape). */
    void copyYaku(Candidate o) {
        System.arraycopy(o.han, 0, han, 0, han.length);
        yakuHan = o.yakuHan;
        yakuman = o.yakuman;
        fu = o.fu;
        form = o.form;
        renhouMangan = false;
    }

    void clear() {
        Arrays.fill(han, 0);
        yakuHan = 0;
        yakuman = 0;
        fu = 0;
        form = Form.STANDARD;
    }

    /** Yakuman value of the reading: the sum, or without stacking the largest single one. */
    int yakumanValue(boolean stacking) {
        if (stacking || yakuman == 0) {
            return yakuman;
        }
        int max = 0;
        for (int i = 0; i < han.length; i++) {
            if (YAKUMAN[i]) {
                max = Math.max(max, han[i]);
            }
        }
        return max;
    }

    static Yaku yaku(int ordinal) {
        return YAKU[ordinal];
    }
}
