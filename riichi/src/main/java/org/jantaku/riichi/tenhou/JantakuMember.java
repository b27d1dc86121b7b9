package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.record.RecordException;
import org.jantaku.engine.record.RulesJson;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * The {@code jantaku} member that this project's mjai and tenhou.net/6 exports add (to {@code start_game}, to
 * the JSON object) so that the game's rules travel with it: {@code {"variant":"riichi","preset":"kyoto-club",
 * "rules":{…}}}, {@code rules} as in a game record's header (every option, {@code docs/game-record.md}). Other
 * readers ignore the member, as both formats let them.
 */
final class JantakuMember {
    /** The member's name. */
    static final String NAME = "jantaku";

    /** Builds the errors of the reader at hand: {@code path} is the JSON path of the faulty value. */
    interface Errors {
        MjlogException at(String path, String problem);
    }

    private JantakuMember() {
    }

    /** The member for a game played under {@code rules}. */
    static ObjectNode of(Optional<String> preset, RuleSet rules) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("variant", "riichi");
        preset.ifPresent(p -> o.put("preset", p));
        o.set("rules", RulesJson.encode(rules));
        return o;
    }

    /**
     * The game's end a tenhou.net/6 export writes in the member, {@code "end":{"scores":[…],"points":[46.0,…]}}
     * (final scores, leftover deposits included, and points after uma and oka); empty when absent.
     */
    static Optional<Owari> end(JsonNode member, String path, Errors errors) {
        JsonNode end = member.get("end");
        if (end == null || end.isNull()) {
            return Optional.empty();
        }
        if (!end.isObject()) {
            throw errors.at(path + ".end", "expected an object {\"scores\":[…],\"points\":[…]}");
        }
        java.util.List<Integer> scores = new java.util.ArrayList<>();
        java.util.List<java.math.BigDecimal> points = new java.util.ArrayList<>();
        JsonNode s = end.get("scores");
        JsonNode p = end.get("points");
        for (int i = 0; i < 4; i++) {
            JsonNode score = s != null && s.isArray() && s.size() == 4 ? s.get(i) : null;
            JsonNode point = p != null && p.isArray() && p.size() == 4 ? p.get(i) : null;
            if (score == null || !score.isIntegralNumber() || !score.canConvertToInt()) {
                throw errors.at(path + ".end.scores", "expected four whole numbers");
            }
            if (point == null || !point.isNumber()) {
                throw errors.at(path + ".end.points", "expected four numbers");
            }
            scores.add(score.intValue());
            points.add(point.decimalValue());
        }
        return Optional.of(new Owari(scores, points));
    }

    /**
     * Reads the member.
     *
     * @param path the member's JSON path, for messages ({@code jantaku})
     */
    static StatedRules read(JsonNode member, String path, Errors errors) {
        if (!member.isObject()) {
            throw errors.at(path, "expected an object such as {\"variant\":\"riichi\",\"rules\":{…}}");
        }
        JsonNode variant = member.get("variant");
        if (variant == null || !variant.isTextual() || !variant.textValue().equals("riichi")) {
            throw errors.at(path + ".variant", "expected \"riichi\", found " + (variant == null ? "nothing"
                    : Tenhou6Json.shown(variant)));
        }
        Optional<String> preset = Optional.empty();
        JsonNode p = member.get("preset");
        if (p != null && !p.isNull()) {
            if (!p.isTextual()) {
                throw errors.at(path + ".preset", "expected a string, found " + Tenhou6Json.shown(p));
            }
            preset = Optional.of(p.textValue());
        }
        JsonNode rules = member.get("rules");
        if (rules == null) {
            throw errors.at(path + ".rules", "missing (expected every Riichi option's value)");
        }
        try {
            return new StatedRules(preset, RulesJson.decode(rules, RiichiRules.CATALOG));
        } catch (RecordException e) {
            throw errors.at(path + "." + e.fieldPath().orElse("rules"), e.problem());
        }
    }
}
