package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Objects;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;

/**
 * A whole game record, as read from a file or built by a {@link Recorder}: the header, the events
 * of the start (step 0), and every applied action with its events. {@link Replayer#replay} turns
 * it back into the game's state.
 *
 * @param variant the variant the record is for, with its codec
 * @param header rules, walls and players
 * @param startEvents the encoded events of the game's start
 * @param steps the applied actions, numbered 1, 2, 3 … in order
 */
public record GameRecord<S, A extends Action, E extends Event, O>(RecordedVariant<S, A, E, O> variant,
        RecordHeader header, List<JsonNode> startEvents, List<RecordStep<A>> steps) {
    public GameRecord {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(header, "header");
        if (!header.variant().equals(variant.name())) {
            throw new IllegalArgumentException("a " + header.variant() + " header in a record of " + variant.name());
        }
        startEvents = List.copyOf(startEvents);
        steps = List.copyOf(steps);
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).step() != i + 1) {
                throw new IllegalArgumentException("step " + steps.get(i).step() + " where step " + (i + 1) + " belongs");
            }
        }
    }
}
