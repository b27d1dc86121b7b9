package org.jantaku.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.server.Playable;

/**
 * A checked {@code POST /api/tables} body: the preset, the rules with the overrides applied (validated
 * by the catalog), the four seats and the seed. Every refusal names the field.
 */
public record TableRequest(Playable.Game game, RuleSet rules, Map<String, String> overrides, List<SeatSpec> seats,
        long seed) {

    /** Reads and checks a request body. */
    public static TableRequest parse(JsonNode body, long defaultSeed) {
        if (body == null || !body.isObject()) {
            throw new BadRequest("the body must be a JSON object with a \"preset\"");
        }
        JsonNode p = body.get("preset");
        if (p == null || !p.isTextual()) {
            throw new BadRequest("field \"preset\": a preset name is required (known: " + String.join(", ", Playable.names()) + ")");
        }
        Playable.Game game = Playable.preset(p.asText()).orElseThrow(() -> new BadRequest("field \"preset\": unknown preset '"
                + p.asText() + "' (known: " + String.join(", ", Playable.names()) + ")"));
        Map<String, String> overrides = overrides(body.get("options"));
        RuleSet rules;
        try {
            rules = game.preset().rules().withText(overrides);
        } catch (IllegalArgumentException e) {
            throw new BadRequest("field \"options\": " + e.getMessage());
        }
        List<SeatSpec> seats = seats(body.get("seats"), game);
        long seed = defaultSeed;
        JsonNode s = body.get("seed");
        if (s != null && !s.isNull()) {
            if (!s.isIntegralNumber() || !s.canConvertToLong()) {
                throw new BadRequest("field \"seed\": a whole number is required, not " + s);
            }
            seed = s.asLong();
        }
        return new TableRequest(game, rules, overrides, seats, seed);
    }

    private static Map<String, String> overrides(JsonNode options) {
        Map<String, String> out = new LinkedHashMap<>();
        if (options == null || options.isNull()) {
            return out;
        }
        if (!options.isObject()) {
            throw new BadRequest("field \"options\": an object of option key to value is required");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = options.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            out.put(e.getKey(), text(e.getKey(), e.getValue()));
        }
        return out;
    }

    private static String text(String key, JsonNode v) {
        if (v.isTextual()) {
            return v.asText();
        }
        if (v.isBoolean() || v.isIntegralNumber()) {
            return v.asText();
        }
        if (v.isArray()) {
            List<String> parts = new ArrayList<>();
            for (JsonNode x : v) {
                if (!(x.isTextual() || x.isIntegralNumber())) {
                    throw new BadRequest("field \"options." + key + "\": array elements must be strings or whole numbers, not " + x);
                }
                parts.add(x.asText());
            }
            return String.join(",", parts);
        }
        throw new BadRequest("field \"options." + key + "\": a string, boolean, whole number or array is required, not " + v);
    }

    private static List<SeatSpec> seats(JsonNode seats, Playable.Game game) {
        List<String> agents = game.bots().agentNames();
        List<SeatSpec> out = new ArrayList<>();
        if (seats == null || seats.isNull()) {
            out.add(new SeatSpec(0, false, "Player 1", Optional.empty(), TokenCheck.fresh(16)));
            for (int i = 1; i < 4; i++) {
                out.add(bot(i, agents.get(0), Optional.empty()));
            }
            return out;
        }
        if (!seats.isArray() || seats.size() != 4) {
            throw new BadRequest("field \"seats\": an array of four seats is required");
        }
        for (int i = 0; i < 4; i++) {
            JsonNode s = seats.get(i);
            String where = "field \"seats[" + i + "]\"";
            if (s == null || s.isNull() || (s.isObject() && s.isEmpty())) {
                out.add(bot(i, agents.get(0), Optional.empty()));
                continue;
            }
            if (!s.isObject()) {
                throw new BadRequest(where + ": an object, {} or null is required");
            }
            String kind = s.path("kind").asText(s.has("agent") ? "bot" : "human");
            Optional<String> name = s.hasNonNull("name") ? Optional.of(s.get("name").asText().strip()) : Optional.empty();
            if (name.isPresent() && (name.get().isEmpty() || name.get().length() > 40)) {
                throw new BadRequest(where + ": a name has 1 to 40 characters");
            }
            switch (kind) {
                case "human" -> out.add(new SeatSpec(i, false, name.orElse("Player " + (i + 1)), Optional.empty(),
                        TokenCheck.fresh(16)));
                case "bot" -> {
                    String agent = s.path("agent").asText(agents.get(0));
                    if (!agents.contains(agent)) {
                        throw new BadRequest(where + ": unknown agent '" + agent + "' for " + game.bots().variant().name()
                                + " (known: " + String.join(", ", agents) + ")");
                    }
                    out.add(bot(i, agent, name));
                }
                default -> throw new BadRequest(where + ": kind must be human or bot, not '" + kind + "'");
            }
        }
        return out;
    }

    private static SeatSpec bot(int seat, String agent, Optional<String> name) {
        return new SeatSpec(seat, true, name.orElse(agent), Optional.of(agent), TokenCheck.fresh(16));
    }
}
