package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.engine.contract.Action;

/** The JSON object of each kind of line: the header, the start (step 0), an applied action. */
final class RecordLines {
    private RecordLines() {
    }

    /** {@code {"format":1,"variant":…,"preset":…,"players":[…],"walls":{…},"rules":{…}}} ({@code preset} only when known). */
    static ObjectNode header(RecordHeader h) {
        ObjectNode o = JsonFields.object();
        o.put("format", RecordHeader.FORMAT);
        o.put("variant", h.variant());
        h.preset().ifPresent(p -> o.put("preset", p));
        ArrayNode players = o.putArray("players");
        h.players().forEach(players::add);
        o.set("walls", WallsJson.encode(h.walls()));
        o.set("rules", RulesJson.encode(h.rules()));
        return o;
    }

    /** {@code {"step":0,"events":[…]}}. */
    static ObjectNode start(List<JsonNode> events) {
        ObjectNode o = JsonFields.object();
        o.put("step", 0);
        o.putArray("events").addAll(events);
        return o;
    }

    /** {@code {"step":n,"seat":s,"action":{…},"events":[…]}}. */
    static <A extends Action> ObjectNode step(RecordStep<A> step, RecordCodec<A, ?> codec) {
        ObjectNode o = JsonFields.object();
        o.put("step", step.step());
        o.put("seat", step.seat());
        o.set("action", codec.encodeAction(step.action()));
        o.putArray("events").addAll(step.events());
        return o;
    }
}
