package org.jantaku.riichi.scoring.jsonl;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * Rule sets for the scorer: a preset (default {@code score-default}) plus overrides given with the
 * contract's short keys ({@code kuitan}, {@code aka}, {@code double_yakuman}, {@code kazoe},
 * {@code kiriage}, {@code yakuman_stacking}, {@code renhou}, {@code double_wind_pair_fu}) or with
 * catalog ids ({@code riichi.kiriageMangan}, or without the prefix: {@code kiriageMangan}).
 */
public final class ScoreRules {
    /** A rule key nobody knows, reported as the contract's {@code unsupported_rule}. */
    public static final class UnsupportedRule extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        UnsupportedRule(String key) {
            super(key);
        }
    }

    private static final Set<String> ALL_DOUBLES = Set.of("kokushi13", "suuankouTanki", "junseiChuuren", "daisuushii");

    private ScoreRules() {
    }

    /** The named preset, or an error listing the names. */
    public static Preset preset(String name) {
        return RiichiPresets.byName(name).orElseThrow(() -> new IllegalArgumentException("unknown rules preset '" + name
                + "' (known: " + String.join(", ", RiichiPresets.all().stream().map(Preset::name).toList()) + ")"));
    }

    /**
     * Applies overrides (values as parsed from JSON: Boolean, Integer, String, List) to a base rule set.
     *
     * @throws UnsupportedRule for a key that is neither a contract key nor a catalog option
     * @throws IllegalArgumentException for a bad value, naming the key
     */
    public static RuleSet apply(RuleSet base, Map<String, Object> overrides) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (RuleKey<?> k : base.catalog().keys()) {
            values.put(k.id(), base.get(k));
        }
        for (Map.Entry<String, Object> e : overrides.entrySet()) {
            String key = e.getKey();
            Object v = e.getValue();
            switch (key) {
                case "kuitan" -> values.put(RiichiRules.KUITAN.id(), bool(key, v));
                case "aka" -> values.put(RiichiRules.RED_FIVES.id(), bool(key, v) ? List.of(1, 1, 1) : List.of(0, 0, 0));
                case "double_yakuman" -> values.put(RiichiRules.DOUBLE_YAKUMAN_HANDS.id(), bool(key, v) ? ALL_DOUBLES : Set.of());
                case "kazoe" -> values.put(RiichiRules.KAZOE_YAKUMAN.id(), v);
                case "kiriage" -> values.put(RiichiRules.KIRIAGE_MANGAN.id(), bool(key, v));
                case "yakuman_stacking" -> values.put(RiichiRules.YAKUMAN_STACKING.id(), bool(key, v));
                case "renhou" -> values.put(RiichiRules.RENHOU.id(), v);
                case "double_wind_pair_fu" -> values.put(RiichiRules.DOUBLE_WIND_PAIR_FU.id(), v);
                default -> {
                    RuleKey<?> k = base.catalog().named(key).orElseThrow(() -> new UnsupportedRule(key));
                    values.put(k.id(), v instanceof List<?> list && k.type() instanceof org.jantaku.core.rules.RuleType.Subset
                            ? new java.util.HashSet<>(list) : v);
                }
            }
        }
        return RuleSet.of(base.catalog(), new HashMap<>(values));
    }

    private static boolean bool(String key, Object v) {
        if (v instanceof Boolean b) {
            return b;
        }
        throw new IllegalArgumentException("rule option " + key + ": expected true or false, not " + v);
    }
}
