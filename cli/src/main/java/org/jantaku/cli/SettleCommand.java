package org.jantaku.cli;

import org.jantaku.engine.spi.VariantModules;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.settle.SettleException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code jantaku settle --rules PRESET [--rule KEY=VALUE]... [FILE...]}: table-side settlement of finished hands. One JSON
 * object per line in (a hand's end, in the preset's format), one JSON line out per hand, in order:
 * the settler's result with {@code "ok":true}, or {@code "ok":false} and an {@code "error"} naming
 * the line and field. The input's {@code "id"}, if any, is copied. Blank lines and lines starting
 * with {@code #} are skipped. Exit code 0 when every hand was settled, 1 otherwise.
 */
@Command(name = "settle",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Settle finished hands without playing them (table-side scorekeeping).",
            "Reads one hand per JSON line from the FILEs, or from standard input when none is given or FILE is '-', "
                + "and prints one JSON line per hand: the transfers with their reasons.",
            "The input format of each rule set is in docs/ (see README)."})
final class SettleCommand implements Callable<Integer> {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Spec
    CommandSpec spec;

    @Option(names = {"-r", "--rules"}, required = true, paramLabel = "PRESET", description = "The rule set (jantaku rules lists them).")
    String rules;

    @Option(names = "--rule", paramLabel = "KEY=VALUE", description = "Change one option of the preset (repeatable); jantaku rules PRESET lists them.")
    List<String> ruleOverrides = new ArrayList<>();

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "JSON-lines files; standard input when none or '-'.")
    List<String> files = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        HandSettler settler = VariantModules.settler(rules).orElseThrow(() -> new CommandLine.ParameterException(spec.commandLine(),
                "no table-side settlement for rules '" + rules + "'; it exists for: " + String.join(", ", VariantModules.settlePresets())));
        Preset preset = RuleOptions.apply(spec, settler.presets().stream().filter(p -> p.name().equals(rules)).findFirst().orElseThrow(),
                ruleOverrides);
        PrintWriter out = spec.commandLine().getOut();
        int failed = 0;
        for (String file : files.isEmpty() ? List.of("-") : files) {
            try (BufferedReader in = file.equals("-")
                    ? new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))
                    : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
                failed += settleAll(settler, preset, file.equals("-") ? "stdin" : file, in, out);
            }
        }
        out.flush();
        return failed == 0 ? 0 : 1;
    }

    /** Settles every line of one input; returns how many lines failed. */
    static int settleAll(HandSettler settler, Preset preset, String source, BufferedReader in, PrintWriter out) throws IOException {
        int failed = 0;
        int lineNo = 0;
        String line;
        while ((line = in.readLine()) != null) {
            lineNo++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            ObjectNode answer = answer(settler, preset, t, source + ":" + lineNo);
            failed += answer.path("ok").asBoolean() ? 0 : 1;
            out.println(answer);
            out.flush();
        }
        return failed;
    }

    private static ObjectNode answer(HandSettler settler, Preset preset, String text, String where) {
        ObjectNode out = MAPPER.createObjectNode();
        JsonNode hand;
        try {
            hand = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            return error(out, where + ": not JSON: " + e.getOriginalMessage() + " at column " + e.getLocation().getColumnNr());
        }
        if (hand.has("id")) {
            out.set("id", hand.get("id"));
        }
        if (!hand.isObject()) {
            return error(out, where + ": a hand is a JSON object, not " + hand.getNodeType().toString().toLowerCase());
        }
        try {
            ObjectNode result = settler.settle(preset, hand);
            out.put("ok", true);
            result.remove("id");
            result.remove("ok");
            out.setAll(result);
            return out;
        } catch (SettleException e) {
            return error(out, where + ": " + e.getMessage());
        }
    }

    private static ObjectNode error(ObjectNode out, String message) {
        out.put("ok", false);
        out.put("error", message);
        return out;
    }
}
