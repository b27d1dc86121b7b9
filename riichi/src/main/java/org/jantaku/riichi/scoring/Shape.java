package org.jantaku.riichi.scoring;

/**
 * A standard reading with its sets in order, for the fu breakdown: the pair and four sets, each
 * with its kind (lowest kind of a run), type and whether it counts as concealed (暗刻 / 暗槓: not an
 * open meld). The melds come first, in the hand's order, then the sets of the concealed tiles from
 * {@link #firstConcealed} on, by kind (runs before a triplet of the same kind).
 */
final class Shape {
    static final int RUN = 0;
    static final int TRIPLET = 1;
    static final int KAN = 2;

    int pair;
    final int[] kind = new int[4];
    final int[] type = new int[4];
    final boolean[] concealed = new boolean[4];
    int firstConcealed;

    boolean isRun(int i) {
        return type[i] == RUN;
    }

    /** Sets the pair and, from {@link #firstConcealed} on, the concealed sets of a {@link Reading}'s masks. */
    void fillConcealed(int pair, long runs, long triplets) {
        this.pair = pair;
        int i = firstConcealed;
        for (int k = 0; k < 34; k++) {
            for (int n = RunCounts.startsRun(k) ? RunCounts.at(runs, k) : 0; n > 0; n--) {
                set(i++, k, RUN, true);
            }
            if ((triplets >>> k & 1) != 0) {
                set(i++, k, TRIPLET, true);
            }
        }
    }

    void set(int i, int kind, int type, boolean concealed) {
        this.kind[i] = kind;
        this.type[i] = type;
        this.concealed[i] = concealed;
    }

    /** The pair, the four sets' kinds, types and concealment, and where the concealed sets start, in one long. */
    long pack() {
        long v = pair | (long) firstConcealed << 42;
        for (int i = 0; i < 4; i++) {
            long set = kind[i] | (long) type[i] << 6 | (concealed[i] ? 1L : 0L) << 8;
            v |= set << (6 + 9 * i);
        }
        return v;
    }

    /** A shape from {@link #pack()}. */
    static Shape unpack(long v) {
        Shape s = new Shape();
        s.pair = (int) (v & 63);
        for (int i = 0; i < 4; i++) {
            long set = v >>> (6 + 9 * i);
            s.set(i, (int) (set & 63), (int) (set >>> 6 & 3), (set >>> 8 & 1) != 0);
        }
        s.firstConcealed = (int) (v >>> 42 & 7);
        return s;
    }
}
