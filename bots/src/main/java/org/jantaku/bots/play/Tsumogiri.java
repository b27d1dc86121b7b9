package org.jantaku.bots.play;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.DecidingAgent;
import org.jantaku.engine.agent.Decision;
import org.jantaku.engine.table.TableAction;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.table.TableState;

/**
 * ツモ切り / 摸打 of any variant on the table flow: takes a win whenever offered ({@link Actions#isWin}), otherwise
 * discards the tile it just drew ({@link Actions#discardOf}), otherwise (a claim window, where passing comes last, or
 * a turn with no drawn tile) the last legal action. Holds no state, so one instance serves every seat.
 *
 * @param table the table's part of the variant's observation (its drawn tile)
 * @param <A> the variant's actions
 * @param <O> its observation of one seat
 */
public record Tsumogiri<A extends TableAction, O>(Function<O, TableObservation<?>> table) implements Agent<A, O> {

    @Override
    public A choose(O observation, List<A> legal, Duration timeLimit) {
        return pick(legal, table.apply(observation).drawn());
    }

    private static <A extends TableAction> A pick(List<A> legal, Optional<Tile> drawn) {
        for (A a : legal) {
            if (Actions.isWin(a)) {
                return a;
            }
        }
        return drawn.flatMap(t -> Actions.discardOf(legal, t)).orElse(legal.get(legal.size() - 1));
    }

    /**
     * The same agent as a runner playing in place asks it, with a {@link Decision}: it reads the drawn tile from the
     * state (the seat deciding on a turn is the one that drew) and builds no observation.
     */
    public <S extends TableState<?>> DecidingAgent<S, A, O> onTable() {
        return new DecidingAgent<>() {
            @Override
            public A decide(Decision<S, A, O> d) {
                return pick(d.legal(), d.state().drawn());
            }

            @Override
            public A choose(O observation, List<A> legal, Duration timeLimit) {
                return Tsumogiri.this.choose(observation, legal, timeLimit);
            }
        };
    }
}
