package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.rules.RuleType;

/**
 * A rule set as a JSON object: every option of the catalog in catalog order, each value in its
 * natural JSON type (true/false, a number, a word, an array of numbers, an array of words in the
 * catalog's order). Reading checks every value against the catalog and names the option. A record's
 * header holds it; other formats that carry a game's rules (mjai and tenhou.net/6 exports) embed the same
 * object.
 */
public final class RulesJson {
    private RulesJson() {
    }

    /** The rule set as a JSON object, every option of its catalog included. */
    public static ObjectNode encode(RuleSet rules) {
        ObjectNode o = JsonFields.object();
        for (RuleKey<?> k : rules.catalog().keys()) {
            o.set(k.id(), value(k.type(), rules.get(k)));
        }
        return o;
    }

    private static JsonNode value(RuleType<?> type, Object v) {
        return switch (type) {
            case RuleType.Bool b -> BooleanNode.valueOf((Boolean) v);
            case RuleType.Int i -> IntNode.valueOf((Integer) v);
            case RuleType.Choice c -> TextNode.valueOf((String) v);
            case RuleType.IntList l -> {
                ArrayNode a = JsonFields.array();
                ((List<?>) v).forEach(x -> a.add((Integer) x));
                yield a;
            }
            case RuleType.Subset s -> {
                ArrayNode a = JsonFields.array();
                s.values().stream().filter(((Set<?>) v)::contains).forEach(a::add);
                yield a;
            }
        };
    }

    /**
     * The rule set of a header's {@code rules} object. Options it does not name take their defaults
     * (an option added to the catalog after the record was written).
     *
     * @throws RecordException naming the option ({@code rules.riichi.minHan}) that is unknown or holds a bad value
     */
    public static RuleSet decode(JsonNode node, RuleCatalog catalog) {
        ObjectNode o = JsonFields.requireObject(node, "rules");
        Map<String, Object> values = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : o.properties()) {
            String field = "rules." + e.getKey();
            RuleKey<?> k = catalog.key(e.getKey()).orElseThrow(() -> RecordException.field(field,
                    "not an option of the " + catalog.name() + " rules"));
            try {
                values.put(k.id(), k.type().check(value(k.type(), e.getValue(), field)));
            } catch (IllegalArgumentException ex) {
                throw RecordException.field(field, ex.getMessage());
            }
        }
        try {
            return RuleSet.of(catalog, values);
        } catch (IllegalArgumentException ex) {
            throw RecordException.field("rules", ex.getMessage());
        }
    }

    private static Object value(RuleType<?> type, JsonNode v, String field) {
        return switch (type) {
            case RuleType.Bool b -> v.isBoolean() ? v.booleanValue() : wrong(type, v, field);
            case RuleType.Int i -> v.isIntegralNumber() && v.canConvertToInt() ? v.intValue() : wrong(type, v, field);
            case RuleType.Choice c -> v.isTextual() ? v.textValue() : wrong(type, v, field);
            case RuleType.IntList l -> {
                List<Integer> out = new ArrayList<>();
                for (JsonNode x : elements(type, v, field)) {
                    out.add(x.isIntegralNumber() && x.canConvertToInt() ? x.intValue() : (Integer) wrong(type, v, field));
                }
                yield out;
            }
            case RuleType.Subset s -> {
                Set<String> out = new LinkedHashSet<>();
                for (JsonNode x : elements(type, v, field)) {
                    if (!x.isTextual() || !out.add(x.textValue())) {
                        wrong(type, v, field);
                    }
                }
                yield out;
            }
        };
    }

    private static ArrayNode elements(RuleType<?> type, JsonNode v, String field) {
        return v instanceof ArrayNode a ? a : (ArrayNode) wrong(type, v, field);
    }

    private static Object wrong(RuleType<?> type, JsonNode v, String field) {
        throw RecordException.field(field, "expected " + type.allowed() + ", found " + Json.show(v));
    }
}
