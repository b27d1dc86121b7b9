package org.jantaku.cli;

import org.jantaku.engine.spi.VariantModules;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.tile.Lang;
import org.jantaku.riichi.keep.KeepJson;
import org.jantaku.riichi.keep.KeepSession;
import org.jantaku.riichi.keep.Report;
import org.jantaku.riichi.rules.RiichiRules;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code jantaku keep --rules PRESET [--rule KEY=VALUE]... [--lang en|ja|zh] [FILE]}: scorekeeping for a physical Riichi table. One report per
 * JSON line in (docs/keep.md); after each, one JSON line out with the state, what moved and why (the notes in
 * {@code --lang}), and
 * at the game's end the final settlement. A bad line gets {@code "ok":false} and an error naming the
 * line and field, and changes nothing. Exit code 0 when every line was taken, 1 otherwise.
 */
@Command(name = "keep",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Keep score at a physical Riichi table: report wins, draws, riichi and fouls as JSON lines.",
            "Reads one report per line from FILE, or from standard input when none is given or FILE is '-', and prints "
                + "after each the state (round, dealer, honba, deposits, scores, flags, what changed and why); at the "
                + "game's end the final settlement. Format: docs/keep.md."})
final class KeepCommand implements Callable<Integer> {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Spec
    CommandSpec spec;

    @Option(names = {"-r", "--rules"}, required = true, paramLabel = "PRESET",
            description = "A Riichi rule set (jantaku rules lists them), e.g. kyoto-club.")
    String rules;

    @Option(names = "--rule", paramLabel = "KEY=VALUE",
            description = "Change one option of the preset (repeatable), e.g. --rule penalty.7-01=b or --rule riichi.tobi=false.")
    List<String> ruleOverrides = new ArrayList<>();

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en",
            description = "The language of the notes (what was applied and why): en, ja or zh. Default: ${DEFAULT-VALUE}.")
    String lang;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "JSON lines of reports; standard input when absent or '-'.")
    String file = "-";

    @Override
    public Integer call() throws IOException {
        Lang language;
        try {
            language = Lang.parse(lang);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--lang: " + e.getMessage());
        }
        Preset preset = VariantModules.preset(rules).map(VariantModules.Found::preset).filter(p -> p.rules().catalog() == RiichiRules.CATALOG)
                .orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(), "no Riichi rules preset '" + rules
                        + "'; known: " + String.join(", ", VariantModules.presets().stream()
                                .filter(p -> p.rules().catalog() == RiichiRules.CATALOG).map(Preset::name).toList())));
        preset = RuleOptions.apply(spec, preset, ruleOverrides);
        KeepSession session = new KeepSession(preset);
        PrintWriter out = spec.commandLine().getOut();
        String source = file.equals("-") ? "stdin" : file;
        int failed = 0;
        try (BufferedReader in = file.equals("-")
                ? new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))
                : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
            int lineNo = 0;
            String line;
            while ((line = in.readLine()) != null) {
                lineNo++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                try {
                    JsonNode node = MAPPER.readTree(t);
                    Report report = KeepJson.report(node, preset.name());
                    out.println(KeepJson.step(lineNo, session.report(report), language));
                } catch (JsonProcessingException e) {
                    failed++;
                    out.println(KeepJson.error(lineNo, source, "not JSON: " + e.getOriginalMessage()));
                } catch (IllegalArgumentException e) {
                    failed++;
                    out.println(KeepJson.error(lineNo, source, e.getMessage()));
                }
                out.flush();
            }
        }
        return failed == 0 ? 0 : 1;
    }
}
