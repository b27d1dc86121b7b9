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
 * Who sits in a seat: a person or a bot (with its agent name) and a display name. A person's seat has
 * a secret token (its holder sees the seat's view and acts for it), of which only the SHA-256 hash is
 * kept; a bot's seat has none, so nobody sees a bot's hand during the game.
 */
public record SeatSpec(int seat, boolean bot, String name, Optional<String> agent, Optional<String> tokenHash) {
    public SeatSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(agent, "agent");
        Objects.requireNonNull(tokenHash, "tokenHash");
        if (bot && (agent.isEmpty() || tokenHash.isPresent())) {
            throw new IllegalArgumentException("a bot seat has an agent and no token");
        }
        if (!bot && tokenHash.isEmpty()) {
            throw new IllegalArgumentException("a person's seat has a token");
        }
    }

    public String kind() {
        return bot ? "bot" : "human";
    }

    /** Whether a presented token is this seat's. */
    public boolean holds(String token) {
        return tokenHash.isPresent() && TokenCheck.same(tokenHash.get(), TokenCheck.hash(token));
    }

    /** The seat for storage (the token's hash included). */
    public ObjectNode stored() {
        ObjectNode o = pub();
        tokenHash.ifPresent(h -> o.put("token_sha256", h));
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

    /**
     * Seats from their stored JSON. A plain {@code token} (stored by servers before token hashes) is
     * read as its hash, and a bot's token is dropped.
     */
    public static List<SeatSpec> read(JsonNode array) {
        List<SeatSpec> out = new ArrayList<>();
        for (JsonNode s : array) {
            boolean bot = "bot".equals(s.path("kind").asText());
            Optional<String> hash = Optional.empty();
            if (!bot && s.hasNonNull("token_sha256")) {
                hash = Optional.of(s.get("token_sha256").asText());
            } else if (!bot && s.hasNonNull("token")) {
                hash = Optional.of(TokenCheck.hash(s.get("token").asText()));
            }
            out.add(new SeatSpec(s.path("seat").asInt(), bot, s.path("name").asText(),
                    s.hasNonNull("agent") ? Optional.of(s.get("agent").asText()) : Optional.empty(), hash));
        }
        return out;
    }

    /** Whether stored seats still hold a plain token (to be rewritten as hashes). */
    public static boolean plainTokens(JsonNode array) {
        for (JsonNode s : array) {
            if (s.has("token")) {
                return true;
            }
        }
        return false;
    }
}
