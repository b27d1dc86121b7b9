package org.jantaku.engine.agent;

import java.util.List;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;

/**
 * An agent that follows its game event by event, as a bot outside the JVM does (an mjai bot is told every event
 * its seat may see and keeps its own state), and that holds something to release when the game is over (a
 * process). Whoever runs a game with such an agent (the simulator's contract runner, the table server's tables)
 * tells it, before its seat's first decision, the events of the game's start, then the events of every step
 * applied, in order, every seat's; and closes it once the game is over or abandoned. The agent passes on to its
 * seat only what the seat may see: the events carry every tile (a draw, the deal), and the agent was made for one
 * seat ({@link AgentFactory#create}).
 *
 * <p>Its decisions still come through {@link #choose}; an agent that could not make one itself (its program timed
 * out, crashed or answered what is not legal) plays a safe choice instead and counts it ({@link #faults}).
 *
 * @param <A> the variant's actions
 * @param <O> its observation of one seat
 * @param <E> its events
 */
public interface WatchingAgent<A extends Action, O, E extends Event> extends Agent<A, O>, AutoCloseable {

    /** The events of the game's start, or of one step, in the order they happened. */
    void seen(List<E> events);

    /** How many decisions this agent could not make itself so far (a safe choice was played instead). */
    long faults();

    /** Releases what the agent holds; it is not asked again. Never throws. */
    @Override
    void close();

    /** Tells {@code agent} the events when it watches its game (else nothing). */
    @SuppressWarnings("unchecked")
    static <A extends Action, O, E extends Event> void tell(Agent<A, O> agent, List<E> events) {
        if (agent instanceof WatchingAgent<?, ?, ?> w) {
            ((WatchingAgent<A, O, E>) w).seen(events);
        }
    }

    /** Closes {@code agent} when it watches its game (else nothing). */
    static void close(Agent<?, ?> agent) {
        if (agent instanceof WatchingAgent<?, ?, ?> w) {
            w.close();
        }
    }

    /** The faults of {@code agent} when it watches its game, else 0. */
    static long faults(Agent<?, ?> agent) {
        return agent instanceof WatchingAgent<?, ?, ?> w ? w.faults() : 0;
    }
}
