package org.jantaku.bots.riichi;

import org.jantaku.bots.play.HandShape;
import org.jantaku.bots.play.TileEfficiency;
import org.jantaku.bots.search.SwapShanten;
import org.jantaku.core.tile.TileSet;

/**
 * Tile efficiency (牌効率) of a Riichi hand on kind counts: shanten over every form of the 136-tile
 * set and ukeire (受け入れ) counting what this seat has seen, by the variant-neutral
 * {@link TileEfficiency}.
 */
final class Efficiency {
    private Efficiency() {
    }

    static int shanten(int[] counts, int melds) {
        return HandShape.STANDARD_136.shanten(counts, melds);
    }

    /**
     * Unseen tiles that lower the shanten below {@code base} once a tile of {@code out} is thrown
     * from a hand of 3n+2 tiles (the ukeire of that discard), trying the draws {@code candidates}
     * ({@link #candidates}): {@code search} was reset on {@code counts}, which are left as they were.
     */
    static int ukeire(SwapShanten search, int[] counts, long candidates, int out, int base, HandView view) {
        return unseen(search.lowering(out, base, candidates), counts, out, view);
    }

    /**
     * The draws that may help the hand once a tile of {@code out} is thrown ({@link TileEfficiency#candidates});
     * {@code counts} hold the kinds {@code held}, whose candidates are {@code before}.
     */
    static long candidates(int[] counts, long held, long before, int melds, int out) {
        if (counts[out] > 1) {
            return before; // the same kinds held
        }
        return TileEfficiency.candidatesOfHeld(held & ~(1L << out), melds, TileSet.STANDARD_136);
    }

    /** The unseen tiles of the kinds {@code draws} once a tile of {@code out} is thrown (which is then one more unseen). */
    static int unseen(long draws, int[] counts, int out, HandView view) {
        int total = view.unseen(draws);
        if ((draws & 1L << out) != 0) {
            int before = TileEfficiency.unseen(counts, view.visible(), out);
            counts[out]--;
            total += TileEfficiency.unseen(counts, view.visible(), out) - before;
            counts[out]++;
        }
        return total;
    }

    /** Distinct terminal and honour kinds (么九牌) held. */
    static int yaochuKinds(int[] counts) {
        return TileEfficiency.yaochuKinds(counts);
    }

    static boolean isSimple(int kind) {
        return TileEfficiency.isSimple(kind);
    }
}
