package org.jantaku.riichi.rules;

import java.util.LinkedHashMap;
import java.util.Map;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleSet;

/**
 * Builds a preset read from a rule book: each value is set together with the book's line it comes
 * from (or, for a gap the book leaves, the spec's recommendation, marked {@code [R]}).
 */
final class PresetBuilder {
    private final Map<String, Object> values = new LinkedHashMap<>();
    private final Map<String, String> sources = new LinkedHashMap<>();

    /** Sets an option and says where its value comes from. */
    <T> PresetBuilder set(RuleKey<T> key, T value, String source) {
        if (values.containsKey(key.id())) {
            throw new IllegalStateException(key.id() + " is set twice");
        }
        values.put(key.id(), value);
        sources.put(key.id(), source);
        return this;
    }

    /** Records the source of an option that keeps its default value. */
    PresetBuilder keep(RuleKey<?> key, String source) {
        sources.put(key.id(), source);
        return this;
    }

    Preset build(String name, String description) {
        return new Preset(name, description, RuleSet.of(RiichiRules.CATALOG, values), sources);
    }
}
