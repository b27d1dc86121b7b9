package org.jantaku.engine.table;

import java.util.Optional;
import java.util.Set;
import org.jantaku.core.tile.Tile;

/** Where a hand stands, as a value (made when asked): a seat's turn, a claim window, or the game's end. */
public sealed interface Phase {

    /**
     * A seat's turn: after a draw ({@code drawn}), or after a pung (no draw).
     *
     * @param replacement the drawn tile is a kong's replacement
     * @param afterKong the seat made a kong this turn (its discard comes after a kong)
     */
    record Turn(int seat, Optional<Tile> drawn, boolean replacement, boolean afterKong) implements Phase {
    }

    /**
     * The seats that may claim a tile answer, in any order; when all have, the claims are settled.
     *
     * @param from the discarder, or the seat adding the tile to its pung
     * @param robbing whether the tile is being added to a pung (only a win or a pass)
     * @param afterKong whether the discard follows the discarder's kong
     * @param pending the seats still to answer
     */
    record Claims(int from, Tile tile, boolean robbing, boolean afterKong, Set<Integer> pending) implements Phase {
    }

    /** The game is over. */
    record Over() implements Phase {
    }
}
