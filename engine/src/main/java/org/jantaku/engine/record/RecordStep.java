package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Objects;

/**
 * One applied action of a record and the events it produced, as the variant's codec wrote them.
 * The JSON nodes are treated as immutable: nothing in the engine changes them, and callers must not.
 *
 * @param step 1 for the first action, counting up by one
 * @param seat the seat that acted
 * @param action the action
 * @param events the encoded events the action produced, in order
 */
public record RecordStep<A>(int step, int seat, A action, List<JsonNode> events) {
    public RecordStep {
        if (step < 1) {
            throw new IllegalArgumentException("steps count from 1, not " + step);
        }
        Objects.requireNonNull(action, "action");
        events = List.copyOf(events);
    }

    /** The line of the record file this step is written on (the header is line 1, the start line 2). */
    public int line() {
        return step + 2;
    }
}
