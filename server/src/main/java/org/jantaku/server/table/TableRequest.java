package org.jantaku.server.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.bots.Bots;
import org.jantaku.core.rules.RuleSet;

/**
 * A checked {@code POST /api/tables} body: the preset, the rules with the overrides applied (validated
 * by the catalog), the four seats with the people's fresh tokens, and the seed. Every refusal names
 * the field. A chosen seed makes the walls known to whoever chose it, so it is refused when two or
 * more people would play (a practice table has one person at most).
 *
 * @param tokens each seat's secret token, for people's seats (only its hash is stored)
 * @param seeded whether the creator chose the seed
 * @param nextHandSeconds the pause between hands the creator chose ({@code next_hand_seconds}), else the server's
 * @param hostToken the host's secret token: whoever holds it may end the table (only its hash is stored)
 */
public record TableRequest(Bots.Game game, RuleSet rules, Map<String, String> overrides, List<SeatSpec> seats,
        List<Optional<String>> tokens, long seed, boolean seeded, OptionalInt nextHandSeconds, String hostToken) {
    /** The longest display name, in code points. */
    public static final int MAX_NAME = 40;
    /** The longest pause between hands a table may ask for. */
    public static final Duration MAX_NEXT_HAND = Duration.ofMinutes(10);

    public TableRequest {
        seats = List.copyOf(seats);
        tokens = List.copyOf(tokens);
        Objects.requireNonNull(nextHandSeconds, "nextHandSeconds");
        Objects.requireNonNull(hostToken, "hostToken");
    }

    /** Reads and checks a request body (no mjai bot registered). */
    public static TableRequest parse(JsonNode body, long defaultSeed) {
        return parse(body, defaultSeed, MjaiBots.NONE);
    }

    /** Reads and checks a request body; a bot seat may name one of the registered {@code mjai} bots ({@code mjai:NAME}). */
    public static TableRequest parse(JsonNode body, long defaultSeed, MjaiBots mjai) {
        if (body == null || !body.isObject()) {
            throw new BadRequest("the body must be a JSON object with a \"preset\"");
        }
        JsonNode p = body.get("preset");
        if (p == null || !p.isTextual()) {
            throw new BadRequest("field \"preset\": a preset name is required (known: " + String.join(", ", Bots.presetNames()) + ")");
        }
        Bots.Game game = Bots.forPreset(p.asText()).orElseThrow(() -> new BadRequest("field \"preset\": unknown preset '"
                + p.asText() + "' (known: " + String.join(", ", Bots.presetNames()) + ")"));
        Map<String, String> overrides = overrides(body.get("options"));
        RuleSet rules;
        try {
            rules = game.preset().rules().withText(overrides);
        } catch (IllegalArgumentException e) {
            throw new BadRequest("field \"options\": " + e.getMessage());
        }
        List<Optional<String>> tokens = new ArrayList<>();
        List<SeatSpec> seats = seats(body.get("seats"), game, game.bots().variant().seats(rules), tokens, mjai);
        long seed = defaultSeed;
        JsonNode s = body.get("seed");
        boolean seeded = s != null && !s.isNull();
        if (seeded) {
            if (!s.isIntegralNumber() || !s.canConvertToLong()) {
                throw new BadRequest("field \"seed\": a whole number is required, not " + s);
            }
            long people = seats.stream().filter(x -> !x.bot()).count();
            if (people > 1) {
                throw new BadRequest("field \"seed\": a chosen seed is for practice tables with one person at most (it"
                        + " lets whoever chose it know every wall); this table has " + people + " people");
            }
            seed = s.asLong();
        }
        return new TableRequest(game, rules, overrides, seats, tokens, seed, seeded, nextHand(body.get("next_hand_seconds")),
                TokenCheck.fresh(16));
    }

    /** {@code next_hand_seconds}: a whole number of seconds from 0 (no pause) to {@link #MAX_NEXT_HAND}, or absent. */
    static OptionalInt nextHand(JsonNode n) {
        if (n == null || n.isNull()) {
            return OptionalInt.empty();
        }
        long max = MAX_NEXT_HAND.toSeconds();
        if (!n.isIntegralNumber() || !n.canConvertToInt() || n.asInt() < 0 || n.asInt() > max) {
            throw new BadRequest("field \"next_hand_seconds\": the pause between hands is a whole number of seconds from 0"
                    + " (no pause) to " + max + ", not " + n);
        }
        return OptionalInt.of(n.asInt());
    }

    /** The first person's seat (the creator's), if any person plays. */
    public Optional<SeatSpec> creatorSeat() {
        return seats.stream().filter(x -> !x.bot()).findFirst();
    }

    /** The {@code "options"} of a body: option id to its value as text (arrays joined with commas). */
    public static Map<String, String> overrides(JsonNode options) {
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

    private static List<SeatSpec> seats(JsonNode seats, Bots.Game game, int count, List<Optional<String>> tokens,
            MjaiBots mjai) {
        List<String> agents = new ArrayList<>(game.bots().agentNames());
        agents.addAll(mjai.agentNames(game.bots()));
        List<SeatSpec> out = new ArrayList<>();
        if (seats == null || seats.isNull()) {
            out.add(person(0, "Player 1", tokens));
            for (int i = 1; i < count; i++) {
                out.add(bot(i, agents.get(0), Optional.empty(), tokens));
            }
            return out;
        }
        if (!seats.isArray() || seats.size() != count) {
            throw new BadRequest("field \"seats\": an array of " + count + " seats is required (" + game.preset().name()
                    + " plays with " + count + "), not " + (seats.isArray() ? seats.size() : seats.getNodeType()));
        }
        for (int i = 0; i < count; i++) {
            JsonNode s = seats.get(i);
            String where = "field \"seats[" + i + "]\"";
            if (s == null || s.isNull() || (s.isObject() && s.isEmpty())) {
                out.add(bot(i, agents.get(0), Optional.empty(), tokens));
                continue;
            }
            if (!s.isObject()) {
                throw new BadRequest(where + ": an object, {} or null is required");
            }
            String kind = s.path("kind").asText(s.has("agent") ? "bot" : "human");
            Optional<String> name = name(s.get("name"), where);
            switch (kind) {
                case "human" -> out.add(person(i, name.orElse("Player " + (i + 1)), tokens));
                case "bot" -> {
                    String agent = s.path("agent").asText(agents.get(0));
                    if (!agents.contains(agent)) {
                        throw new BadRequest(where + ": unknown agent '" + agent + "' for " + game.bots().variant().name()
                                + " (known: " + String.join(", ", agents) + ")");
                    }
                    out.add(bot(i, agent, name, tokens));
                }
                default -> throw new BadRequest(where + ": kind must be human or bot, not '" + kind + "'");
            }
        }
        return out;
    }

    /**
     * A display name: 1 to {@value #MAX_NAME} code points once stripped, with no control characters,
     * line or paragraph separators or bidirectional formatting characters.
     */
    public static Optional<String> name(JsonNode n, String where) {
        if (n == null || n.isNull()) {
            return Optional.empty();
        }
        if (!n.isTextual()) {
            throw new BadRequest(where + ": name must be a string, not " + n);
        }
        String name = n.asText().strip();
        int points = name.codePointCount(0, name.length());
        if (points < 1 || points > MAX_NAME) {
            throw new BadRequest(where + ": a name has 1 to " + MAX_NAME + " characters, not " + points);
        }
        for (int i = 0; i < name.length();) {
            int c = name.codePointAt(i);
            if (forbidden(c)) {
                throw new BadRequest(where + ": a name may not hold the character U+" + String.format("%04X", c)
                        + " (control, separator, bidirectional formatting or unpaired surrogate), at character "
                        + (name.codePointCount(0, i) + 1));
            }
            i += Character.charCount(c);
        }
        return Optional.of(name);
    }

    private static boolean forbidden(int c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.SURROGATE || type == Character.UNASSIGNED || type == Character.PRIVATE_USE
                || c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)
                || c == 0xFEFF;
    }

    private static SeatSpec person(int seat, String name, List<Optional<String>> tokens) {
        String token = TokenCheck.fresh(16);
        tokens.add(Optional.of(token));
        return new SeatSpec(seat, false, name, Optional.empty(), Optional.of(TokenCheck.hash(token)));
    }

    private static SeatSpec bot(int seat, String agent, Optional<String> name, List<Optional<String>> tokens) {
        tokens.add(Optional.empty());
        return new SeatSpec(seat, true, name.orElse(agent), Optional.of(agent), Optional.empty());
    }
}
