package org.jantaku.riichi.game;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.TableSight;

/**
 * What one seat sees of the table, as agents read it: the {@link RiichiObservation} record (what the
 * engine contract and the table server hand out) and the live view of a state played in place
 * ({@link RiichiState#view}: no record built per decision) both answer it, with the same values.
 */
public interface RiichiView {

    /** The seat whose view this is. */
    int viewer();

    /** The viewer's concealed tiles, sorted by id (its drawn tile included). */
    List<Tile> hand();

    /** The tile the viewer may claim now (a discard, or a kan's tile to rob). */
    Optional<Tile> claimable();

    /**
     * The table's part: the tile the viewer just drew, the dealer, and each seat's riichi (its stick accepted), calls and
     * kans, and discards (河).
     */
    TableSight<RiichiMeld> table();

    /** Number of seats: 4, or 3 (三人麻雀). */
    int players();

    /** The Norths a seat has set aside (北抜き, three players), in order. */
    List<Tile> nukisOf(int seat);

    /** 0 = East 1 … 3 = East 4, 4 = South 1 … */
    int round();

    /** 供託 on the table. */
    int riichiSticks();

    /** The revealed dora indicators. */
    List<Tile> doraIndicators();

    /** Live tiles still to draw. */
    int liveTilesLeft();

    /**
     * A mark for readers that keep what they read of the ponds: while two readings of the same view
     * object give the same non-negative value, every pond has only grown at its end and no meld,
     * riichi or dora indicator changed. A negative value (the default, for records) promises nothing.
     */
    default long pondEpoch() {
        return -1;
    }
}
