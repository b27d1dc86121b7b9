package org.jantaku.server.view.result;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.engine.contract.Event;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.OptionalAsNull;

/**
 * The result views as the protocol's JSON (docs/protocol.md, {@code hand_end} and {@code game_end}):
 * every record component under its explicit snake_case name, an absent optional as {@code null}, and
 * red fives written as the table's rules show them ({@link Faces}).
 */
public final class ResultJson {
    /** The message type of a hand's end. */
    public static final String HAND_END = "hand_end";
    /** The message type of a game's end. */
    public static final String GAME_END = "game_end";

    private static final ObjectMapper MAPPER = new ObjectMapper().registerModule(new SimpleModule("optionals")
            .addSerializer(new OptionalAsNull()).addSerializer(new OptionalIntSerializer()));

    private ResultJson() {
    }

    /** A view as a JSON tree. */
    public static ObjectNode tree(Object view) {
        return MAPPER.valueToTree(view);
    }

    /**
     * The {@code hand_end} and {@code game_end} messages of a step (in that order; none when the step
     * ended nothing), without a version: {@code {"type": …, "result": VIEW}}.
     *
     * @param before the state before the step
     * @param events what the step produced
     */
    public static List<ObjectNode> messages(Object before, List<? extends Event> events, Faces faces) {
        List<ObjectNode> out = new ArrayList<>(2);
        ResultViews.hand(before, events).ifPresent(v -> out.add(message(HAND_END, tree(v), faces)));
        ResultViews.game(before, events).ifPresent(v -> out.add(message(GAME_END, tree(v), faces)));
        return out;
    }

    private static ObjectNode message(String type, ObjectNode view, Faces faces) {
        ObjectNode o = JsonNodeFactory.instance.objectNode().put("type", type);
        o.set("result", faces.apply(view));
        return o;
    }

    private static final class OptionalIntSerializer extends StdSerializer<OptionalInt> {
        OptionalIntSerializer() {
            super(OptionalInt.class);
        }

        @Override
        public void serialize(OptionalInt value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (value.isPresent()) {
                gen.writeNumber(value.getAsInt());
            } else {
                gen.writeNull();
            }
        }
    }
}
