package org.jantaku.engine.view;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableEventFlow;
import org.jantaku.engine.table.TableState;
import org.jantaku.engine.view.result.GameResultView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.Standings;
import org.jantaku.engine.view.state.SeatView;

/**
 * A variant's {@link VariantViews} put together from its builders, for a variant whose private decisions
 * are the table flow's (a claim's pass): what a variant module returns without a class of its own.
 *
 * @param stateType the variant's state type
 * @param observationType the variant's observation type
 * @param views the view of an observation
 * @param hands the hand's end of a step
 * @param games the game's end of a step
 * @param waitsOf a seat's waits
 * @param escapes the action of a player leaving, where the rules charge for it
 */
public record ViewBuilders<S, O>(Class<S> stateType, Class<O> observationType, Function<O, SeatView> views, Ends<S, HandResultView> hands,
        Ends<S, GameResultView> games, BiFunction<S, Integer, Optional<Waits>> waitsOf, Function<RuleSet, Optional<Action>> escapes)
        implements VariantViews<S, O> {

    /** What a step ended, of one kind, from the state before it and its events; empty when it ended none. */
    public interface Ends<S, R> {
        Optional<R> of(S before, List<? extends Event> events);
    }

    /**
     * The builders of a variant the table flow plays ({@link TableEventFlow}): its game's end is the flow's standings
     * ({@link Standings#game}), a seat's waits the flow's ({@link TableEventFlow#waits}).
     *
     * @param game the variant's game (any instance: it is asked for its name and a seat's waits, which read the state)
     */
    public static <S extends TableState<Meld>, O> ViewBuilders<S, O> ofFlow(TableEventFlow<S, ?, ?, O, ?, ?> game, Class<S> stateType,
            Class<O> observationType, Function<O, SeatView> views, Ends<S, HandResultView> hands,
            Function<RuleSet, Optional<Action>> escapes) {
        return new ViewBuilders<>(stateType, observationType, views, hands, (before, events) -> Standings.game(game.name(), events),
                (state, seat) -> Optional.of(Waits.of(game.waits(state, seat))), escapes);
    }

    @Override
    public SeatView view(O observation) {
        return views.apply(observation);
    }

    @Override
    public Optional<HandResultView> hand(S before, List<? extends Event> events) {
        return hands.of(before, events);
    }

    @Override
    public Optional<GameResultView> game(S before, List<? extends Event> events) {
        return games.of(before, events);
    }

    @Override
    public Optional<Waits> waits(S state, int seat) {
        return waitsOf.apply(state, seat);
    }

    @Override
    public Optional<Action> escape(RuleSet rules) {
        return escapes.apply(rules);
    }
}
