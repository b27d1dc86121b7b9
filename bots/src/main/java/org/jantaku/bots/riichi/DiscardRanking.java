package org.jantaku.bots.riichi;

import org.jantaku.bots.play.TileEfficiency;
import org.jantaku.core.analysis.SwapShanten;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * Which discard a turn makes, once the shanten ({@code after}) and the plan's unwanted tiles
 * ({@code off}) of every discard are in the {@link Workspace}: folding, the safest tile (then the
 * lower shanten); otherwise, among the discards with the fewest unwanted tiles and then the lowest
 * shanten, the most ukeire, then keeping dora, then throwing honours and terminals before simples,
 * then the safer tile, then the lower kind.
 *
 * <p>Ukeire is worked out only where it can change the choice: not at all for a lone candidate
 * (unless a riichi asks whether its wait is alive). For each candidate it is a few mask operations
 * ({@link SwapShanten#lowering}), cheaper than any bound that would let some be skipped.
 */
final class DiscardRanking {
    private DiscardRanking() {
    }

    /** The safest discard offered, then the one leaving the lower shanten, then the lower kind. */
    static int safest(Workspace w) {
        int best = -1;
        long bestKey = Long.MAX_VALUE;
        for (long bits = w.offered; bits != 0; bits &= bits - 1) {
            int k = Long.numberOfTrailingZeros(bits);
            long key = key(100 - w.safety.of(k, w.view), w.after[k], 0, 0, 0, 0);
            if (key < bestKey) {
                bestKey = key;
                best = k;
            }
        }
        return best;
    }

    /**
     * The fastest of the discards {@code tied} (bit per kind, at least one; they tie on the plan's
     * unwanted tiles and leave {@code leastShanten}); its ukeire is left in {@code w.ukeire} (0 where
     * not worked out).
     */
    static int fastest(Workspace w, long tied, int leastShanten) {
        HandView view = w.view;
        int[] c = view.counts;
        long held = view.held;
        long before = TileEfficiency.candidatesOfHeld(held, view.melds, TileSet.STANDARD_136);
        boolean ties = Long.bitCount(tied) > 1;
        int best = -1;
        long bestKey = Long.MAX_VALUE;
        for (long bits = tied; bits != 0; bits &= bits - 1) {
            int k = Long.numberOfTrailingZeros(bits);
            int ukeire = 0;
            if (ties || (w.riichiOffered & 1L << k) != 0) { // ukeire breaks ties and judges a riichi's wait
                long candidates = Efficiency.candidates(c, held, before, view.melds, k);
                ukeire = Efficiency.ukeire(w.search(view.seat), c, candidates, k, leastShanten, view);
            }
            w.ukeire[k] = ukeire;
            long key = key(w, k, ukeire);
            if (key < bestKey) { // the lower kind on a tie
                bestKey = key;
                best = k;
            }
        }
        return best;
    }

    private static long key(Workspace w, int k, int ukeire) {
        return key(0, 0, 200 - ukeire, w.view.dora[k], Efficiency.isSimple(k) ? 1 : 0, 100 - w.safety.of(k, w.view));
    }

    /** A lexicographic key of small non-negative parts (each below 2^10), lowest best. */
    private static long key(int a, int b, int c, int d, int e, int f) {
        return ((((((long) a << 10 | b) << 10 | c) << 10 | d) << 10 | e) << 10) | f;
    }
}
