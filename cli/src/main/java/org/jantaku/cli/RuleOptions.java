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
 * PRESET}: an option as {@link RuleCatalog#named} finds it ({@code riichi.kiriageMangan}, {@code kiriageMangan},
 * {@code penalty.7-01}) with its value in the catalog's text form; an unknown or ambiguous name stays as given, for the
 * rule set to refuse by name. The rule set validates
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
            texts.put(catalog.named(e.getKey()).<String>map(RuleKey::id).orElse(e.getKey()), e.getValue());
        }
        try {
            return new Preset(preset.name(), preset.description(), preset.rules().withText(texts), preset.sources());
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--rule: " + e.getMessage());
        }
    }
}
