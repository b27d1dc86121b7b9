package org.jantaku.core.rules;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A rule option: a stable id such as {@code riichi.kuitan}, its type, its default and a one-line
 * description. Keys are declared once, as constants of the variant that owns them.
 *
 * @param id stable dotted id, {@code variant.name}
 * @param type value type and allowed values
 * @param defaultValue the value when a rule set does not say otherwise
 * @param doc one line saying what the option does
 */
public record RuleKey<T>(String id, RuleType<T> type, T defaultValue, String doc) {
    private static final Pattern ID = Pattern.compile("[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9][a-zA-Z0-9-]*)+");

    public RuleKey {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(doc, "doc");
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("rule key id '" + id + "' is not of the form variant.name");
        }
        defaultValue = type.check(defaultValue);
    }

    public static RuleKey<Boolean> bool(String id, boolean def, String doc) {
        return new RuleKey<>(id, new RuleType.Bool(), def, doc);
    }

    public static RuleKey<Integer> integer(String id, int def, int min, int max, String doc) {
        return new RuleKey<>(id, new RuleType.Int(min, max), def, doc);
    }

    public static RuleKey<String> choice(String id, String def, String doc, String... values) {
        return new RuleKey<>(id, RuleType.Choice.of(values), def, doc);
    }

    /** The value's canonical text. */
    public String format(Object value) {
        return type.format(type.check(value));
    }
}
