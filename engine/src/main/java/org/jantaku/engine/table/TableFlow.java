package org.jantaku.engine.table;

import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;

/**
 * The play at a table, written once for every variant and played in place: deal (by fours or by
 * hands, tiles set aside at the wall's end), draw, discard (of a tile or of a kind), the claim window
 * with its priority (win, kong and pung, chi by the next seat; several wins or the nearest only),
 * kongs and their replacement draws, robbing a kong, the pass lock, the wall's end, the hand's end
 * with its settlement, and the next hand or the game's end. A variant
 * extends it with hooks: its actions and events, which wins its shapes and restrictions allow, what
 * a declaration freezes, its settlement and how many hands make a game; it overrides only what
 * differs (a frozen hand, a forced win, the priority of claims, what a discard or a draw changes
 * beside the tiles).
 *
 * <p>How a hand ends is the variant's ({@link #handWon}, {@link #wallEnded}): {@link SettlingFlow} settles it
 * in the flow's shape for every variant (a {@link HandResult} paid, then the next hand).
 * A variant may have phases of its own ({@link TableParts#OWN}: Riichi's tenpai declarations, its dealer's
 * choice), whose seats, actions and steps are its hooks ({@link TableParts#ownPhase}, {@link #ownActions}, {@link #own}).
 *
 * <p>The flow is layered, one concept a file, each layer reading the hooks on {@code this}: {@link TableHooks} (the
 * hooks and their defaults), {@link TurnList} (a turn's list), {@link TableSteps} (the steps), and this class (the
 * contract); a claim window's answers are {@link CallOptions}'.
 *
 * <p>Every check comes before the first change, so an illegal action leaves the state unchanged.
 * Legal actions are listed only when asked; {@link #play} tells a discard's legality without listing.
 *
 * @param <S> the variant's state
 * @param <M> its melds
 * @param <A> its actions
 * @param <E> its events
 * @param <O> its observation
 */
public abstract class TableFlow<S extends TableParts<M>, M extends TableMeld, A extends TableAction, E extends Event, O>
        extends TableSteps<S, M, A, E, O> {

    /** A flow offering the variant's actions, made once; {@code table} makes a table event one of the variant's. */
    protected TableFlow(TableActions<A> actions, Function<TableEvent, E> table) {
        super(actions, table);
    }

    // ---- the contract ----

    @Override
    public final Set<Integer> toAct(S s) {
        return switch (s.phase) {
            case TableParts.TURN -> SeatSet.of(1 << s.actor);
            case TableParts.CLAIMS -> SeatSet.of(s.window.pending());
            case TableParts.OWN -> s.phase().toAct();
            default -> SeatSet.of(0);
        };
    }

    @Override
    public final boolean isOver(S s) {
        return s.isOver();
    }

    @Override
    @SuppressWarnings("unchecked")
    public final S copy(S s) {
        return (S) s.copy();
    }

    @Override
    public final List<A> legalActions(S s, int seat) {
        return switch (s.phase) {
            case TableParts.TURN -> seat == s.actor ? turn(s, seat) : List.of();
            case TableParts.CLAIMS -> s.window.waitsFor(seat) ? answers(s, seat) : List.of();
            case TableParts.OWN -> ownActions(s, seat);
            default -> List.of();
        };
    }

    /**
     * Whether {@code seat} may play {@code action} now: exactly {@code legalActions(s, seat).contains(action)} for the
     * listed moves, told without listing when it can ({@link #legal}).
     */
    public final boolean isLegal(S s, int seat, A action) {
        return !s.isOver() && legal(s, seat, action);
    }

    @Override
    public final Result<List<E>> play(S s, int seat, A action) {
        if (s.isOver()) {
            return Result.illegal("the game is over");
        }
        if (action.move() == Move.ASIDE && toAct(s).contains(seat)) {
            return aside(s, seat, action);
        }
        if (!legal(s, seat, action)) {
            return Result.illegal(refusal(s, seat, action));
        }
        List<E> events = stepEvents(s);
        switch (s.phase) {
            case TableParts.TURN -> turnStep(s, seat, action, events);
            case TableParts.CLAIMS -> answer(s, seat, action, events);
            default -> own(s, seat, action, events);
        }
        return stepped(s, events);
    }
}
