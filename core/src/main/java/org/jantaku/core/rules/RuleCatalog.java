package org.jantaku.core.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The options a variant understands, in a fixed order, and the cross-option constraints a rule set
 * must meet. A constraint returns an error message for a rule set that breaks it.
 */
public final class RuleCatalog {
    private final String name;
    private final Map<String, RuleKey<?>> keys;
    private final List<Function<RuleSet, Optional<String>>> constraints;

    private RuleCatalog(String name, List<RuleKey<?>> keys, List<Function<RuleSet, Optional<String>>> constraints) {
        this.name = name;
        Map<String, RuleKey<?>> map = new LinkedHashMap<>();
        for (RuleKey<?> k : keys) {
            if (map.put(k.id(), k) != null) {
                throw new IllegalArgumentException("rule key " + k.id() + " is declared twice");
            }
        }
        this.keys = Collections.unmodifiableMap(map);
        this.constraints = List.copyOf(constraints);
    }

    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** The catalog's name, e.g. {@code riichi}. */
    public String name() {
        return name;
    }

    /** Every key, in declaration order. */
    public List<RuleKey<?>> keys() {
        return List.copyOf(keys.values());
    }

    public Optional<RuleKey<?>> key(String id) {
        return Optional.ofNullable(keys.get(id));
    }

    /**
     * The option a person names: by its id, or by its id without its prefix ({@code kiriageMangan} for
     * {@code riichi.kiriageMangan}, {@code gameHands} for {@code gz.gameHands}) when no other option has that name
     * after its prefix. Empty for an unknown or ambiguous name. The command line's {@code --rule} and the scorer's
     * {@code rules} object both name options this way.
     */
    public Optional<RuleKey<?>> named(String name) {
        RuleKey<?> exact = keys.get(name);
        if (exact != null) {
            return Optional.of(exact);
        }
        RuleKey<?> found = null;
        for (RuleKey<?> k : keys.values()) {
            int dot = k.id().indexOf('.');
            if (dot > 0 && k.id().substring(dot + 1).equals(name)) {
                if (found != null) {
                    return Optional.empty();
                }
                found = k;
            }
        }
        return Optional.ofNullable(found);
    }

    public boolean contains(RuleKey<?> key) {
        return keys.get(key.id()) == key;
    }

    List<Function<RuleSet, Optional<String>>> constraints() {
        return constraints;
    }

    /** The rule set with every option at its default. */
    public RuleSet defaults() {
        return RuleSet.of(this, Map.of());
    }

    /** Collects keys and constraints. */
    public static final class Builder {
        private final String name;
        private final List<RuleKey<?>> keys = new ArrayList<>();
        private final List<Function<RuleSet, Optional<String>>> constraints = new ArrayList<>();

        private Builder(String name) {
            this.name = name;
        }

        public Builder add(RuleKey<?>... k) {
            keys.addAll(List.of(k));
            return this;
        }

        public Builder constraint(Function<RuleSet, Optional<String>> c) {
            constraints.add(c);
            return this;
        }

        public RuleCatalog build() {
            return new RuleCatalog(name, keys, constraints);
        }
    }
}
