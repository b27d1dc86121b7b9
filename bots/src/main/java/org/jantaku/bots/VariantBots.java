package org.jantaku.bots;

import java.util.List;
import java.util.function.Supplier;
import org.jantaku.bots.mjai.BridgeOptions;
import org.jantaku.bots.sim.Tally;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.AgentFactory;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.settle.Places;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;

/**
 * What the bots and the simulator need of one variant, the only per-variant code they hold: its agents by
 * name, and how its events read as outcomes (hands, wins, deal-ins, draws, patterns, the final ranking). The
 * variant, its name and its presets are its engine registration's ({@link VariantModule}), found by the name of
 * its {@link #recorded()} game. A variant's bots are a service ({@code META-INF/services/org.jantaku.bots.VariantBots}),
 * listed in {@link Bots#VARIANTS}.
 *
 * @param <S> the variant's state
 * @param <A> its actions
 * @param <E> its events
 * @param <O> its observation of one seat
 */
public interface VariantBots<S, A extends Action, E extends Event, O> {

    /**
     * The variant with its record codec, its module's {@link VariantModule#recorded()} with its types: how the simulator
     * plays and records its games ({@code simulate --records}).
     */
    RecordedVariant<S, A, E, O> recorded();

    /** The variant's game. */
    default Variant<S, A, E, O> variant() {
        return recorded().variant();
    }

    /** The presets this variant plays: its module's. */
    default List<Preset> presets() {
        return VariantModules.find(recorded().name()).orElseThrow().presets();
    }

    /** The agents every variant offers. */
    List<String> STANDARD_AGENTS = List.of("random", "tsumogiri", "efficiency");

    /** The agent names {@link #agent} accepts, {@code random} first ({@link #STANDARD_AGENTS} unless a variant has more). */
    default List<String> agentNames() {
        return STANDARD_AGENTS;
    }

    /**
     * The agents called {@code name} under {@code rules}.
     *
     * @throws IllegalArgumentException for a name not in {@link #agentNames()}
     */
    AgentFactory<A, O> agent(String name, RuleSet rules);

    /**
     * The agents called {@code name} under {@code rules}, those that run outside the JVM (Riichi's
     * {@code mjai:COMMAND}) with {@code bridge}'s time limits and log; the same as {@link #agent(String, RuleSet)}
     * for the others.
     *
     * @throws IllegalArgumentException for an unknown name
     */
    default AgentFactory<A, O> agent(String name, RuleSet rules, BridgeOptions bridge) {
        return agent(name, rules);
    }

    /**
     * Whether the variant seats external mjai bots ({@code mjai:COMMAND} agents, {@link #agent(String, RuleSet, BridgeOptions)}):
     * a server offers its registered ones at this variant's tables. Riichi's only (mjai speaks Riichi).
     */
    default boolean seatsMjaiBots() {
        return false;
    }

    /** Reads one event of a game into {@code tally} (events that say nothing about the outcome are skipped). */
    void tally(E event, Tally tally);

    /**
     * Reads a table event that a variant's event carries ({@link TableEvent.Carrier}) into {@code tally}: the game's end
     * gives scores only, and places go by score, a tie in seat order, seat 0 first (the simulator rotates the agents
     * over the seats, so the order of a tie favours no agent over many games); the others say nothing of the outcome.
     */
    default void tallyTable(TableEvent.Carrier event, Tally tally) {
        if (event.event() instanceof TableEvent.GameEnded g) {
            List<Integer> scores = g.scores().toList();
            tally.gameEnded(scores, Places.of(scores, Places.Ties.bySeatFrom(0)));
        }
    }

    /**
     * The {@link #STANDARD_AGENTS} by name: {@code random} (uniform, seeded per seat and game), and
     * the variant's {@code tsumogiri} and {@code efficiency}, each stateless, so one instance serves
     * every seat ({@code efficiency} is made once per call, for the rules it was made for).
     *
     * @throws IllegalArgumentException for another name
     */
    default AgentFactory<A, O> standardAgent(String name, Agent<A, O> tsumogiri, Supplier<Agent<A, O>> efficiency) {
        return switch (name) {
            case "random" -> AgentFactory.random();
            case "tsumogiri" -> (seat, seed) -> tsumogiri;
            case "efficiency" -> {
                Agent<A, O> agent = efficiency.get();
                yield (seat, seed) -> agent;
            }
            default -> throw unknownAgent(name);
        };
    }

    /** The refusal of an unknown agent name, listing the known ones. */
    default IllegalArgumentException unknownAgent(String name) {
        return new IllegalArgumentException("unknown agent '" + name + "' for " + variant().name() + " (known: "
                + String.join(", ", agentNames()) + ")");
    }
}
