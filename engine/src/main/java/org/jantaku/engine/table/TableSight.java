package org.jantaku.engine.table;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;

/**
 * What one seat sees of the table, as an agent reads it: the observation record ({@link TableObservation}) and a
 * variant's live view of a state played in place (Riichi's) both answer it, with the same values, making nothing
 * per read.
 *
 * @param <M> the variant's melds
 */
public interface TableSight<M extends TableMeld> {

    /** The tile the viewer just drew, on its turn. */
    Optional<Tile> drawn();

    /** The dealer's seat. */
    int dealer();

    /** Whether a seat has declared (立直 accepted, 报听). */
    boolean declared(int seat);

    /** A seat's melds, in the order made. */
    List<M> melds(int seat);

    /** A seat's discards in order with their flags, the ones another seat took included. */
    List<PondTile> pond(int seat);
}
