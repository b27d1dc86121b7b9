package org.jantaku.core.analysis;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Builds the tables of {@link ShantenTables} by a depth-first walk over count vectors that carries
 * a dynamic programme over the kinds (kept apart from the tables' class so that the parallel
 * workers never wait on that class's initialisation).
 */
final class ShantenTableBuilder {
    private static final int STATES = 5 * 5 * 5 * 2; // (s1, s2, sets, pair)
    private static final byte UNREACHED = 100;
    private static final int INF = ShantenTables.INF;

    private ShantenTableBuilder() {
    }

    static long[] build(int kinds, boolean runs) {
        int size = 1;
        for (int i = 0; i < kinds; i++) {
            size *= 5;
        }
        boolean suit = kinds == 9;
        long[] table = new long[suit ? SuitIndex.SIZE : size];
        byte[] start = new byte[STATES];
        Arrays.fill(start, UNREACHED);
        start[state(0, 0, 0, 0)] = 0;
        // The first kind's count splits the work into five independent subtrees.
        if (suit && SuitIndex.SIZE == 0) {
            throw new IllegalStateException("suit index missing"); // initialises SuitIndex on this thread
        }
        IntStream.rangeClosed(0, 4).parallel().forEach(c0 -> {
            byte[][] levels = new byte[kinds + 1][STATES];
            levels[0] = start;
            step(levels[0], 0, c0, runs, kinds, levels[1]);
            fill(table, levels, 1, c0, c0, runs, kinds, suit);
        });
        return table;
    }

    private static int state(int s1, int s2, int sets, int pair) {
        return ((s1 * 5 + s2) * 5 + sets) * 2 + pair;
    }

    /** Depth-first over the counts of kinds {@code i..}, carrying the DP of the kinds before. */
    private static void fill(long[] table, byte[][] levels, int i, int hash, int sum, boolean runs, int kinds,
            boolean suit) {
        if (i == kinds) {
            table[suit ? SuitIndex.of(hash) : hash] = entry(levels[i], hash, kinds, suit);
            return;
        }
        int weight = pow5(i);
        for (int c = 0; c <= 4 && sum + c <= 14; c++) {
            step(levels[i], i, c, runs, kinds, levels[i + 1]);
            fill(table, levels, i + 1, hash + c * weight, sum + c, runs, kinds, suit);
        }
    }

    /** Packs the distances and the counters of one count vector (see {@link ShantenTables}). */
    private static long entry(byte[] dp, int hash, int kinds, boolean suit) {
        long packed = 0;
        for (int m = 0; m <= 4; m++) {
            for (int p = 0; p <= 1; p++) {
                int v = Math.min(INF, dp[state(0, 0, m, p)]);
                packed |= (long) v << ((m << 3) + (p << 2));
            }
        }
        long held = 0;
        long pairs = 0;
        long yaochu = 0;
        long yaochuPairs = 0;
        for (int i = 0, h = hash; i < kinds; i++, h /= 5) {
            int c = h % 5;
            boolean terminalOrHonor = !suit || i == 0 || i == 8;
            if (c >= 1) {
                held++;
                yaochu += terminalOrHonor ? 1 : 0;
            }
            if (c >= 2) {
                pairs++;
                yaochuPairs += terminalOrHonor ? 1 : 0;
            }
        }
        return packed | held << ShantenTables.KINDS_SHIFT | pairs << ShantenTables.PAIRS_SHIFT
                | yaochu << ShantenTables.YAOCHU_SHIFT | yaochuPairs << ShantenTables.YAOCHU_PAIRS_SHIFT;
    }

    private static int pow5(int i) {
        int p = 1;
        for (int k = 0; k < i; k++) {
            p *= 5;
        }
        return p;
    }

    /**
     * One kind of the DP: {@code s1} runs started at the previous kind and {@code s2} at the one
     * before need a tile here; choose new runs {@code s0} starting here, a triplet and a pair. The
     * target uses {@code u} copies of this kind; those beyond the {@code have} held must be added.
     */
    private static void step(byte[] in, int i, int have, boolean runs, int kinds, byte[] out) {
        Arrays.fill(out, UNREACHED);
        int maxNewRuns = runs && i <= kinds - 3 ? 4 : 0;
        for (int s1 = 0; s1 <= 4; s1++) {
            for (int s2 = 0; s1 + s2 <= 4; s2++) {
                for (int sets = 0; sets <= 4; sets++) {
                    for (int pair = 0; pair <= 1; pair++) {
                        int cost = in[state(s1, s2, sets, pair)];
                        if (cost >= UNREACHED) {
                            continue;
                        }
                        for (int s0 = 0; s0 <= maxNewRuns; s0++) {
                            for (int t = 0; t <= 1; t++) {
                                int newSets = sets + s0 + t;
                                for (int q = 0; q <= 1 - pair; q++) {
                                    int used = s1 + s2 + s0 + 3 * t + 2 * q;
                                    if (used > 4 || newSets > 4) {
                                        continue;
                                    }
                                    int c = cost + Math.max(0, used - have);
                                    int to = state(s0, s1, newSets, pair + q);
                                    if (c < out[to]) {
                                        out[to] = (byte) c;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
