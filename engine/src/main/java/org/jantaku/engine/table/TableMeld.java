package org.jantaku.engine.table;

import java.util.List;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A meld on the table as the flow reads it, whatever a variant keeps beside it (its own name of
 * the meld, a delayed kong, Riichi's core meld and liable seat …): the shape, the kind, the seat
 * that fed it and the physical tiles.
 */
public interface TableMeld {

    MeldShape shape();

    TileKind kind();

    /** The seat whose discard was claimed (for an added kong: the pung's); the owner for a concealed kong. */
    int from();

    /** The tiles, sorted by id. */
    List<Tile> tiles();
}
