package org.jantaku.bots.riichi;

import org.jantaku.bots.play.HandShape;
import org.jantaku.bots.play.TileEfficiency;

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
     * shanten. {@code counts} is left as it was.
     */
    static int ukeire(int[] counts, int melds, int base, HandView view) {
        return TileEfficiency.ukeire(counts, melds, base, view.visible, HandShape.STANDARD_136);
    }

    /** Distinct terminal and honour kinds (么九牌) held. */
    static int yaochuKinds(int[] counts) {
        return TileEfficiency.yaochuKinds(counts);
    }

    static boolean isSimple(int kind) {
        return TileEfficiency.isSimple(kind);
    }
}
