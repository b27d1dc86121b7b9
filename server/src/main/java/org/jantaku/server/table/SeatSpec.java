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
 * kept; a bot's seat has none, so nobody sees a bot's hand during the game. A person's seat given up
 * during the game ({@link Departure}) is a bot's from then on, under the person's name; its former
 * token's hash is kept only to tell its holder that the seat is gone.
 */
public record SeatSpec(int seat, boolean bot, String name, Optional<String> agent, Optional<String> tokenHash,
        Optional<Departure> departure) {
    public SeatSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(agent, "agent");
        Objects.requireNonNull(tokenHash, "tokenHash");
        Objects.requireNonNull(departure, "departure");
        if (bot && (agent.isEmpty() || (tokenHash.isPresent() && departure.isEmpty()))) {
            throw new IllegalArgumentException("a bot seat has an agent and no token");
        }
        if (!bot && (tokenHash.isEmpty() || departure.isPresent())) {
            throw new IllegalArgumentException("a person's seat has a token");
        }
    }

    /** A seat as made at the table's creation. */
    public SeatSpec(int seat, boolean bot, String name, Optional<String> agent, Optional<String> tokenHash) {
        this(seat, bot, name, agent, tokenHash, Optional.empty());
    }

    public String kind() {
        return bot ? "bot" : "human";
    }

    /** Whether a presented token is this seat's (never a bot's, even one that took a person's seat). */
    public boolean holds(String token) {
        return !bot && tokenHash.isPresent() && TokenCheck.same(tokenHash.get(), TokenCheck.hash(token));
    }

    /** Whether a presented token was this seat's before its player gave it up. */
    public boolean heldBefore(String token) {
        return departure.isPresent() && tokenHash.isPresent() && TokenCheck.same(tokenHash.get(), TokenCheck.hash(token));
    }

    /** This person's seat played by a bot from now on ({@code agent}), under the same name. */
    SeatSpec givenUp(String agentName, Departure why) {
        if (bot) {
            throw new IllegalStateException("seat " + seat + " is a bot's already");
        }
        return new SeatSpec(seat, true, name, Optional.of(agentName), tokenHash, Optional.of(why));
    }

    /** The same seat once its 逃跑 is recorded. */
    SeatSpec escapeRecorded() {
        return new SeatSpec(seat, bot, name, agent, tokenHash, departure.map(Departure::escaped));
    }

    /** Whether the game is still to record this seat's 逃跑. */
    public boolean escapeOwed() {
        return departure.map(Departure::escapeOwed).orElse(false);
    }

    /** The seat for storage (the token's hash included). */
    public ObjectNode stored() {
        ObjectNode o = pub();
        tokenHash.ifPresent(h -> o.put("token_sha256", h));
        departure.ifPresent(d -> o.put("escape_owed", d.escapeOwed()));
        return o;
    }

    /** The seat as the public may see it (no token): a given-up seat says why ({@code left}). */
    public ObjectNode pub() {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("seat", seat).put("kind", kind()).put("name", name);
        agent.ifPresent(a -> o.put("agent", a));
        departure.ifPresent(d -> o.put("left", d.reason()));
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
     * read as its hash, and a bot's token is dropped (unless the bot took a person's seat).
     */
    public static List<SeatSpec> read(JsonNode array) {
        List<SeatSpec> out = new ArrayList<>();
        for (JsonNode s : array) {
            boolean bot = "bot".equals(s.path("kind").asText());
            Optional<Departure> departure = s.hasNonNull("left")
                    ? Optional.of(new Departure(s.get("left").asText(), s.path("escape_owed").asBoolean(false)))
                    : Optional.empty();
            boolean tokened = !bot || departure.isPresent();
            Optional<String> hash = Optional.empty();
            if (tokened && s.hasNonNull("token_sha256")) {
                hash = Optional.of(s.get("token_sha256").asText());
            } else if (tokened && s.hasNonNull("token")) {
                hash = Optional.of(TokenCheck.hash(s.get("token").asText()));
            }
            out.add(new SeatSpec(s.path("seat").asInt(), bot, s.path("name").asText(),
                    s.hasNonNull("agent") ? Optional.of(s.get("agent").asText()) : Optional.empty(), hash, departure));
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
