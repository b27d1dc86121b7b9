package org.jantaku.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleKey;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code jantaku rules [PRESET]}: the presets, or one preset's options: {@code id=value} in the
 * rule set's canonical text form, each with its one-line description, allowed values and, where the
 * preset has one, the rule book's line the value comes from.
 */
@Command(name = "rules",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"List the rule presets, or show every option of one preset with its value, meaning and source."})
final class RulesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "PRESET", description = "A preset's name; none lists them.")
    String name;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (name == null) {
            for (Preset p : Variants.PRESETS) {
                out.println(p.name() + "  (" + p.rules().catalog().name() + ")  " + p.description());
            }
            out.flush();
            return 0;
        }
        Preset p = Variants.preset(name).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "unknown preset '" + name + "'; presets: " + String.join(", ", Variants.PRESETS.stream().map(Preset::name).toList())));
        out.println("# " + p.name() + " (" + p.rules().catalog().name() + "): " + p.description());
        for (RuleKey<?> k : p.rules().catalog().keys()) {
            out.println(k.id() + "=" + p.rules().text(k));
            out.println("    " + k.doc() + " [" + k.type().allowed() + "]");
            String source = p.sources().get(k.id());
            if (source != null) {
                out.println("    source: " + source);
            }
        }
        out.flush();
        return 0;
    }
}
