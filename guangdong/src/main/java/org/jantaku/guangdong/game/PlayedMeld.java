package org.jantaku.guangdong.game;

import java.util.List;
import java.util.Objects;
import org.jantaku.core.tile.Tile;
import org.jantaku.guangdong.settlement.SetMeld;

/** A meld on the table: what settlement sees of it, and its physical tiles (sorted). */
public record PlayedMeld(SetMeld meld, List<Tile> tiles) {
    public PlayedMeld {
        Objects.requireNonNull(meld, "meld");
        tiles = tiles.stream().sorted().toList();
    }
}
