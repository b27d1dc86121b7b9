package org.jantaku.bots.play;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.contract.Action;

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
        Optional<A> taken = Actions.first(legal, takes);
        if (taken.isPresent()) {
            return taken.get();
        }
        Optional<A> d = discardOfDrawn.apply(observation);
        if (d.isPresent() && legal.contains(d.get())) {
            return d.get();
        }
        return legal.get(legal.size() - 1);
    }
}
