package org.jantaku.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The {@code --rule KEY=VALUE} options of a command (repeatable), applied over its {@code --rules
 * PRESET}: a catalog option id ({@code riichi.kiriageMangan}, {@code penalty.7-01}) with its value in
 * the catalog's text form; an option may leave out its prefix ({@code riichi.}, {@code gz.} …) when no other option of
 * the catalog has the same name after its prefix. The rule set validates
 * every value and the combinations; a refusal is a usage error (one line, exit 2) naming the option.
 */
final class RuleOptions {
    private RuleOptions() {
    }

    /** One {@code KEY=VALUE} split at its first {@code =}, or a usage error. */
    static Map.Entry<String, String> split(CommandSpec spec, String keyValue) {
        int eq = keyValue.indexOf('=');
        if (eq <= 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--rule " + keyValue + " should be KEY=VALUE");
        }
        return Map.entry(keyValue.substring(0, eq).strip(), keyValue.substring(eq + 1).strip());
    }

    /** The preset with the options changed; its name and sources stay (the options are the table's own). */
    static Preset apply(CommandSpec spec, Preset preset, List<String> keyValues) {
        if (keyValues.isEmpty()) {
            return preset;
        }
        RuleCatalog catalog = preset.rules().catalog();
        Map<String, String> texts = new LinkedHashMap<>();
        for (String kv : keyValues) {
            Map.Entry<String, String> e = split(spec, kv);
            texts.put(id(catalog, e.getKey()), e.getValue());
        }
        try {
            return new Preset(preset.name(), preset.description(), preset.rules().withText(texts), preset.sources());
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--rule: " + e.getMessage());
        }
    }

    /**
     * The catalog's id for {@code key}: the key itself when the catalog has it, else the one option whose id is a prefix
     * and this key ({@code kiriageMangan} → {@code riichi.kiriageMangan}, {@code gameHands} → {@code gz.gameHands}); an
     * unknown or ambiguous key stays as given, for the rule set to refuse by name.
     */
    static String id(RuleCatalog catalog, String key) {
        if (catalog.key(key).isPresent()) {
            return key;
        }
        List<String> named = catalog.keys().stream().map(RuleKey::id)
                .filter(id -> id.indexOf('.') > 0 && id.substring(id.indexOf('.') + 1).equals(key)).toList();
        return named.size() == 1 ? named.get(0) : key;
    }
}
