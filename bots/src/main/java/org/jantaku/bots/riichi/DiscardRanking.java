package org.jantaku.bots.riichi;

import org.jantaku.bots.play.Kinds;
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
 * <p>Ukeire, the costly part, is worked out only where it can change the choice: not at all for a
 * lone candidate (unless a riichi asks whether its wait is alive), and among several candidates in
 * order of an upper bound (the unseen tiles of the draws that may lower the shanten,
 * {@link SwapShanten#mayLower}), skipping a candidate whose bound cannot beat the best found so far.
 * The choice is exactly the one of working out every candidate's ukeire.
 */
final class DiscardRanking {
    private DiscardRanking() {
    }

    /** The safest discard, then the one leaving the lower shanten, then the lower kind (−1: none offered). */
    static int safest(Workspace w) {
        int best = -1;
        long bestKey = Long.MAX_VALUE;
        for (int k = 0; k < TileKind.COUNT; k++) {
            if (w.discard[k] != null) {
                long key = key(100 - w.safety.of(k, w.view), w.after[k], 0, 0, 0, 0);
                if (key < bestKey) {
                    bestKey = key;
                    best = k;
                }
            }
        }
        return best;
    }

    /**
     * The fastest discard among the {@code ties} offered ones with {@code leastOff} unwanted tiles and
     * {@code leastShanten} (−1: none offered); its ukeire is left in {@code w.ukeire} when worked out.
     */
    static int fastest(Workspace w, int leastOff, int leastShanten, int ties) {
        HandView view = w.view;
        int[] c = view.counts;
        long held = Kinds.held(c);
        long before = TileEfficiency.candidatesOfHeld(held, view.melds, TileSet.STANDARD_136);
        int n = 0;
        for (int k = 0; k < TileKind.COUNT; k++) {
            if (w.discard[k] != null && w.off[k] == leastOff && w.after[k] == leastShanten) {
                boolean weighed = ties > 1 || w.riichi[k] != null; // ukeire breaks ties and judges a riichi's wait
                if (weighed) {
                    w.candidates[k] = Efficiency.candidates(c, held, before, view.melds, k);
                    w.bound[k] = Efficiency.ukeireBound(w.search, c, w.candidates[k], k, leastShanten, view);
                } else {
                    w.bound[k] = 0;
                }
                int at = n++;
                while (at > 0 && w.bound[w.order[at - 1]] < w.bound[k]) { // by bound, highest first; kind order within
                    w.order[at] = w.order[at - 1];
                    at--;
                }
                w.order[at] = k;
            }
        }
        int best = -1;
        long bestKey = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            int k = w.order[i];
            if (best >= 0 && beaten(key(w, k, w.bound[k]), k, bestKey, best)) {
                continue; // even its bound does not beat the best
            }
            if (w.bound[k] > 0) {
                w.ukeire[k] = Efficiency.ukeire(w.search, c, w.candidates[k], k, leastShanten, view);
            }
            long key = key(w, k, w.ukeire[k]);
            if (best < 0 || !beaten(key, k, bestKey, best)) {
                bestKey = key;
                best = k;
            }
        }
        return best;
    }

    /** Whether a discard of {@code kind} with {@code key} loses to the best so far (lower key, then lower kind, wins). */
    private static boolean beaten(long key, int kind, long bestKey, int best) {
        return key > bestKey || key == bestKey && kind > best;
    }

    private static long key(Workspace w, int k, int ukeire) {
        return key(0, 0, 200 - ukeire, w.view.dora[k], Efficiency.isSimple(k) ? 1 : 0, 100 - w.safety.of(k, w.view));
    }

    /** A lexicographic key of small non-negative parts (each below 2^10), lowest best. */
    private static long key(int a, int b, int c, int d, int e, int f) {
        return ((((((long) a << 10 | b) << 10 | c) << 10 | d) << 10 | e) << 10) | f;
    }
}
