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
        int[] c = counts.clone();
        standard(c, 0, -1, new ArrayList<>(), melds, out);
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
        if (melds > 0) {
            return false;
        }
        int pairs = 0;
        for (int n : counts) {
            if (n == 2) {
                pairs++;
            }
        }
        if (pairs == 7) {
            return true;
        }
        boolean pair = false;
        for (int i : YAOCHU) {
            if (counts[i] == 0) {
                return false;
            }
            pair |= counts[i] == 2;
        }
        return pair;
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
     * At the lowest kind {@code i} still held, decide at once how many of its tiles go to a pair,
     * a triplet and runs starting there, so each multiset of blocks is produced exactly once.
     */
    private static void standard(int[] c, int i, int pair, List<Block> blocks, List<Meld> melds,
            List<Decomposition> out) {
        while (i < TileKind.COUNT && c[i] == 0) {
            i++;
        }
        if (i == TileKind.COUNT) {
            if (pair >= 0) {
                List<Block> sorted = new ArrayList<>(blocks);
                sorted.sort((a, b) -> a.first() != b.first()
                        ? Integer.compare(a.first().index(), b.first().index())
                        : a.type().compareTo(b.type()));
                out.add(new Decomposition.Standard(TileKind.of(pair), sorted, melds));
            }
            return;
        }
        int n = c[i];
        for (int p = 0; p <= (pair < 0 ? 1 : 0); p++) {
            for (int t = 0; t <= 1; t++) {
                int runs = n - 2 * p - 3 * t;
                if (runs < 0 || (runs > 0 && !(runStartsAt(i) && c[i + 1] >= runs && c[i + 2] >= runs))) {
                    continue;
                }
                c[i] = 0;
                if (runs > 0) {
                    c[i + 1] -= runs;
                    c[i + 2] -= runs;
                }
                int added = 0;
                if (t == 1) {
                    blocks.add(Block.triplet(TileKind.of(i)));
                    added++;
                }
                for (int r = 0; r < runs; r++) {
                    blocks.add(Block.run(TileKind.of(i)));
                    added++;
                }
                standard(c, i + 1, p == 1 ? i : pair, blocks, melds, out);
                for (int r = 0; r < added; r++) {
                    blocks.remove(blocks.size() - 1);
                }
                c[i] = n;
                if (runs > 0) {
                    c[i + 1] += runs;
                    c[i + 2] += runs;
                }
            }
        }
    }

    private static void sevenPairs(int[] c, boolean fourAsTwo, List<Decomposition> out) {
        List<TileKind> pairs = new ArrayList<>(7);
        for (int i = 0; i < TileKind.COUNT; i++) {
            switch (c[i]) {
                case 0 -> { }
                case 2 -> pairs.add(TileKind.of(i));
                case 4 -> {
                    if (!fourAsTwo) {
                        return;
                    }
                    pairs.add(TileKind.of(i));
                    pairs.add(TileKind.of(i));
                }
                default -> {
                    return;
                }
            }
        }
        if (pairs.size() == 7) {
            out.add(new Decomposition.SevenPairs(pairs));
        }
    }

    private static void thirteenOrphans(int[] c, List<Decomposition> out) {
        int pair = -1;
        for (int i : YAOCHU) {
            if (c[i] == 0 || c[i] > 2) {
                return;
            }
            if (c[i] == 2) {
                pair = i;
            }
        }
        if (pair >= 0) {
            out.add(new Decomposition.ThirteenOrphans(TileKind.of(pair)));
        }
    }
}
