package org.jantaku.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Who sits in a seat: a person or a bot (with its agent name), a display name, and the seat's secret
 * token (which lets a client see the seat's view and, for a person's seat, act for it).
 */
public record SeatSpec(int seat, boolean bot, String name, Optional<String> agent, String token) {
    public SeatSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(agent, "agent");
        Objects.requireNonNull(token, "token");
        if (bot && agent.isEmpty()) {
            throw new IllegalArgumentException("a bot seat needs an agent");
        }
    }

    public String kind() {
        return bot ? "bot" : "human";
    }

    /** The seat for storage (token included). */
    public ObjectNode stored() {
        ObjectNode o = pub();
        o.put("token", token);
        return o;
    }

    /** The seat as the public may see it (no token). */
    public ObjectNode pub() {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("seat", seat).put("kind", kind()).put("name", name);
        agent.ifPresent(a -> o.put("agent", a));
        return o;
    }

    /** The stored seats of a table. */
    public static ArrayNode stored(List<SeatSpec> seats) {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        seats.forEach(s -> a.add(s.stored()));
        return a;
    }

    /** Seats from their stored JSON. */
    public static List<SeatSpec> read(JsonNode array) {
        List<SeatSpec> out = new ArrayList<>();
        for (JsonNode s : array) {
            boolean bot = "bot".equals(s.path("kind").asText());
            out.add(new SeatSpec(s.path("seat").asInt(), bot, s.path("name").asText(),
                    s.hasNonNull("agent") ? Optional.of(s.get("agent").asText()) : Optional.empty(), s.path("token").asText()));
        }
        return out;
    }
}
