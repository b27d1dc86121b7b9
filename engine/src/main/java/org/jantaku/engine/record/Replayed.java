package org.jantaku.engine.record;

import java.util.List;
import java.util.Objects;

/**
 * What a replay rebuilt: the final state and every event, the start's included, in order.
 *
 * @param state the state after the record's last step
 * @param events the events the game produced, as the variant's values
 */
public record Replayed<S, E>(S state, List<E> events) {
    public Replayed {
        Objects.requireNonNull(state, "state");
        events = List.copyOf(events);
    }
}
