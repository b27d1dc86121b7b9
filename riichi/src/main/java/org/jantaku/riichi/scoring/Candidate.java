package org.jantaku.riichi.scoring;

/**
 * One way of reading a won hand: the han of each yaku (indexed by {@link Yaku#ordinal()}), the
 * yakuman total and the fu.
 */
final class Candidate {
    final int[] han = new int[Yaku.values().length];
    int fu;
    /** For a standard reading, the shape and the winning tile's place (for the fu breakdown); else null. */
    Shape shape;
    WaitShape wait;
    int wonSet;
    boolean pinfu;

    void add(Yaku y, int h) {
        han[y.ordinal()] += h;
    }

    boolean has(Yaku y) {
        return han[y.ordinal()] > 0;
    }

    void remove(Yaku y) {
        han[y.ordinal()] = 0;
    }

    /** Yakuman in this reading, counting double ones twice (values already stored in {@link #han}). */
    int yakumanTotal(boolean stacking) {
        int total = 0;
        int max = 0;
        for (Yaku y : Yaku.values()) {
            if (y.isYakuman()) {
                total += han[y.ordinal()];
                max = Math.max(max, han[y.ordinal()]);
            }
        }
        return stacking ? total : max;
    }

    /** Han of the ordinary yaku (dora excluded). */
    int yakuHan() {
        int total = 0;
        for (Yaku y : Yaku.values()) {
            if (!y.isYakuman() && !y.isDora()) {
                total += han[y.ordinal()];
            }
        }
        return total;
    }
}
