package org.jantaku.engine.table;

import java.util.List;
import java.util.function.Function;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Event;

/**
 * A {@link TableFlow} whose hands end in the flow's one shape: a win, the wall's end or a variant's
 * own end of a hand (Riichi's abortive draws) settled by the variant as a {@link HandResult}; the
 * settlement paid and shown ({@link #settled}); then the next hand ({@link #nextHand}), the game's end
 * ({@link #gameOver}) or a phase of the variant's own ({@link #next}). A variant may hold a hand open
 * before it is settled (Riichi's tenpai declarations: {@link #holdsExhausted}) and settle it later with
 * {@link #endHand}.
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

    /** A flow offering the variant's actions, made once; {@code table} makes a table event one of the variant's. */
    protected SettlingFlow(TableActions<A> actions, Function<TableEvent, E> table) {
        super(actions, table);
    }

    /**
     * A hand won: the winners (from the discarder's next seat on), the tile and where it came from
     * ({@link #winTaken} has taken it). Appends the variant's events of the win and returns its settlement.
     */
    protected abstract HandResult<X> won(S s, int[] winners, int from, Tile tile, WinSource source, List<E> events);

    /** The wall ran out with nobody winning: the variant's settlement (荒庄, 流局). */
    protected abstract HandResult<X> exhausted(S s, List<E> events);

    /**
     * Whether the variant holds a hand whose wall ran out open in a phase of its own, which this hook puts the
     * game in (Riichi's tenpai declarations), instead of settling it now ({@link #exhausted}); it settles it later
     * with {@link #endHand}. By default none is held.
     */
    protected boolean holdsExhausted(S s, List<E> events) {
        return false;
    }

    /** The settlement just paid: the variant's bookkeeping of it and its events (the scores paid are the state's). */
    protected abstract void settled(S s, X settlement, List<E> events);

    /** The game's end: its event (a variant may add its final settlement), the scores as paid. */
    protected abstract E gameEnded(S s, BySeat<Integer> scores);

    /**
     * What follows the hand just settled and paid: the next hand, the game's end, or a phase of the
     * variant's own, which this hook puts the game in ({@link AfterHand#HELD}).
     */
    protected abstract AfterHand next(S s, HandResult<X> result);

    /** The next hand: by default the flow's {@link #deal} of hand {@code hand + 1} with the result's dealer and streak. */
    protected void nextHand(S s, HandResult<X> result, List<E> events) {
        deal(s, s.hand + 1, result.nextDealer(), result.nextStreak(), events);
    }

    /**
     * The won tile taken from where it lay before the win is settled: a discard from the discarder's pond, a
     * robbed tile from the robbed hand (a self-drawn tile stays in the winner's hand).
     */
    protected void winTaken(S s, int from, Tile tile, WinSource source) {
        if (source == WinSource.ROBBED_KONG) {
            s.tableSeat(from).remove(tile);
        } else if (!source.isSelfDraw()) {
            s.tableSeat(from).pondTaken();
        }
    }

    /** A win: the tile taken ({@link #winTaken}), then the hand ends. */
    @Override
    protected final void handWon(S s, int[] winners, int from, Tile tile, WinSource source, List<E> events) {
        winTaken(s, from, tile, source);
        endHand(s, won(s, winners, from, tile, source, events), events);
    }

    @Override
    protected final void wallEnded(S s, List<E> events) {
        if (!holdsExhausted(s, events)) {
            endHand(s, exhausted(s, events), events);
        }
    }

    /**
     * A hand ends: the settlement paid (its transfers, {@link TableParts#pay}) and shown, then the next hand, the
     * game's end or the variant's own phase.
     */
    protected final void endHand(S s, HandResult<X> result, List<E> events) {
        s.pay(result.transfers());
        settled(s, result.settlement(), events);
        switch (next(s, result)) {
            case NEXT -> nextHand(s, result, events);
            case OVER -> gameOver(s, events);
            case HELD -> {
            }
        }
    }

    /** The game ends: its event, and the phase is the game's end. */
    protected final void gameOver(S s, List<E> events) {
        events.add(gameEnded(s, s.scores()));
        s.phaseNumber(TableParts.OVER);
    }
}
