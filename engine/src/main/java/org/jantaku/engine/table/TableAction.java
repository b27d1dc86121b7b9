package org.jantaku.engine.table;

import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.contract.Action;

/** A variant's action as the table flow reads it: its {@link Move}, and the tile or kind it names. */
public interface TableAction extends Action {

    Move move();

    /** An action naming a tile (a discard, a declaration). */
    interface OfTile extends TableAction {
        Tile tile();
    }

    /** An action naming a kind (a kong from one's hand). */
    interface OfKind extends TableAction {
        TileKind kind();
    }
}
