package org.jantaku.bots.riichi;

import org.jantaku.bots.play.TileEfficiency;
import org.jantaku.bots.search.SwapShanten;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * Which discard a turn makes, once the seat's search is reset on its hand (the shanten of every
 * discard) and the discards tied on the plan's unwanted tiles and the shanten are known: folding,
 * the safest tile (then the lower shanten); otherwise, among the discards with the fewest unwanted tiles and then the lowest
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
        SwapShanten search = w.search(w.view.seat);
        for (long bits = w.offered; bits != 0; bits &= bits - 1) {
            int k = Long.numberOfTrailingZeros(bits);
            long key = key(100 - w.safety.of(k, w.view), search.afterDiscard(k), 0, 0, 0, 0);
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
     *
     * <p>First every discard's bound of ukeire, exact for most ({@link SwapShanten#loweringBound});
     * then, among the others, only those whose bound reaches the best ukeire found so far are worked
     * out. The order changes nothing: the key ranks ukeire first, and equal keys go to the lower kind.
     */
    static int fastest(Workspace w, long tied, int leastShanten) {
        HandView view = w.view;
        int[] c = view.counts;
        long held = view.held;
        long before = TileEfficiency.candidatesOfHeld(held, view.melds, TileSet.STANDARD_136);
        boolean ties = Long.bitCount(tied) > 1;
        SwapShanten search = w.search(view.seat);
        Best best = w.best.start();
        long pending = 0; // the discards whose bound is not their ukeire
        for (long bits = tied; bits != 0; bits &= bits - 1) {
            int k = Long.numberOfTrailingZeros(bits);
            if (!ties && (w.riichiOffered & 1L << k) == 0) { // ukeire breaks ties and judges a riichi's wait
                consider(w, best, k, 0);
                continue;
            }
            long candidates = Efficiency.candidates(c, held, before, view.melds, k);
            int bound = Efficiency.unseen(search.loweringBound(k, leastShanten, candidates), c, k, view);
            if (search.loweringBoundExact(k, leastShanten)) {
                consider(w, best, k, bound);
            } else if (bound >= best.ukeire) {
                w.ukeire[k] = bound;
                pending |= 1L << k;
            } else {
                w.ukeire[k] = 0; // not worked out: even its bound loses to the best so far
            }
        }
        for (long bits = pending; bits != 0; bits &= bits - 1) {
            int k = Long.numberOfTrailingZeros(bits);
            if (w.ukeire[k] < best.ukeire) {
                w.ukeire[k] = 0;
                continue;
            }
            long candidates = Efficiency.candidates(c, held, before, view.melds, k);
            consider(w, best, k, Efficiency.ukeire(search, c, candidates, k, leastShanten, view));
        }
        return best.kind;
    }

    /** Weighs discard {@code k} of ukeire {@code ukeire} against the best so far: the lower key wins, then the lower kind. */
    private static void consider(Workspace w, Best best, int k, int ukeire) {
        w.ukeire[k] = ukeire;
        long key = key(w, k, ukeire);
        if (key < best.key || key == best.key && k < best.kind) {
            best.key = key;
            best.kind = k;
            best.ukeire = ukeire;
        }
    }

    /** The best discard found so far by {@link #fastest}: its kind, key and ukeire (the highest worked out, as ukeire ranks first). */
    static final class Best {
        int kind;
        long key;
        int ukeire;

        Best start() {
            kind = -1;
            key = Long.MAX_VALUE;
            ukeire = -1;
            return this;
        }
    }

    private static long key(Workspace w, int k, int ukeire) {
        return key(0, 0, 200 - ukeire, w.view.dora[k], Efficiency.isSimple(k) ? 1 : 0, 100 - w.safety.of(k, w.view));
    }

    /** A lexicographic key of small non-negative parts (each below 2^10), lowest best. */
    private static long key(int a, int b, int c, int d, int e, int f) {
        return ((((((long) a << 10 | b) << 10 | c) << 10 | d) << 10 | e) << 10) | f;
    }
}
