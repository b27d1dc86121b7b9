package org.jantaku.engine.settle;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Terms;

/**
 * Reading the fields of a table-side hand description (one JSON line), every error a
 * {@link SettleException} naming the field: what each variant's settler shares.
 */
public final class SettleFields {
    private SettleFields() {
    }

    /** The preset's rules with the line's {@code "rules"} overrides ({@code {"gz.jinJi": false}}). */
    public static RuleSet rules(Preset preset, JsonNode hand) {
        JsonNode r = hand.path("rules");
        if (r.isMissingNode()) {
            return preset.rules();
        }
        if (!r.isObject()) {
            throw new SettleException("rules", "expected an object of option id to value");
        }
        Map<String, String> texts = new LinkedHashMap<>();
        r.fields().forEachRemaining(e -> texts.put(e.getKey(), e.getValue().isTextual() ? e.getValue().textValue()
                : e.getValue().isArray() ? e.getValue().toString().replace("\"", "") : e.getValue().asText()));
        return checked("rules", () -> preset.rules().withText(texts));
    }

    /** What {@code make} gives, its refusal ({@link IllegalArgumentException}: a constructor's check) an error on {@code field}. */
    public static <T> T checked(String field, Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            throw new SettleException(field, e.getMessage());
        }
    }

    /** A whole number {@code min..max}, or {@code def} when absent (an error when there is none). */
    public static int integer(JsonNode node, String name, String field, int min, int max, Optional<Integer> def) {
        JsonNode v = node.path(name);
        if (v.isMissingNode() || v.isNull()) {
            return def.orElseThrow(() -> new SettleException(field, "missing"));
        }
        return integer(v, field, min, max);
    }

    /** A value that must be a whole number {@code min..max}. */
    public static int integer(JsonNode v, String field, int min, int max) {
        if (!v.isIntegralNumber() || v.intValue() < min || v.intValue() > max) {
            throw new SettleException(field, "expected a whole number " + min + ".." + max + ", found " + v);
        }
        return v.intValue();
    }

    /** The items of a list (none when absent), each read by {@code item} from its node and path ({@code wins[0]}). */
    public static <T> List<T> list(JsonNode node, String name, String field, BiFunction<JsonNode, String, T> item) {
        JsonNode v = node.path(name);
        return v.isMissingNode() || v.isNull() ? List.of() : items(v, field, item);
    }

    /** The items of a value that must be a list, each read by {@code item} from its node and path ({@code melds[0][1]}). */
    public static <T> List<T> items(JsonNode v, String field, BiFunction<JsonNode, String, T> item) {
        if (!v.isArray()) {
            throw new SettleException(field, "expected a list, found " + v);
        }
        List<T> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            out.add(item.apply(v.get(i), field + "[" + i + "]"));
        }
        return out;
    }

    /** Refuses a field of an object not among {@code known} ({@code path}: the object's, empty for the line). */
    public static void known(JsonNode node, Set<String> known, String path) {
        node.fieldNames().forEachRemaining(n -> {
            if (!known.contains(n)) {
                throw new SettleException(path.isEmpty() ? n : path + "." + n, "unknown field (known: "
                        + String.join(", ", known.stream().sorted().toList()) + ")");
            }
        });
    }

    /** A term named by its key (a meld's type, a way of winning), which must be there; {@code what} names it in the error. */
    public static <E extends Names.Named> E term(JsonNode node, String name, String field, E[] values, String what) {
        return term(text(node, name, field), field, values, what);
    }

    /** A term named by {@code key}; an unknown key is an error on {@code field} that lists the known ones. */
    public static <E extends Names.Named> E term(String key, String field, E[] values, String what) {
        return checked(field, () -> Names.Named.parse(values, key, what));
    }

    /** A value named by its key in a variant's {@link Terms} (a meld's type, a way of winning), which must be there. */
    public static <V extends Enum<V>> V term(JsonNode node, String name, String field, Terms<V> terms) {
        return checked(field, () -> terms.parse(text(node, name, field)));
    }

    /** A boolean, false when absent. */
    public static boolean bool(JsonNode node, String name, String field) {
        return optionalBool(node, name, field).orElse(false);
    }

    /** A boolean, empty when absent. */
    public static Optional<Boolean> optionalBool(JsonNode node, String name, String field) {
        JsonNode v = node.path(name);
        if (v.isMissingNode() || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isBoolean()) {
            throw new SettleException(field, "expected true or false, found " + v);
        }
        return Optional.of(v.booleanValue());
    }

    /** A value that must be a text. */
    public static String text(JsonNode v, String field) {
        if (!v.isTextual()) {
            throw new SettleException(field, v.isMissingNode() ? "missing" : "expected text, found " + v);
        }
        return v.textValue();
    }

    /** A text that must be there. */
    public static String text(JsonNode node, String name, String field) {
        return optionalText(node, name, field).orElseThrow(() -> new SettleException(field, "missing"));
    }

    /** A text, empty when absent. */
    public static Optional<String> optionalText(JsonNode node, String name, String field) {
        JsonNode v = node.path(name);
        if (v.isMissingNode() || v.isNull()) {
            return Optional.empty();
        }
        if (!v.isTextual()) {
            throw new SettleException(field, "expected text, found " + v);
        }
        return Optional.of(v.textValue());
    }
}
