package org.jantaku.core.rules;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * An immutable, validated choice of values for every option of a catalog. Options not set take
 * their defaults. The canonical text form is one {@code id=value} line per option, in catalog order.
 */
public final class RuleSet {
    private final RuleCatalog catalog;
    private final Map<String, Object> values;
    /**
     * The same values by the catalog's own keys: {@link #get} is one identity lookup (engines read
     * options on every hand), and a key of another catalog is simply not found.
     */
    private final IdentityHashMap<RuleKey<?>, Object> byKey;

    private RuleSet(RuleCatalog catalog, Map<String, Object> values) {
        this.catalog = catalog;
        this.values = values;
        this.byKey = new IdentityHashMap<>();
        for (RuleKey<?> k : catalog.keys()) {
            byKey.put(k, values.get(k.id()));
        }
    }

    /**
     * A rule set of the catalog with these values (by key id), the rest at their defaults.
     *
     * @throws IllegalArgumentException for an unknown key, a value of the wrong type or range, or a
     *     broken constraint; the message names the key
     */
    public static RuleSet of(RuleCatalog catalog, Map<String, ?> overrides) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (RuleKey<?> k : catalog.keys()) {
            values.put(k.id(), k.defaultValue());
        }
        for (Map.Entry<String, ?> e : overrides.entrySet()) {
            RuleKey<?> k = catalog.key(e.getKey()).orElseThrow(() -> new IllegalArgumentException(
                    "unknown rule option '" + e.getKey() + "' for " + catalog.name()));
            try {
                values.put(k.id(), k.type().check(e.getValue()));
            } catch (IllegalArgumentException ex) {
                throw new IllegalArgumentException("rule option " + k.id() + ": " + ex.getMessage());
            }
        }
        RuleSet set = new RuleSet(catalog, java.util.Collections.unmodifiableMap(values));
        for (Function<RuleSet, Optional<String>> c : catalog.constraints()) {
            c.apply(set).ifPresent(msg -> {
                throw new IllegalArgumentException("rules: " + msg);
            });
        }
        return set;
    }

    public RuleCatalog catalog() {
        return catalog;
    }

    /** The value of an option. */
    public <T> T get(RuleKey<T> key) {
        @SuppressWarnings("unchecked")
        T v = (T) byKey.get(key);
        if (v == null) {
            throw new IllegalArgumentException("rule option " + key.id() + " is not in the " + catalog.name() + " catalog");
        }
        return v;
    }

    /** A copy with one option changed (validated). */
    public <T> RuleSet with(RuleKey<T> key, T value) {
        Map<String, Object> m = new LinkedHashMap<>(values);
        m.put(key.id(), value);
        return of(catalog, m);
    }

    /** A copy with options changed from text: {@code id → value text} (validated). */
    public RuleSet withText(Map<String, String> texts) {
        Map<String, Object> m = new LinkedHashMap<>(values);
        for (Map.Entry<String, String> e : texts.entrySet()) {
            RuleKey<?> k = catalog.key(e.getKey()).orElseThrow(() -> new IllegalArgumentException(
                    "unknown rule option '" + e.getKey() + "' for " + catalog.name()));
            try {
                m.put(k.id(), k.type().parse(e.getValue()));
            } catch (IllegalArgumentException ex) {
                throw new IllegalArgumentException("rule option " + k.id() + ": " + ex.getMessage());
            }
        }
        return of(catalog, m);
    }

    /** The canonical text of one option's value. */
    public String text(RuleKey<?> key) {
        return key.format(values.get(key.id()));
    }

    /** Canonical text: {@code id=value} lines in catalog order. */
    public String toText() {
        StringBuilder sb = new StringBuilder();
        for (RuleKey<?> k : catalog.keys()) {
            sb.append(k.id()).append('=').append(text(k)).append('\n');
        }
        return sb.toString();
    }

    /** Parses the canonical text form (blank lines and {@code #} comments allowed). */
    public static RuleSet parse(RuleCatalog catalog, String text) {
        Map<String, String> texts = new LinkedHashMap<>();
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("rules line " + (i + 1) + " '" + line + "' is not id=value");
            }
            texts.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
        }
        return catalog.defaults().withText(texts);
    }

    /** The options whose values differ from another rule set of the same catalog. */
    public List<RuleKey<?>> differences(RuleSet other) {
        List<RuleKey<?>> out = new ArrayList<>();
        for (RuleKey<?> k : catalog.keys()) {
            if (!Objects.equals(values.get(k.id()), other.values.get(k.id()))) {
                out.add(k);
            }
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleSet r && r.catalog == catalog && r.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return toText();
    }
}
