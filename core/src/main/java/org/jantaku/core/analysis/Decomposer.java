package org.jantaku.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.TileKind;

/**
 * Every reading of a complete hand: four sets and a pair (melds included), seven pairs, thirteen
 * orphans. Each distinct multiset of blocks appears once.
 */
public final class Decomposer {
    private static final int[] YAOCHU = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

    private Decomposer() {
    }

    /** Readings of a hand whose concealed tiles and melds make 14 tiles; seven pairs must be seven different pairs. */
    public static List<Decomposition> all(Hand hand) {
        return all(hand.concealedCounts(), hand.melds(), false);
    }

    /**
     * Readings of concealed counts plus melds.
     *
     * @param fourOfKindAsTwoPairs whether seven pairs may use four of a kind as two pairs
     *     (an option in some rule sets; Riichi's default says no)
     */
    public static List<Decomposition> all(int[] counts, List<Meld> melds, boolean fourOfKindAsTwoPairs) {
        int total = 0;
        for (int n : counts) {
            total += n;
        }
        List<Decomposition> out = new ArrayList<>();
        if (total != 14 - 3 * melds.size()) {
            return out;
        }
        visitStandard(counts.clone(), (pair, kinds, runs, n) -> {
            List<Block> sets = new ArrayList<>(n);
            for (int k = 0; k < n; k++) {
                sets.add(runs[k] ? Block.run(TileKind.of(kinds[k])) : Block.triplet(TileKind.of(kinds[k])));
            }
            out.add(new Decomposition.Standard(TileKind.of(pair), sets, melds));
        });
        if (melds.isEmpty()) {
            sevenPairs(counts, fourOfKindAsTwoPairs, out);
            thirteenOrphans(counts, out);
        }
        return out;
    }

    /** Whether the counts plus {@code melds} melds form a complete hand in any form (seven distinct pairs). */
    public static boolean isComplete(int[] counts, int melds) {
        int total = 0;
        for (int n : counts) {
            total += n;
        }
        if (total != 14 - 3 * melds) {
            return false;
        }
        if (standardExists(counts.clone(), 0, false)) {
            return true;
        }
        return melds == 0 && (isSevenPairs(counts, false) || thirteenOrphansPair(counts) >= 0);
    }

    private static boolean standardExists(int[] c, int i, boolean pairUsed) {
        while (i < TileKind.COUNT && c[i] == 0) {
            i++;
        }
        if (i == TileKind.COUNT) {
            return pairUsed;
        }
        if (!pairUsed && c[i] >= 2) {
            c[i] -= 2;
            boolean ok = standardExists(c, i, true);
            c[i] += 2;
            if (ok) {
                return true;
            }
        }
        if (c[i] >= 3) {
            c[i] -= 3;
            boolean ok = standardExists(c, i, pairUsed);
            c[i] += 3;
            if (ok) {
                return true;
            }
        }
        if (runStartsAt(i) && c[i + 1] > 0 && c[i + 2] > 0) {
            c[i]--;
            c[i + 1]--;
            c[i + 2]--;
            boolean ok = standardExists(c, i, pairUsed);
            c[i]++;
            c[i + 1]++;
            c[i + 2]++;
            return ok;
        }
        return false;
    }

    private static boolean runStartsAt(int i) {
        return i < 27 && i % 9 <= 6;
    }

    /**
     * Receives the standard readings of concealed tiles without allocation: the pair and the sets,
     * {@code kinds[i]} being the kind of set {@code i} (the lowest kind of a run) and {@code runs[i]}
     * whether it is a run. The arrays are reused between calls; copy what you keep.
     */
    @FunctionalInterface
    public interface StandardVisitor {
        void visit(int pair, int[] kinds, boolean[] runs, int sets);
    }

    /**
     * Visits every standard reading (sets and a pair) of the concealed counts, each distinct
     * multiset of blocks once, sets in kind order. The counts are used as scratch space and
     * restored before returning.
     */
    public static void visitStandard(int[] counts, StandardVisitor visitor) {
        visitStandard(counts, new int[5], new boolean[5], visitor);
    }

    /** {@link #visitStandard(int[], StandardVisitor)} with caller-owned scratch arrays of at least 5 entries. */
    public static void visitStandard(int[] counts, int[] kinds, boolean[] runs, StandardVisitor visitor) {
        long held = 0;
        for (int k = 0; k < TileKind.COUNT; k++) {
            held |= counts[k] > 0 ? 1L << k : 0;
        }
        standard(counts, held, 0, -1, kinds, runs, 0, visitor);
    }

    /**
     * At the lowest kind {@code i} still held, decide at once how many of its tiles go to a pair,
     * a triplet and runs starting there, so each multiset of blocks is produced exactly once.
     */
    private static void standard(int[] c, long held, int i, int pair, int[] kinds, boolean[] runs, int n,
            StandardVisitor v) {
        // Jump to the next kind held (the mask only loses kinds, so it may still name emptied ones).
        long left = held & (-1L << i);
        while (left != 0 && c[Long.numberOfTrailingZeros(left)] == 0) {
            left &= left - 1;
        }
        i = left == 0 ? TileKind.COUNT : Long.numberOfTrailingZeros(left);
        if (i == TileKind.COUNT) {
            if (pair >= 0) {
                v.visit(pair, kinds, runs, n);
            }
            return;
        }
        int have = c[i];
        for (int p = 0; p <= (pair < 0 ? 1 : 0); p++) {
            for (int t = 0; t <= 1; t++) {
                int r = have - 2 * p - 3 * t;
                if (r < 0 || n + t + r > 4
                        || (r > 0 && !(runStartsAt(i) && c[i + 1] >= r && c[i + 2] >= r))) {
                    continue;
                }
                c[i] = 0;
                if (r > 0) {
                    c[i + 1] -= r;
                    c[i + 2] -= r;
                }
                int m = n;
                for (int k = 0; k < r; k++) {
                    kinds[m] = i;
                    runs[m++] = true;
                }
                if (t == 1) {
                    kinds[m] = i;
                    runs[m++] = false;
                }
                standard(c, held, i + 1, p == 1 ? i : pair, kinds, runs, m, v);
                c[i] = have;
                if (r > 0) {
                    c[i + 1] += r;
                    c[i + 2] += r;
                }
            }
        }
    }

    private static void sevenPairs(int[] c, boolean fourAsTwo, List<Decomposition> out) {
        if (!isSevenPairs(c, fourAsTwo)) {
            return;
        }
        List<TileKind> pairs = new ArrayList<>(7);
        for (int i = 0; i < TileKind.COUNT; i++) {
            for (int n = 0; n < c[i] / 2; n++) {
                pairs.add(TileKind.of(i));
            }
        }
        out.add(new Decomposition.SevenPairs(pairs));
    }

    /** Whether 14 concealed tiles are seven pairs: seven different kinds, or with four of a kind as two pairs when allowed. */
    public static boolean isSevenPairs(int[] c, boolean fourOfKindAsTwoPairs) {
        int pairs = 0;
        for (int i = 0; i < TileKind.COUNT; i++) {
            switch (c[i]) {
                case 0 -> { }
                case 2 -> pairs++;
                case 4 -> {
                    if (!fourOfKindAsTwoPairs) {
                        return false;
                    }
                    pairs += 2;
                }
                default -> {
                    return false;
                }
            }
        }
        return pairs == 7;
    }

    /** The pair's kind index if 14 concealed tiles are thirteen orphans, else −1. */
    public static int thirteenOrphansPair(int[] c) {
        int pair = -1;
        int total = 0;
        for (int i : YAOCHU) {
            if (c[i] == 0 || c[i] > 2) {
                return -1;
            }
            if (c[i] == 2) {
                pair = i;
            }
            total += c[i];
        }
        return total == 14 ? pair : -1;
    }

    private static void thirteenOrphans(int[] c, List<Decomposition> out) {
        int pair = thirteenOrphansPair(c);
        if (pair >= 0) {
            out.add(new Decomposition.ThirteenOrphans(TileKind.of(pair)));
        }
    }
}
