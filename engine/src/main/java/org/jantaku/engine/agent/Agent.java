package org.jantaku.engine.agent;

import java.time.Duration;
import java.util.List;
import org.jantaku.engine.contract.Action;

/**
 * Whoever decides for a seat: a bot, or a remote human behind the table server. It is given only
 * what the seat may know (its observation) and the seat's complete list of legal actions, and
 * returns one of them. The same interface serves the simulator, the server's empty seats and its
 * human players.
 *
 * <p>An agent must be deterministic given its construction (a bot takes a seed when created), so a
 * simulation gives the same games whatever the threads.
 *
 * @param <A> the variant's actions
 * @param <O> the variant's observation of one seat
 */
public interface Agent<A extends Action, O> {

    /**
     * Chooses one of {@code legal} (never empty, in the variant's canonical order).
     *
     * @param observation what the seat may see now
     * @param legal the seat's legal actions
     * @param timeLimit how long the agent may take; a bot that cannot decide in time should return
     *     a safe choice (the server takes the first legal action when a human's time runs out)
     * @return one element of {@code legal}
     */
    A choose(O observation, List<A> legal, Duration timeLimit);
}
