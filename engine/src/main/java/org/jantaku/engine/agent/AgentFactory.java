package org.jantaku.engine.agent;

import org.jantaku.engine.contract.Action;

/**
 * Makes the agent of one seat in one game. A simulation asks it once per game and seat with a seed
 * derived from the game's, so a game's play never depends on which thread ran it; the table server
 * asks it for its empty seats.
 *
 * @param <A> the variant's actions
 * @param <O> the variant's observation of one seat
 */
@FunctionalInterface
public interface AgentFactory<A extends Action, O> {

    /**
     * A fresh agent for {@code seat} (0-3) whose every random choice comes from {@code seed}.
     */
    Agent<A, O> create(int seat, long seed);

    /** The uniform {@link RandomAgent} of any variant. */
    static <A extends Action, O> AgentFactory<A, O> random() {
        return (seat, seed) -> new RandomAgent<>(seed);
    }
}
