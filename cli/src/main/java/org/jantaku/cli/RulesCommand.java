package org.jantaku.cli;

import org.jantaku.engine.spi.VariantModules;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleLabels;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Lang;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code jantaku rules [PRESET] [--diff OTHER] [--json] [--lang en|ja|zh]}: the presets, or one preset's every option
 * with its value, its doc line (with {@code --lang}: its label, value label and help line in the language, from the
 * catalog's rule labels) and, for a preset read from a rule book, the line of the book.
 */
@Command(name = "rules",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"List the rule presets, or show every option of one.",
            "Without PRESET: one line per preset (name, variant, description). With PRESET: every option with its value, "
                + "what it does, and where a rule book's preset takes the value from (its source line).",
            "Example: jantaku rules kyoto-club --diff tenhou"})
final class RulesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "PRESET", description = "A preset name (see the list without it).")
    Optional<String> name = Optional.empty();

    @Option(names = "--diff", paramLabel = "OTHER", description = "Show only the options whose value differs from preset OTHER.")
    Optional<String> diff = Optional.empty();

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Option(names = "--lang", paramLabel = "LANG", description = "Say the presets and options in en, ja or zh: their titles, "
            + "labels and help lines (the lobby's words) instead of the catalog's English description.")
    Optional<String> lang = Optional.empty();

    /** The language asked, when one was. */
    private Optional<Lang> language = Optional.empty();

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        try {
            language = lang.map(Lang::parse);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--lang: " + e.getMessage());
        }
        if (name.isEmpty()) {
            if (diff.isPresent()) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--diff needs a PRESET to compare");
            }
            list(out);
        } else {
            Preset preset = find(name.get());
            Optional<Preset> other = diff.map(this::find);
            if (other.isPresent() && other.get().rules().catalog() != preset.rules().catalog()) {
                throw new CommandLine.ParameterException(spec.commandLine(), "cannot compare " + preset.name() + " ("
                        + preset.rules().catalog().name() + ") with " + other.get().name() + " ("
                        + other.get().rules().catalog().name() + "): they are different games");
            }
            show(out, preset, other);
        }
        out.flush();
        return 0;
    }

    private Preset find(String n) {
        return VariantModules.preset(n).map(VariantModules.Found::preset).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "unknown preset '" + n + "'; the presets are: "
                        + String.join(", ", VariantModules.presets().stream().map(Preset::name).toList())));
    }

    private void list(PrintWriter out) throws Exception {
        if (json) {
            ArrayNode all = new ObjectMapper().createArrayNode();
            for (Preset p : VariantModules.presets()) {
                ObjectNode o = all.addObject().put("name", p.name()).put("variant", p.rules().catalog().name()).put("description", p.description());
                language.ifPresent(l -> {
                    RuleLabels.PresetLabel label = RuleLabels.forCatalog(p.rules().catalog()).preset(p);
                    o.put("title", label.title().in(l)).put("summary", label.summary().in(l));
                });
            }
            out.println(all);
            return;
        }
        int width = VariantModules.presets().stream().mapToInt(p -> p.name().length()).max().orElse(0);
        for (Preset p : VariantModules.presets()) {
            out.printf("%-" + width + "s  %-9s %s%n", p.name(), p.rules().catalog().name(), description(p));
        }
    }

    /** A preset's description, or with --lang its title and summary in the language. */
    private String description(Preset p) {
        return language.map(l -> {
            RuleLabels.PresetLabel label = RuleLabels.forCatalog(p.rules().catalog()).preset(p);
            return label.title().in(l) + colon(l) + label.summary().in(l);
        }).orElse(p.description());
    }

    /** A colon between a label and its text, full-width in Chinese. */
    private static String colon(Lang l) {
        return l == Lang.ZH ? "：" : ": ";
    }

    /** The label of a choice's value, or of each value of a subset ({@code a,b}), when the labels have one. */
    private static Optional<String> valueLabel(RuleLabels.OptionLabel label, String value, Lang l) {
        if (label.values().isEmpty()) {
            return Optional.empty();
        }
        String bare = value.startsWith("[") && value.endsWith("]") ? value.substring(1, value.length() - 1) : value;
        List<String> parts = bare.isEmpty() ? List.of() : List.of(bare.split(","));
        if (parts.isEmpty() || !parts.stream().allMatch(label.values()::containsKey)) {
            return Optional.empty();
        }
        return Optional.of(String.join(l == Lang.EN ? ", " : "、", parts.stream().map(v -> label.values().get(v).in(l)).toList()));
    }

    private void show(PrintWriter out, Preset preset, Optional<Preset> other) {
        RuleSet rules = preset.rules();
        RuleLabels labels = RuleLabels.forCatalog(rules.catalog());
        List<RuleKey<?>> keys = rules.catalog().keys().stream()
                .filter(k -> other.isEmpty() || !rules.get(k).equals(other.get().rules().get(k)))
                .toList();
        if (json) {
            ObjectNode root = new ObjectMapper().createObjectNode();
            root.put("name", preset.name()).put("variant", rules.catalog().name()).put("description", preset.description());
            language.ifPresent(l -> root.put("title", labels.preset(preset).title().in(l)).put("summary", labels.preset(preset).summary().in(l)));
            other.ifPresent(o -> root.put("diff", o.name()));
            ArrayNode options = root.putArray("options");
            for (RuleKey<?> k : keys) {
                ObjectNode o = options.addObject();
                o.put("id", k.id()).put("value", k.format(rules.get(k))).put("default", k.format(k.defaultValue())).put("doc", k.doc());
                language.ifPresent(l -> {
                    RuleLabels.OptionLabel label = labels.option(k);
                    o.put("label", label.label().in(l)).put("help", label.help().in(l));
                    valueLabel(label, k.format(rules.get(k)), l).ifPresent(v -> o.put("valueLabel", v));
                });
                other.ifPresent(x -> o.put(x.name(), k.format(x.rules().get(k))));
                Optional.ofNullable(preset.sources().get(k.id())).ifPresent(s -> o.put("source", s));
            }
            out.println(root);
            return;
        }
        Lang l = language.orElse(Lang.EN);
        out.println(preset.name() + " (" + language.map(x -> labels.name(rules.catalog()).in(x)).orElse(rules.catalog().name()) + "): "
                + description(preset));
        other.ifPresent(o -> out.println(CliWords.say(l, "rules.differ", "n", keys.size(), "other", o.name())));
        for (RuleKey<?> k : keys) {
            String value = k.format(rules.get(k));
            RuleLabels.OptionLabel label = labels.option(k);
            out.println();
            out.println(k.id() + " = " + value + language.flatMap(x -> valueLabel(label, value, x)).map(v -> " (" + v + ")").orElse("")
                    + other.map(o -> "   (" + o.name() + ": " + k.format(o.rules().get(k)) + ")").orElse(""));
            out.println("    " + language.map(x -> label.label().in(x) + colon(x) + label.help().in(x)).orElse(k.doc()));
            String source = preset.sources().get(k.id());
            if (source != null) {
                out.println("    " + CliWords.say(l, "rules.source", "source", source));
            } else if (!preset.sources().isEmpty()) {
                out.println("    " + CliWords.say(l, "rules.noSource"));
            }
        }
    }
}
