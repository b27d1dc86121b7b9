package org.jantaku.bots.riichi;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.bots.sim.GameRunner;
import org.jantaku.bots.sim.Seeds;
import org.jantaku.bots.sim.Tally;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.AgentFactory;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiTable;

/**
 * Riichi's fast {@link GameRunner}: the games of the contract runner (same seeds, same agents, the
 * lowest seat answering first, a seat with one legal action not asked), played on a
 * {@link RiichiTable} in place. Agents that read a {@link org.jantaku.riichi.game.RiichiView}
 * ({@link ViewAgent}) get the table's live view; any other gets the engine's observation record.
 * An agent that {@linkplain ViewAgent#passesCalls passes every call} is not offered chi and pon (the
 * table passes for it), nor is one on the kinds it {@linkplain ViewAgent#callsPassedAfterTurn tells}
 * it will pass on as it discards, so the games are the same but take fewer steps.
 */
final class TablePlayer implements GameRunner {
    private static final Duration TIME_LIMIT = Duration.ofSeconds(1);

    private final RuleSet rules;
    private final List<AgentFactory<RiichiAction, RiichiObservation>> factories;
    @SuppressWarnings("unchecked")
    private final Agent<RiichiAction, RiichiObservation>[] agents = new Agent[4];
    private final List<RiichiEvent> events = new ArrayList<>();

    TablePlayer(RuleSet rules, List<AgentFactory<RiichiAction, RiichiObservation>> factories) {
        this.rules = rules;
        this.factories = List.copyOf(factories);
    }

    @Override
    public long play(long seed, long game, Tally tally) {
        long gameSeed = Seeds.game(seed, game);
        for (int seat = 0; seat < 4; seat++) {
            agents[seat] = factories.get(Seeds.agentIndex(game, seat)).create(seat, Seeds.agent(gameSeed, seat));
        }
        events.clear();
        RiichiTable table = RiichiTable.start(rules, gameSeed, events);
        int passing = 0;
        int telling = 0; // the seats that may tell, as they discard, the kinds they will pass calls on
        for (int seat = 0; seat < 4; seat++) {
            if (agents[seat] instanceof ViewAgent v) {
                if (v.passesCalls()) {
                    passing |= 1 << seat;
                } else {
                    telling |= 1 << seat;
                }
            }
        }
        table.passCallsFor(passing);
        read(tally);
        long steps = 0;
        while (!table.isOver()) {
            if (++steps > MAX_STEPS) {
                throw GameRunner.stuck(game, gameSeed);
            }
            int seat = Integer.numberOfTrailingZeros(table.toActMask());
            List<RiichiAction> legal = table.legalActions(seat);
            RiichiAction action = legal.size() == 1 ? legal.get(0) : choose(table, seat, legal);
            if ((telling & 1 << seat) != 0 && legal.size() > 1 && isDiscard(action)) {
                table.passCalls(seat, ((ViewAgent) agents[seat]).callsPassedAfterTurn()); // before the discard opens its claims
            }
            events.clear();
            long loads = table.loads();
            table.apply(seat, action, events);
            if (table.loads() != loads) {
                read(tally); // else the table's own step: only draws and discards, which count nothing
            }
        }
        return steps;
    }

    private RiichiAction choose(RiichiTable table, int seat, List<RiichiAction> legal) {
        Agent<RiichiAction, RiichiObservation> agent = agents[seat];
        return agent instanceof ViewAgent v ? v.choose(table.view(seat), legal)
                : agent.choose(table.observe(seat), legal, TIME_LIMIT);
    }

    private static boolean isDiscard(RiichiAction action) {
        return action instanceof RiichiAction.Discard || action instanceof RiichiAction.DeclareRiichi;
    }

    private void read(Tally tally) {
        for (int i = 0, n = events.size(); i < n; i++) {
            RiichiBots.INSTANCE.tally(events.get(i), tally);
        }
    }
}
