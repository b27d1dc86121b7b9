package org.jantaku.engine.contract;

import java.util.List;

/**
 * What one legal action did: the new state and the events it produced, the environment's included
 * (the next draw, a dora reveal …), in order.
 */
public record Transition<S, E extends Event>(S state, List<E> events) {
    public Transition {
        java.util.Objects.requireNonNull(state, "state");
        events = List.copyOf(events);
    }
}
