package org.jantaku.server.view.state;

import java.util.List;
import java.util.Optional;

/**
 * What a page is sent of a table: one seat's view, or the all-open view (replays), of one variant.
 * Every variant's view has the seats in seat order, the scores, who the game waits for and how many
 * tiles are left; the rest is the variant's own ({@link RiichiSeatView}, {@link GuizhouSeatView},
 * {@link GuangdongSeatView}).
 */
public sealed interface SeatView permits RiichiSeatView, GuizhouSeatView, GuangdongSeatView {

    /** The viewer; empty for the all-open view. */
    Optional<Integer> viewer();

    /** Each seat's points, by seat. */
    List<Integer> scores();

    /** The seats the game waits for, in seat order. */
    List<Integer> toAct();

    /** Tiles left to draw. */
    int tilesLeft();
}
