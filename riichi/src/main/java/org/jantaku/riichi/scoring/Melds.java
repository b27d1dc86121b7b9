package org.jantaku.riichi.scoring;

/**
 * A hand's melds in order, for the fu breakdown: each with its kind (lowest kind of a run), type
 * and whether it counts as concealed (a closed kan). Packs into a long so that a breakdown can keep
 * it without holding on to the scorer's reused buffers.
 */
final class Melds {
    static final int RUN = 0;
    static final int TRIPLET = 1;
    static final int KAN = 2;

    int count;
    final int[] kind = new int[4];
    final int[] type = new int[4];
    final boolean[] concealed = new boolean[4];

    boolean isRun(int i) {
        return type[i] == RUN;
    }

    void set(int i, int kind, int type, boolean concealed) {
        this.kind[i] = kind;
        this.type[i] = type;
        this.concealed[i] = concealed;
    }

    /** The count and the first {@code count} sets' kinds, types and concealment, in one long. */
    long pack() {
        long v = count;
        for (int i = 0; i < count; i++) {
            long set = kind[i] | (long) type[i] << 6 | (concealed[i] ? 1L : 0L) << 8;
            v |= set << (3 + 9 * i);
        }
        return v;
    }

    /** A shape from {@link #pack()}. */
    static Melds unpack(long v) {
        Melds s = new Melds();
        s.count = (int) (v & 7);
        for (int i = 0; i < s.count; i++) {
            long set = v >>> (3 + 9 * i);
            s.set(i, (int) (set & 63), (int) (set >>> 6 & 3), (set >>> 8 & 1) != 0);
        }
        return s;
    }
}
