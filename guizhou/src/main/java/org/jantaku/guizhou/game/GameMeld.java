package org.jantaku.guizhou.game;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.MeldShape;
import org.jantaku.engine.table.TableMeld;
import org.jantaku.guizhou.settlement.Meld;

/**
 * A meld on the table: what settlement reads ({@link Meld}) and the physical tiles.
 *
 * @param meld kind, tile kind, feeder, delayed
 * @param tiles the tiles, sorted by id
 */
public record GameMeld(Meld meld, List<Tile> tiles) implements TableMeld {
    public GameMeld {
        tiles = List.copyOf(tiles.stream().sorted().toList());
        if (tiles.size() != meld.kind().size()) {
            throw new IllegalArgumentException("a " + meld.kind().key() + " holds " + meld.kind().size() + " tiles");
        }
    }

    @Override
    public MeldShape shape() {
        return meld.kind().shape();
    }

    @Override
    public TileKind kind() {
        return meld.tile();
    }

    @Override
    public int from() {
        return meld.from();
    }
}
