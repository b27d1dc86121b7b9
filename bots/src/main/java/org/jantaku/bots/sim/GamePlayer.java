package org.jantaku.bots.sim;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.jantaku.bots.VariantBots;
import org.jantaku.core.game.Action;
import org.jantaku.core.game.Event;
import org.jantaku.core.game.Transition;
import org.jantaku.core.game.Variant;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.AgentFactory;

/**
 * Plays whole games of one variant through the engine contract, each seat's decisions by its agent,
 * and tallies their events. When several seats are to act (a claim window) the lowest seat answers
 * first; a seat with a single legal action is not asked. Not shared between threads.
 */
final class GamePlayer<S, A extends Action, E extends Event, O> implements GameRunner {
    /** What agents are told they may take per decision (bots answer at once). */
    private static final Duration TIME_LIMIT = Duration.ofSeconds(1);

    private final VariantBots<S, A, E, O> bots;
    private final Variant<S, A, E, O> variant;
    private final RuleSet rules;
    private final List<AgentFactory<A, O>> factories;
    @SuppressWarnings("unchecked")
    private final Agent<A, O>[] agents = new Agent[4];

    GamePlayer(VariantBots<S, A, E, O> bots, RuleSet rules, List<String> agentNames) {
        this.bots = bots;
        this.variant = bots.variant();
        this.rules = rules;
        this.factories = agentNames.stream().map(n -> bots.agent(n, rules)).toList();
    }

    @Override
    public long play(long seed, long game, Tally tally) {
        long gameSeed = Seeds.game(seed, game);
        for (int seat = 0; seat < 4; seat++) {
            agents[seat] = factories.get(Seeds.agentIndex(game, seat)).create(seat, Seeds.agent(gameSeed, seat));
        }
        Transition<S, E> t = variant.start(rules, gameSeed);
        read(t.events(), tally);
        S s = t.state();
        long steps = 0;
        while (!variant.isOver(s)) {
            if (++steps > MAX_STEPS) {
                throw GameRunner.stuck(game, gameSeed);
            }
            int seat = firstToAct(s);
            List<A> legal = variant.legalActions(s, seat);
            A action = legal.size() == 1 ? legal.get(0)
                    : agents[seat].choose(variant.observe(s, seat), legal, TIME_LIMIT);
            t = variant.apply(s, seat, action).orThrow();
            read(t.events(), tally);
            s = t.state();
        }
        return steps;
    }

    private void read(List<E> events, Tally tally) {
        for (int i = 0, n = events.size(); i < n; i++) {
            bots.tally(events.get(i), tally);
        }
    }

    private int firstToAct(S s) {
        Set<Integer> toAct = variant.toAct(s);
        for (int seat = 0; seat < 4; seat++) {
            if (toAct.contains(seat)) {
                return seat;
            }
        }
        throw new IllegalStateException("nobody is to act in a game that is not over");
    }
}
