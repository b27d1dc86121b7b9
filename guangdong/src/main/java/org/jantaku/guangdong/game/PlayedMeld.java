package org.jantaku.guangdong.game;

import java.util.List;
import java.util.Objects;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.MeldShape;
import org.jantaku.engine.table.TableMeld;
import org.jantaku.guangdong.settlement.SetMeld;

/** A meld on the table: what settlement sees of it, and its physical tiles (sorted). */
public record PlayedMeld(SetMeld meld, List<Tile> tiles) implements TableMeld {
    public PlayedMeld {
        Objects.requireNonNull(meld, "meld");
        tiles = tiles.stream().sorted().toList();
    }

    @Override
    public MeldShape shape() {
        return meld.type().shape();
    }

    /** The meld's kind (a run's lowest). */
    @Override
    public TileKind kind() {
        return meld.kind();
    }

    @Override
    public int from() {
        return meld.from();
    }
}
