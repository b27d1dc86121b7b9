package org.jantaku.bots.riichi;

import org.jantaku.bots.play.HandShape;
import org.jantaku.bots.play.TileEfficiency;
import org.jantaku.core.analysis.ShantenParts;
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
     * Unseen tiles that lower the shanten of a waiting hand (3n+1 tiles) below {@code base}, its
     * shanten; {@code parts} works on {@code counts}, which are left as they were.
     */
    static int ukeire(ShantenParts parts, int[] counts, int melds, int base, HandView view) {
        long candidates = TileEfficiency.candidates(counts, melds, TileSet.STANDARD_136);
        int total = 0;
        while (candidates != 0) {
            int k = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (counts[k] < 4 && parts.shantenWith(k, 1) < base) {
                total += TileEfficiency.unseen(counts, view.visible, k);
            }
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
