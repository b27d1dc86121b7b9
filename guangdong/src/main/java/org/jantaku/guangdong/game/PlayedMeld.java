package org.jantaku.guangdong.game;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.MeldShape;
import org.jantaku.engine.table.TableMeld;
import org.jantaku.guangdong.settlement.SetMeld;

/**
 * A meld on the table: what settlement sees of it, its physical tiles (sorted) and the tile taken
 * from another seat's discard (吃, 碰, 明杠; an added kong keeps its 碰's), none for a 暗杠.
 */
public record PlayedMeld(SetMeld meld, List<Tile> tiles, Optional<Tile> called) implements TableMeld {
    public PlayedMeld {
        Objects.requireNonNull(meld, "meld");
        tiles = tiles.stream().sorted().toList();
        Objects.requireNonNull(called, "called");
    }

    /** A meld whose called tile is not known (a described one). */
    public PlayedMeld(SetMeld meld, List<Tile> tiles) {
        this(meld, tiles, Optional.empty());
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
