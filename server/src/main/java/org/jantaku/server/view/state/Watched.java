package org.jantaku.server.view.state;

import java.util.Optional;
import org.jantaku.engine.view.state.SeatView;

/**
 * The table as a watcher sees it (観戦): what every seat sees alike, and nothing one seat alone may
 * know. It is put together from two seats' views: each seat as another seat sees it (seat 0 as seat
 * 1 sees it, every other seat as seat 0 sees it), so that no concealed tile, drawn tile or closed kan
 * a variant hides from the others is shown, with no viewer and nothing offered to claim. Each view
 * type puts itself together ({@link SeatView#watchedWith}).
 */
public final class Watched {
    private Watched() {
    }

    /**
     * The watcher's view from seat 0's view and seat 1's view of the same state.
     *
     * @throws IllegalArgumentException when the two views are not of one variant, or not of seats 0 and 1
     */
    public static SeatView of(SeatView fromSeat0, SeatView fromSeat1) {
        if (!fromSeat0.viewer().equals(Optional.of(0)) || !fromSeat1.viewer().equals(Optional.of(1))) {
            throw new IllegalArgumentException("a watcher's view is made of seat 0's and seat 1's views, not of "
                    + fromSeat0.viewer() + " and " + fromSeat1.viewer());
        }
        if (fromSeat0.getClass() != fromSeat1.getClass()) {
            throw new IllegalArgumentException("views of two variants: " + fromSeat0.getClass().getSimpleName()
                    + " and " + fromSeat1.getClass().getSimpleName());
        }
        return fromSeat0.watchedWith(fromSeat1);
    }
}
