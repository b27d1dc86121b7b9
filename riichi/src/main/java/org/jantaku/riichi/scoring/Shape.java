package org.jantaku.riichi.scoring;

/**
 * A standard reading as flat arrays for yaku and fu: the pair and four sets, each with its kind
 * (lowest kind of a run), type, whether it is an open meld and whether it counts as concealed
 * (暗刻 / 暗槓: not an open meld; a triplet completed by ron is handled by the evaluator). Melds
 * come first, then the sets of concealed tiles from {@link #firstConcealed} on.
 */
final class Shape {
    static final int RUN = 0;
    static final int TRIPLET = 1;
    static final int KAN = 2;

    int pair;
    final int[] kind = new int[4];
    final int[] type = new int[4];
    final boolean[] openMeld = new boolean[4];
    final boolean[] concealed = new boolean[4];
    int firstConcealed;

    boolean isRun(int i) {
        return type[i] == RUN;
    }

    /** Whether set {@code i} contains tile kind {@code k}. */
    boolean contains(int i, int k) {
        return type[i] == RUN ? k >= kind[i] && k <= kind[i] + 2 : k == kind[i];
    }

    /** The pair and the four sets' kinds, types and concealment in one long (6 + 4 × 9 bits). */
    long pack() {
        long v = pair;
        for (int i = 0; i < 4; i++) {
            long set = kind[i] | (long) type[i] << 6 | (concealed[i] ? 1L : 0L) << 8;
            v |= set << (6 + 9 * i);
        }
        return v;
    }

    /** A shape from {@link #pack()} (open melds are not kept: fu do not need them). */
    static Shape unpack(long v) {
        Shape s = new Shape();
        s.pair = (int) (v & 63);
        for (int i = 0; i < 4; i++) {
            long set = v >>> (6 + 9 * i);
            s.kind[i] = (int) (set & 63);
            s.type[i] = (int) (set >>> 6 & 3);
            s.concealed[i] = (set >>> 8 & 1) != 0;
        }
        return s;
    }

    void copyFrom(Shape o) {
        pair = o.pair;
        System.arraycopy(o.kind, 0, kind, 0, 4);
        System.arraycopy(o.type, 0, type, 0, 4);
        System.arraycopy(o.openMeld, 0, openMeld, 0, 4);
        System.arraycopy(o.concealed, 0, concealed, 0, 4);
        firstConcealed = o.firstConcealed;
    }
}
