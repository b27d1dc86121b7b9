package org.jantaku.riichi.game;

import org.jantaku.core.tile.Tile;

/**
 * A discard in a seat's pond (河): the tile, whether it was the tile just drawn, whether it
 * declared riichi, and whether another seat called it (it still counts for furiten).
 */
public record PondTile(Tile tile, boolean tsumogiri, boolean riichi, boolean called) {

    PondTile taken() {
        return new PondTile(tile, tsumogiri, riichi, true);
    }
}
