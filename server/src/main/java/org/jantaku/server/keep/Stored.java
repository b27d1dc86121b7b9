package org.jantaku.server.keep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.keep.Standing;
import org.jantaku.server.storage.KeepStore.Session;

/** What a stored session's JSON columns hold: its players and its outcome. */
final class Stored {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Stored() {
    }

    /** Stored JSON text, read. */
    static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored JSON does not read: " + e.getOriginalMessage(), e);
        }
    }

    /** The players (four, or three), seat 0 first. */
    static List<String> players(Session s) {
        List<String> out = new ArrayList<>();
        json(s.players()).forEach(n -> out.add(n.asText()));
        return out;
    }

    /** The outcome, once the session is over. */
    static Optional<Standing> outcome(Session s) {
        return s.result().map(r -> Standing.read(json(r)));
    }
}
