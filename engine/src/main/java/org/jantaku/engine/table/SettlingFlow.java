package org.jantaku.engine.table;

import java.util.List;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Event;

/**
 * A {@link TableFlow} whose hands end in the flow's shape: a win or the wall's end settled by the
 * variant as a {@link HandResult}, paid, then the next hand dealt or the game ended (Guizhou,
 * Guangdong; Riichi ends its hands its own way: declarations, the dealer's choice).
 *
 * @param <S> the variant's state
 * @param <M> its melds
 * @param <A> its actions
 * @param <E> its events
 * @param <O> its observation
 * @param <X> its settlement of a hand
 */
public abstract class SettlingFlow<S extends TableParts<M>, M extends TableMeld, A extends TableAction, E extends Event, O, X>
        extends TableFlow<S, M, A, E, O> {

    /** A flow offering the variant's actions, made once. */
    protected SettlingFlow(TableActions<A> actions) {
        super(actions);
    }

    /**
     * A hand won: the winners (from the discarder's next seat on), the tile and where it came from;
     * the tile has left the discarder's pond or the robbed hand. Appends the variant's events of the
     * win and returns its settlement.
     */
    protected abstract HandResult<X> won(S s, int[] winners, int from, Tile tile, WinSource source, List<E> events);

    /** The wall ran out with nobody winning: the variant's settlement. */
    protected abstract HandResult<X> exhausted(S s, List<E> events);

    protected abstract E settled(S s, X settlement, BySeat<Integer> scores);

    protected abstract E gameEnded(S s, BySeat<Integer> scores);

    /** Whether the hand just settled is the game's last. */
    protected abstract boolean lastHand(S s, HandResult<X> result);

    /** A win: a discarded tile leaves the discarder's pond, a robbed tile the robbed hand; then the hand ends. */
    @Override
    protected final void handWon(S s, int[] winners, int from, Tile tile, WinSource source, List<E> events) {
        if (source == WinSource.ROBBED_KONG) {
            s.tableSeat(from).remove(tile);
        } else if (!source.isSelfDraw()) {
            s.tableSeat(from).pondTaken();
        }
        endHand(s, won(s, winners, from, tile, source, events), events);
    }

    @Override
    protected final void wallEnded(S s, List<E> events) {
        endHand(s, exhausted(s, events), events);
    }

    /** The settlement paid, then the next hand or the game's end. */
    private void endHand(S s, HandResult<X> result, List<E> events) {
        s.pay(result.net());
        events.add(settled(s, result.settlement(), s.scores()));
        if (lastHand(s, result)) {
            events.add(gameEnded(s, s.scores()));
            s.phaseNumber(TableParts.OVER);
            return;
        }
        deal(s, s.hand + 1, result.nextDealer(), result.nextStreak(), events);
    }
}
