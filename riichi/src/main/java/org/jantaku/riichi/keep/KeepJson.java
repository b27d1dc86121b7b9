package org.jantaku.riichi.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jantaku.core.tile.Lang;
import org.jantaku.riichi.scoring.jsonl.ReportedHands;
import org.jantaku.riichi.keep.Claim;
import org.jantaku.riichi.keep.HandValue;
import org.jantaku.riichi.keep.KeepException;
import org.jantaku.riichi.keep.KeepState;
import org.jantaku.riichi.keep.Payment;
import org.jantaku.riichi.keep.Report;
import org.jantaku.riichi.keep.SeatFlag;
import org.jantaku.riichi.keep.Step;
import org.jantaku.riichi.penalty.Call;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.penalty.Facts;
import org.jantaku.riichi.settlement.FinalScores;

/**
 * The JSON lines of {@code jantaku keep} (docs/keep.md): reports in, states out. The command line and
 * the server's scorekeeping API ({@code /api/keep}) read and write reports with it.
 */
public final class KeepJson {
    private KeepJson() {
    }

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Map<String, Set<String>> FIELDS = Map.of(
            "riichi", Set.of("seat"),
            "win", Set.of("winners", "from"),
            "draw", Set.of("tenpai", "nagashi"),
            "abortive", Set.of("kind"),
            "foul", Set.of("item", "seat", "facts"),
            "dealer", Set.of("choice"),
            "pay", Set.of("from", "to", "points", "reason"),
            "undo", Set.of());

    /** Reads one report; errors name the field. */
    public static Report report(JsonNode n, String preset) {
        if (!n.isObject()) {
            throw new KeepException("", "a report is a JSON object");
        }
        String type = text(n, "type");
        Set<String> fields = FIELDS.get(type);
        if (fields == null) {
            throw new KeepException("type", "unknown report type '" + type + "' (known: " + String.join(", ",
                    new java.util.TreeSet<>(FIELDS.keySet())) + ")");
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext();) {
            String f = it.next();
            if (!f.equals("type") && !f.equals("id") && !fields.contains(f)) {
                throw new KeepException(f, "unknown field for a " + type + " report (allowed: " + String.join(", ",
                        new java.util.TreeSet<>(fields)) + ")");
            }
        }
        return switch (type) {
            case "riichi" -> new Report.Riichi(seat(n, "seat"));
            case "win" -> new Report.Win(claims(n, preset), optionalSeat(n, "from"));
            case "draw" -> new Report.Draw(seats(n, "tenpai"), seats(n, "nagashi"));
            case "abortive" -> new Report.Abortive(n.has("kind") ? text(n, "kind") : "");
            case "foul" -> new Report.Foul(text(n, "item"), seat(n, "seat"), facts(n.get("facts")));
            case "dealer" -> switch (text(n, "choice")) {
                case "continue" -> new Report.DealerChoice(true);
                case "stop" -> new Report.DealerChoice(false);
                default -> throw new KeepException("choice", "continue or stop, not '" + n.get("choice").asText() + "'");
            };
            case "pay" -> new Report.Pay(party(n, "from"), party(n, "to"), integer(n, "points"),
                    n.has("reason") ? text(n, "reason") : "");
            default -> new Report.Undo();
        };
    }

    private static List<Claim> claims(JsonNode n, String preset) {
        JsonNode w = n.get("winners");
        if (w == null || !w.isArray() || w.isEmpty()) {
            throw new KeepException("winners", "a list of winners is required");
        }
        List<Claim> out = new ArrayList<>();
        for (int i = 0; i < w.size(); i++) {
            JsonNode c = w.get(i);
            String where = "winners[" + i + "]";
            if (!c.isObject()) {
                throw new KeepException(where, "a winner is an object {\"seat\":…, \"han\":…, \"fu\":…}");
            }
            for (Iterator<String> it = c.fieldNames(); it.hasNext();) {
                String f = it.next();
                if (!Set.of("seat", "han", "fu", "yakuman", "hand", "liable").contains(f)) {
                    throw new KeepException(where + "." + f, "unknown field (allowed: seat, han, fu, yakuman, hand, liable)");
                }
            }
            int count = (c.has("han") ? 1 : 0) + (c.has("yakuman") ? 1 : 0) + (c.has("hand") ? 1 : 0);
            if (count != 1) {
                throw new KeepException(where, "give exactly one of han (with fu), yakuman or hand");
            }
            HandValue value;
            if (c.has("han")) {
                int han = integer(c, "han", where);
                value = new HandValue.HanFu(han, han >= 5 && !c.has("fu") ? 30 : integer(c, "fu", where));
            } else if (c.has("yakuman")) {
                value = new HandValue.Yakuman(integer(c, "yakuman", where));
            } else {
                try {
                    value = new HandValue.Tiles(ReportedHands.parse(c.get("hand"), preset));
                } catch (IllegalArgumentException e) {
                    throw new KeepException(where + ".hand", e.getMessage());
                }
            }
            out.add(new Claim(seat(c, "seat", where), value, optionalSeat(c, "liable")));
        }
        return out;
    }

    private static Facts facts(JsonNode n) {
        if (n == null || n.isNull()) {
            return Facts.NONE;
        }
        if (!n.isObject()) {
            throw new KeepException("facts", "facts are an object, e.g. {\"deliberate\":true}");
        }
        Set<Fact> flags = EnumSet.noneOf(Fact.class);
        int tiles = 0;
        OptionalInt other = OptionalInt.empty();
        Optional<Call> call = Optional.empty();
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String name = e.getKey();
            switch (name) {
                case "tiles" -> tiles = integer(n, "tiles", "facts");
                case "other" -> other = OptionalInt.of(seat(n, "other", "facts"));
                case "call" -> call = Optional.of(call(e.getValue()));
                default -> {
                    Fact f = Fact.byJson(name).orElseThrow(() -> new KeepException("facts." + name, "unknown fact (known: "
                            + String.join(", ", java.util.Arrays.stream(Fact.values()).map(Fact::json).toList())
                            + ", tiles, other, call)"));
                    if (!e.getValue().isBoolean()) {
                        throw new KeepException("facts." + name, "true or false, not " + e.getValue());
                    }
                    if (e.getValue().booleanValue()) {
                        flags.add(f);
                    }
                }
            }
        }
        try {
            return new Facts(flags, tiles, other, call);
        } catch (IllegalArgumentException e) {
            throw new KeepException("facts", e.getMessage());
        }
    }

    private static Call call(JsonNode v) {
        if (!v.isTextual()) {
            throw new KeepException("facts.call", "one of " + Call.names() + ", not " + v);
        }
        return Call.byJson(v.textValue()).orElseThrow(() -> new KeepException("facts.call", "one of " + Call.names()
                + ", not '" + v.textValue() + "'"));
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isTextual()) {
            throw new KeepException(field, v == null ? "missing" : "a string, not " + v);
        }
        return v.textValue();
    }

    private static int integer(JsonNode n, String field) {
        return integer(n, field, "");
    }

    private static int integer(JsonNode n, String field, String where) {
        String name = where.isEmpty() ? field : where + "." + field;
        JsonNode v = n.get(field);
        if (v == null || !v.isInt()) {
            throw new KeepException(name, v == null ? "missing" : "a whole number, not " + v);
        }
        return v.intValue();
    }

    private static int seat(JsonNode n, String field) {
        return seat(n, field, "");
    }

    private static int seat(JsonNode n, String field, String where) {
        int s = integer(n, field, where);
        if (s < 0 || s > 3) {
            throw new KeepException(where.isEmpty() ? field : where + "." + field, "a seat is 0-3, not " + s);
        }
        return s;
    }

    private static OptionalInt optionalSeat(JsonNode n, String field) {
        return n.has(field) && !n.get(field).isNull() ? OptionalInt.of(seat(n, field)) : OptionalInt.empty();
    }

    /** A seat or {@code "table"}. */
    private static int party(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v != null && v.isTextual() && v.textValue().equals("table") ? Payment.TABLE : seat(n, field);
    }

    private static Set<Integer> seats(JsonNode n, String field) {
        JsonNode v = n.get(field);
        Set<Integer> out = new HashSet<>();
        if (v == null || v.isNull()) {
            return out;
        }
        if (!v.isArray()) {
            throw new KeepException(field, "a list of seats, not " + v);
        }
        for (int i = 0; i < v.size(); i++) {
            JsonNode s = v.get(i);
            if (!s.isInt() || s.intValue() < 0 || s.intValue() > 3) {
                throw new KeepException(field + "[" + i + "]", "a seat is 0-3, not " + s);
            }
            out.add(s.intValue());
        }
        return out;
    }

    /** The state after a step, what it moved and why (its {@code notes} in English), and the final settlement at the end. */
    public static ObjectNode step(int line, Step step) {
        return step(line, step, Lang.EN);
    }

    /** The state after a step, what it moved and why (its {@code notes} in a language), and the final settlement at the end. */
    public static ObjectNode step(int line, Step step, Lang language) {
        ObjectNode out = MAPPER.createObjectNode();
        out.put("line", line);
        out.put("ok", true);
        out.put("report", step.report().type());
        ObjectNode state = state(step.state());
        JsonNode next = state.remove("next");
        JsonNode result = state.remove("final");
        out.setAll(state);
        ArrayNode changes = out.putArray("changes");
        for (Payment p : step.payments()) {
            ObjectNode c = changes.addObject();
            party(c, "from", p.from());
            party(c, "to", p.to());
            c.put("points", p.points());
            c.put("reason", p.reason());
        }
        notes(out, step.notes(), language);
        out.set("next", next);
        if (result != null) {
            out.set("final", result);
        }
        return out;
    }

    /**
     * Puts an answer's notes: {@code notes}, each in words in a language ({@code jantaku keep --lang}; English by
     * default), and {@code noteKeys}, the same notes as keys with parameters (docs/keep.md, "Notes").
     */
    public static void notes(ObjectNode out, List<Note> notes, Lang language) {
        ArrayNode said = out.putArray("notes");
        ArrayNode keyed = out.putArray("noteKeys");
        for (Note n : notes) {
            said.add(n.in(language));
            keyed.add(note(n));
        }
    }

    /**
     * One note as a key and its parameters: {@code {"key":"keep.note.renchan","seat":0,"honba":1}}; seats
     * are numbers ({@code seats} a list), an item its id, free text {@code {"text":…,"lang":"en"}}, a
     * note inside another its own object.
     */
    public static ObjectNode note(Note n) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("key", n.kind().key());
        n.args().forEach((name, arg) -> {
            switch (arg) {
                case NoteArg.Num x -> o.put(name, x.value());
                case NoteArg.Word w -> o.put(name, w.value());
                case NoteArg.Item i -> o.put(name, i.id());
                case NoteArg.Seats seats -> seats.seats().forEach(o.putArray(name)::add);
                case NoteArg.Free f -> o.putObject(name).put("text", f.text()).put("lang", f.lang());
                case NoteArg.Nested nested -> o.set(name, note(nested.note()));
            }
        });
        return o;
    }

    /**
     * A state as the lines show it: {@code round}, {@code hand}, {@code dealer}, {@code honba},
     * {@code riichiSticks}, {@code penaltyDeposits}, {@code scores}, {@code riichi}, {@code flags},
     * {@code next} and, at the end, {@code final}.
     */
    public static ObjectNode state(KeepState s) {
        ObjectNode out = MAPPER.createObjectNode();
        out.put("round", s.roundName());
        out.put("hand", s.hand());
        out.put("dealer", s.dealer());
        out.put("honba", s.honba());
        out.put("riichiSticks", s.riichiSticks());
        out.put("penaltyDeposits", s.penaltyDeposits());
        ArrayNode scores = out.putArray("scores");
        s.scores().forEach(scores::add);
        ArrayNode riichi = out.putArray("riichi");
        s.riichi().stream().sorted().forEach(riichi::add);
        ObjectNode flags = out.putObject("flags");
        for (int seat = 0; seat < s.flags().size(); seat++) {
            if (!s.flags().get(seat).isEmpty()) {
                ArrayNode a = flags.putArray(String.valueOf(seat));
                s.flags().get(seat).stream().sorted().map(SeatFlag::json).forEach(a::add);
            }
        }
        out.put("next", switch (s.phase()) {
            case PLAYING -> "play";
            case DEALER_CHOICE -> "dealerChoice";
            case OVER -> "over";
        });
        s.result().ifPresent(r -> out.set("final", settlement(r)));
        return out;
    }

    private static void party(ObjectNode c, String field, int who) {
        if (who == Payment.TABLE) {
            c.put(field, "table");
        } else {
            c.put(field, who);
        }
    }

    private static ObjectNode settlement(FinalScores.Result r) {
        ObjectNode f = MAPPER.createObjectNode();
        ArrayNode scores = f.putArray("scores");
        r.scores().forEach(scores::add);
        ArrayNode ranks = f.putArray("ranks");
        r.ranks().forEach(ranks::add);
        ArrayNode points = f.putArray("points");
        for (int seat = 0; seat < r.points().size(); seat++) {
            points.add(new java.math.BigDecimal(r.points().get(seat)).movePointLeft(1));
        }
        return f;
    }

    public static ObjectNode error(int line, String source, String message) {
        ObjectNode out = MAPPER.createObjectNode();
        out.put("line", line);
        out.put("ok", false);
        out.put("error", source + ":" + line + ": " + message);
        return out;
    }
}
