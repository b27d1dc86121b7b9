package org.jantaku.engine.view.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.view.Caption;

/**
 * What a page is sent of a table: one seat's view, or the all-open view (replays), of one variant.
 * Every variant's view has the seats in seat order, the scores, who the game waits for and how many
 * tiles are left; the rest is the variant's own (each variant's {@code view} package, returned by its
 * {@link org.jantaku.engine.view.VariantViews}). Its JSON names its variant ({@code variant}).
 */
public interface SeatView {

    /** The variant's name, the view's {@code variant} in JSON ({@code riichi}, {@code guizhou} …). */
    String variant();

    /** The viewer; empty for the all-open view. */
    Optional<Integer> viewer();

    /** Each seat's points, by seat. */
    List<Integer> scores();

    /** The seats the game waits for, in seat order. */
    List<Integer> toAct();

    /** Tiles left to draw. */
    int tilesLeft();

    /** The hand's label ("East 2", "Hand 3"; JSON {@code round_label}). */
    Caption roundLabel();

    /**
     * The dealer's streak shown beside the label (连庄), where the variant counts one and it is past the
     * first hand; JSON {@code streak_label}.
     */
    Optional<Caption> streakLabel();

    /**
     * This view, seat 0's, as a watcher (観戦) sees it: no viewer, nothing offered, seat 0 as
     * {@code fromSeat1} (seat 1's view of the same state, of this view's type) shows it and every other
     * seat as this view does ({@link #watchedSeats}), so that nothing one seat alone may know is shown.
     */
    SeatView watchedWith(SeatView fromSeat1);

    /** The seats a watcher sees: seat 0 as seat 1 sees it, the others as seat 0 sees them. */
    static <T> List<T> watchedSeats(List<T> fromSeat0, List<T> fromSeat1) {
        List<T> out = new ArrayList<>(fromSeat0);
        out.set(0, fromSeat1.get(0));
        return out;
    }
}
