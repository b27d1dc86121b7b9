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
import org.jantaku.core.rules.RuleSet;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code jantaku rules [PRESET] [--diff OTHER] [--json]}: the presets, or one preset's every option
 * with its value, its doc line and, for a preset read from a rule book, the line of the book.
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

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
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
                all.addObject().put("name", p.name()).put("variant", p.rules().catalog().name()).put("description", p.description());
            }
            out.println(all);
            return;
        }
        int width = VariantModules.presets().stream().mapToInt(p -> p.name().length()).max().orElse(0);
        for (Preset p : VariantModules.presets()) {
            out.printf("%-" + width + "s  %-9s %s%n", p.name(), p.rules().catalog().name(), p.description());
        }
    }

    private void show(PrintWriter out, Preset preset, Optional<Preset> other) {
        RuleSet rules = preset.rules();
        List<RuleKey<?>> keys = rules.catalog().keys().stream()
                .filter(k -> other.isEmpty() || !rules.get(k).equals(other.get().rules().get(k)))
                .toList();
        if (json) {
            ObjectNode root = new ObjectMapper().createObjectNode();
            root.put("name", preset.name()).put("variant", rules.catalog().name()).put("description", preset.description());
            other.ifPresent(o -> root.put("diff", o.name()));
            ArrayNode options = root.putArray("options");
            for (RuleKey<?> k : keys) {
                ObjectNode o = options.addObject();
                o.put("id", k.id()).put("value", k.format(rules.get(k))).put("default", k.format(k.defaultValue())).put("doc", k.doc());
                other.ifPresent(x -> o.put(x.name(), k.format(x.rules().get(k))));
                Optional.ofNullable(preset.sources().get(k.id())).ifPresent(s -> o.put("source", s));
            }
            out.println(root);
            return;
        }
        out.println(preset.name() + " (" + rules.catalog().name() + "): " + preset.description());
        other.ifPresent(o -> out.println(keys.size() + " options differ from " + o.name()));
        for (RuleKey<?> k : keys) {
            String value = k.format(rules.get(k));
            out.println();
            out.println(k.id() + " = " + value + other.map(o -> "   (" + o.name() + ": " + k.format(o.rules().get(k)) + ")").orElse(""));
            out.println("    " + k.doc());
            String source = preset.sources().get(k.id());
            if (source != null) {
                out.println("    source: " + source);
            } else if (!preset.sources().isEmpty()) {
                out.println("    source: not in the rule book; the catalog's default");
            }
        }
    }
}
