package org.jantaku.guizhou.game;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.guizhou.settlement.Meld;

/**
 * A meld on the table: what settlement reads ({@link Meld}) and the physical tiles.
 *
 * @param meld kind, tile kind, feeder, delayed
 * @param tiles the tiles, sorted by id
 */
public record GameMeld(Meld meld, List<Tile> tiles) {
    public GameMeld {
        tiles = List.copyOf(tiles.stream().sorted().toList());
        if (tiles.size() != meld.kind().size()) {
            throw new IllegalArgumentException("a " + meld.kind().key() + " holds " + meld.kind().size() + " tiles");
        }
    }
}
