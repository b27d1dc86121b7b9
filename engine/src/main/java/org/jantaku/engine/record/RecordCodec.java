package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;

/**
 * What a variant supplies so that its games can be recorded and replayed: the JSON of its actions
 * (both ways) and of its events (one way: a replay produces the events again and compares their
 * JSON with the recorded JSON, so events never need decoding).
 *
 * <p>Each action and event is a JSON object whose {@code "type"} names its kind in snake_case
 * ({@code discard}, {@code pon}, {@code drew} …). Encodings are part of the record format: write
 * them with explicit code (an exhaustive switch over the sealed types), keep them stable, and
 * document them with the variant. Encoding must be deterministic: the same value always gives the
 * same JSON.
 *
 * @param <A> the variant's actions
 * @param <E> the variant's events
 */
public interface RecordCodec<A extends Action, E extends Event> {

    /** The name of the variant whose actions and events this codec writes, as in {@code Variant.name()}. */
    String variant();

    /** An action as a JSON object with a {@code "type"}. */
    ObjectNode encodeAction(A action);

    /**
     * An action from its JSON object.
     *
     * @throws RecordException for an unknown type or a missing, malformed or out-of-range field,
     *     naming the field relative to the action's object (the reader adds the line)
     */
    A decodeAction(JsonNode json);

    /** An event as a JSON object with a {@code "type"}. */
    ObjectNode encodeEvent(E event);
}
