package org.jantaku.bots.play;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.DecidingAgent;
import org.jantaku.engine.agent.Decision;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.table.TableState;

/**
 * ツモ切り / 摸打 of any variant: takes the first legal action {@code takes} accepts (a win), otherwise
 * discards the tile it just drew, otherwise (a claim window, where passing comes last, or a turn with
 * no drawn tile) the last legal action. Holds no state, so one instance serves every seat.
 *
 * @param takes the actions taken whenever offered (wins, and whatever a variant's drawn hand asks)
 * @param discardOfDrawn the discard of the tile the seat just drew, if it drew one
 * @param <A> the variant's actions
 * @param <O> its observation of one seat
 */
public record Tsumogiri<A extends Action, O>(Predicate<A> takes, Function<O, Optional<A>> discardOfDrawn)
        implements Agent<A, O> {

    @Override
    public A choose(O observation, List<A> legal, Duration timeLimit) {
        return pick(legal, () -> discardOfDrawn.apply(observation));
    }

    private A pick(List<A> legal, java.util.function.Supplier<Optional<A>> drawn) {
        Optional<A> taken = Actions.first(legal, takes);
        if (taken.isPresent()) {
            return taken.get();
        }
        Optional<A> d = drawn.get();
        if (d.isPresent() && legal.contains(d.get())) {
            return d.get();
        }
        return legal.get(legal.size() - 1);
    }

    /**
     * The same agent for a variant on the table flow, which a runner playing in place asks with a
     * {@link Decision}: it reads the drawn tile from the state (the seat deciding on a turn is the one
     * that drew) and builds no observation.
     *
     * @param discard the discard of a tile
     */
    public <S extends TableState<?>> DecidingAgent<S, A, O> onTable(Function<Tile, A> discard) {
        return new DecidingAgent<>() {
            @Override
            public A decide(Decision<S, A, O> d) {
                return pick(d.legal(), () -> d.state().drawn().map(discard));
            }

            @Override
            public A choose(O observation, List<A> legal, Duration timeLimit) {
                return Tsumogiri.this.choose(observation, legal, timeLimit);
            }
        };
    }
}
