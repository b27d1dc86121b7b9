package org.jantaku.guangdong.game;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;

/** Where a hand stands: whose decision it waits for. */
public sealed interface Phase {

    /**
     * A seat's turn: after its draw (or the dealer's deal), or after its 吃/碰 (then it must discard).
     *
     * @param drawn the tile just drawn (none for the dealer's first turn and after a call)
     * @param afterCall the turn follows a 吃 or 碰: only discards
     * @param kongFrom the turn follows a kong's replacement draw: the kong's feeder (the seat itself
     *     for 暗杠 / 加杠), for 杠上开花
     */
    record Turn(int seat, Optional<Tile> drawn, boolean afterCall, Optional<Integer> kongFrom) implements Phase {
    }

    /**
     * The answers to a discard (胡, 碰, 杠, 吃 or pass) of the seats that have a choice.
     *
     * @param options each seat's legal answers (empty: not asked)
     * @param answers the answers given so far
     */
    record Claims(int discarder, Tile tile, BySeat<List<GuangdongAction>> options,
            BySeat<Optional<GuangdongAction>> answers) implements Phase {
    }

    /** The answers to an added kong (抢杠胡 or pass). */
    record Rob(int konger, Tile tile, BySeat<List<GuangdongAction>> options,
            BySeat<Optional<GuangdongAction>> answers) implements Phase {
    }

    /** The game has ended. */
    record GameOver() implements Phase {
    }
}
