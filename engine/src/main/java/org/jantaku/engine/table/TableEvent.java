package org.jantaku.engine.table;

import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Event;

/**
 * What happens at any table the flow plays, the same for every variant: a draw, a discard, a meld,
 * a tile being added to a pung (which others may rob), the game's end. A variant's own sealed event
 * type holds these in one record of its own beside the events only it has (its deal, wins and
 * settlement); {@code TableEventJson} writes them in records, once for every variant.
 */
public sealed interface TableEvent extends Event {

    /** A variant's event that carries a table event (generic code, such as a tally, reads through it). */
    interface Carrier extends Event {
        TableEvent event();
    }

    /** A seat drew a tile (from the wall's tail for a kong's replacement). */
    record Drew(int seat, Tile tile, boolean replacement) implements TableEvent {
    }

    /** A seat discarded, the tile it drew ({@code tsumogiri}, ツモ切り) or not, declaring with it (riichi, 报听) or not. */
    record Discarded(int seat, Tile tile, boolean tsumogiri, boolean declared) implements TableEvent {
    }

    /** A meld was made: a chi, a pung or a kong, in the variant's type ({@link Meld}, Riichi's with its liable seat). */
    record Called(int seat, TableMeld meld) implements TableEvent {
    }

    /** A seat adds this tile to its pung; the others may rob it (抢杠) before the kong is made. */
    record KongAdding(int seat, Tile tile) implements TableEvent {
    }

    /** The game is over: the final scores. */
    record GameEnded(BySeat<Integer> scores) implements TableEvent {
    }
}
