package org.jantaku.engine.table;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A meld on the table as the flow and the views read it, whatever a variant keeps beside it (its own
 * name of the meld, a delayed kong, Riichi's core meld and liable seat …): the shape, the kind, the
 * seat that fed it, the physical tiles, the tile called and the tile added to a kong.
 */
public interface TableMeld {

    MeldShape shape();

    TileKind kind();

    /** The seat whose discard was claimed (for an added kong: the pung's); the owner for a concealed kong. */
    int from();

    /** The tiles, sorted by id. */
    List<Tile> tiles();

    /** The tile taken from another seat's discard (an added kong keeps its pung's); empty for a concealed kong. */
    Optional<Tile> called();

    /** The tile an added kong laid on its pung, where the meld keeps it (Riichi's 加槓); else empty. */
    default Optional<Tile> added() {
        return Optional.empty();
    }

    /** A concealed or added kong made after the turn it first became possible ({@link Meld#late}); false where none is kept. */
    default boolean late() {
        return false;
    }
}
