package org.jantaku.engine.view;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.Move;
import org.jantaku.engine.table.TableAction;
import org.jantaku.engine.view.result.GameResultView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.state.SeatView;

/**
 * What a table shows of one variant's games, returned by its {@link org.jantaku.engine.spi.VariantModule#views()}: the
 * view of an engine observation, the hand's and game's end of a step, a seat's waits, which decisions
 * are private and what leaving a game costs. The server reads every variant through these and names none.
 *
 * @param <S> the variant's state
 * @param <O> the variant's observation ({@code observe}, {@code observeAll})
 */
public interface VariantViews<S, O> {

    /** The variant's state type, by which a table finds the views of a state. */
    Class<S> stateType();

    /** The variant's observation type, by which a table finds the views of an observation. */
    Class<O> observationType();

    /** The table's view of one seat's observation or of the all-open one; it holds nothing the observation does not. */
    SeatView view(O observation);

    /** The hand's end a step brought, from the state before it and its events; empty when it ended no hand. */
    Optional<HandResultView> hand(S before, List<? extends Event> events);

    /** The game's end a step brought; empty when it did not end the game. */
    Optional<GameResultView> game(S before, List<? extends Event> events);

    /** The waits of a seat whose hand waits (a player aid), with whether it is furiten where the rules have it; empty for none. */
    default Optional<Waits> waits(S state, int seat) {
        return Optional.empty();
    }

    /**
     * What an action does, as the page reads it (a discard, a declaration, a win, a call, a pass …): a table-flow
     * variant's action says it itself ({@link TableAction#move}); empty for a variant's own kind of action
     * ({@link Move#OWN}: nine terminals, a North set aside, a tenpai declaration), which the page shows as a
     * button of its own.
     */
    default Optional<Move> move(Action a) {
        return a instanceof TableAction t && t.move() != Move.OWN ? Optional.of(t.move()) : Optional.empty();
    }

    /**
     * The page word of an action that is one of the variant's terms (a meld's name, a way to win, a declaration's mark): a
     * key of its {@link org.jantaku.engine.spi.VariantModule#words()}, which names the action's button; empty for the
     * others, which the page names by {@code <variant>.act.<type>} or by their move.
     */
    default Optional<String> word(Action a) {
        return Optional.empty();
    }

    /** Whether an action passes on a claim (the table flow's {@link TableAction.Pass}). */
    default boolean isPass(Action a) {
        return a instanceof TableAction.Pass;
    }

    /** Whether an action belongs to a private decision, whose being offered is itself hidden (a claim window's pass). */
    default boolean isPrivate(Action a) {
        return isPass(a);
    }

    /**
     * The action that records a player leaving a game, where the rules charge for it (逃跑); empty where a bot
     * simply takes the seat.
     */
    default Optional<Action> escape(RuleSet rules) {
        return Optional.empty();
    }
}
