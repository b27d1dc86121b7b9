package org.jantaku.server.view.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The table as a watcher sees it (観戦): what every seat sees alike, and nothing one seat alone may
 * know. It is put together from two seats' views: each seat as another seat sees it (seat 0 as seat
 * 1 sees it, every other seat as seat 0 sees it), so that no concealed tile, drawn tile or closed kan
 * a variant hides from the others is shown, with no viewer and nothing offered to claim.
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
        return switch (fromSeat0) {
            case RiichiSeatView a when fromSeat1 instanceof RiichiSeatView b -> new RiichiSeatView(Optional.empty(),
                    a.roundWind(), a.roundNumber(), a.honba(), a.riichiSticks(), a.dealer(), a.tilesLeft(), a.doraIndicators(),
                    a.scores(), a.toAct(), Optional.empty(), a.lastDiscard(), a.over(), seats(a.seats(), b.seats()));
            case GuizhouSeatView a when fromSeat1 instanceof GuizhouSeatView b -> new GuizhouSeatView(Optional.empty(),
                    a.handNumber(), a.streak(), a.dealer(), a.tilesLeft(), a.scores(), a.toAct(), Optional.empty(),
                    a.lastDiscard(), seats(a.seats(), b.seats()));
            case GuangdongSeatView a when fromSeat1 instanceof GuangdongSeatView b -> new GuangdongSeatView(Optional.empty(),
                    a.prevailingWind(), a.handNumber(), a.dealerTerm(), a.dealer(), a.tilesLeft(), a.horsesFaceDown(),
                    a.scores(), a.toAct(), Optional.empty(), a.lastDiscard(), a.over(), seats(a.seats(), b.seats()));
            default -> throw new IllegalArgumentException("views of two variants: " + fromSeat0.getClass().getSimpleName()
                    + " and " + fromSeat1.getClass().getSimpleName());
        };
    }

    /** Seat 0 as seat 1 sees it, the others as seat 0 sees them. */
    private static <T> List<T> seats(List<T> fromSeat0, List<T> fromSeat1) {
        List<T> out = new ArrayList<>(fromSeat0);
        out.set(0, fromSeat1.get(0));
        return out;
    }
}
