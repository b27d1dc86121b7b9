package org.jantaku.bots.sim;

import java.util.List;
import org.jantaku.bots.VariantBots;
import org.jantaku.bots.mjai.BridgeOptions;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;

/**
 * Plays whole games of one variant with one set of agents, into a {@link Tally}: one per simulating
 * thread, the same for every variant ({@link #of}: the engine contract, in place where the variant
 * plays in place).
 */
public interface GameRunner {
    /** Steps after which a game is taken to be stuck. */
    int MAX_STEPS = 100_000;

    /**
     * Plays game {@code game} of a simulation seeded {@code seed} into {@code tally}.
     *
     * @return the steps (actions applied)
     */
    long play(long seed, long game, Tally tally);

    /**
     * The runner over the engine contract ({@code legalActions}, {@code observe}, {@code play} or {@code apply}) of any
     * variant; agents that run outside the JVM (mjai) with {@code bridge}'s options.
     */
    static <S, A extends Action, E extends Event, O> GameRunner of(VariantBots<S, A, E, O> bots, RuleSet rules,
            List<String> agentNames, BridgeOptions bridge) {
        return new GamePlayer<>(bots, rules, agentNames, bridge);
    }

    /** The refusal of a game that has not ended after {@link #MAX_STEPS}. */
    static IllegalStateException stuck(long game, long gameSeed) {
        return new IllegalStateException("game " + game + " (seed " + gameSeed + ") has not ended after " + MAX_STEPS
                + " steps");
    }
}
