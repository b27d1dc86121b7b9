package org.jantaku.core.hand;

import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.NotationException;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;

/**
 * Melds written as {@code type:tiles}, e.g. {@code pon:555z}, {@code chi:406m}, {@code ankan:1111p};
 * types as in {@link MeldShape#parse}. The first tile written is taken as the called one.
 */
public final class MeldNotation {
    private MeldNotation() {
    }

    /** Parses one meld, taking its physical tiles from the allocator. */
    public static Meld parse(String text, TileAllocator allocator) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("meld '" + text + "' should be type:tiles, e.g. pon:555z");
        }
        MeldShape type = MeldShape.parse(text.substring(0, colon).strip());
        List<Tile> tiles;
        try {
            tiles = allocator.takeAll(Notation.parse(text.substring(colon + 1)));
        } catch (NotationException e) {
            // The message quotes the whole meld, so count the position from its start too.
            throw new IllegalArgumentException("meld '" + text + "': " + e.what()
                    + " at position " + (e.position() + colon + 1));
        }
        if (tiles.size() != type.size()) {
            throw new IllegalArgumentException("meld '" + text + "': " + type.description() + " needs "
                    + type.size() + " tiles, not " + tiles.size());
        }
        return Meld.of(type, tiles);
    }

    /** The notation of a meld: {@code pon:555z}. */
    public static String format(Meld meld) {
        return meld.shape().key() + ":" + Notation.formatTiles(meld.tiles());
    }
}
