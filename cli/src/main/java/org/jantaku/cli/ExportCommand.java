package org.jantaku.cli;

import org.jantaku.engine.spi.VariantModules;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Replayer;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.tenhou.LogFormat;
import org.jantaku.riichi.tenhou.RecordRoundTrip;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jantaku export --format mjai|tenhou6 [-o DIR] RECORD...}: Riichi game records as mjai or tenhou.net/6 logs. */
@Command(name = "export",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Export Riichi game records (engine JSON lines: a server's /api/games/{id}, an import, a simulation) "
                + "as mjai JSON lines or tenhou.net/6 JSON (docs/mjai.md).",
            "mjai is what Mortal and mjai.app read; tenhou.net/6 what Tenhou's viewer and mjai-reviewer read. Each export states "
                + "the game's rules (a 'jantaku' member other readers ignore), so 'jantaku replay' and 'jantaku import' take it "
                + "back under them. With -o each record becomes DIR/NAME.mjai or DIR/NAME.json (NAME: the record's file name "
                + "without its extension); without -o one record is written to standard output. --check reads every export "
                + "back, imports it and compares it with the record (same steps, events and results; tiles compared by face, "
                + "dice left out). tenhou.net/6 has no place for a hand without its result: the hand in play of a game "
                + "not over is left out (and not checked). A record that does not replay, or holds what the format cannot say, is named with the reason "
                + "and the others go on; the exit code is then 1.",
            "Example: jantaku export --format tenhou6 -o out game.jsonl"})
final class ExportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--format", required = true, paramLabel = "FORMAT", description = "mjai or tenhou6.")
    String format;

    @Option(names = {"-o", "--out"}, paramLabel = "DIR", description = "Folder for the exports (created if missing); "
            + "without it the one record's export goes to standard output.")
    Path out;

    @Option(names = "--check", description = "Read every export back and compare it with its record.")
    boolean check;

    @Parameters(arity = "1..*", paramLabel = "RECORD", description = "Riichi game records (engine JSON lines).")
    List<Path> records = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        RecordRoundTrip.Format f = switch (format.toLowerCase(Locale.ROOT)) {
            case "mjai" -> RecordRoundTrip.Format.MJAI;
            case "tenhou6" -> RecordRoundTrip.Format.TENHOU6;
            default -> throw new ParameterException(spec.commandLine(), "--format: '" + format
                    + "' is not a format (expected mjai or tenhou6)");
        };
        if (out == null && records.size() > 1) {
            throw new ParameterException(spec.commandLine(), records.size() + " records: give -o DIR (standard output takes one)");
        }
        PrintWriter stdout = spec.commandLine().getOut();
        if (out != null) {
            Files.createDirectories(out);
        }
        int failed = 0;
        for (Path file : records) {
            try {
                var record = read(file);
                boolean over = Replayer.replay(record).state().isOver(); // a damaged record is named by its first fault
                String text = RecordRoundTrip.export(f, record);
                boolean partial = !over && f == RecordRoundTrip.Format.TENHOU6; // the hand in play is left out
                Optional<String> difference = check && !partial ? check(f, text, file, record) : Optional.empty();
                if (difference.isPresent()) {
                    throw new IllegalStateException("the export does not read back as the record: " + difference.get());
                }
                if (out == null) {
                    stdout.print(text);
                } else {
                    Path target = write(file, f, text);
                    stdout.println(file + " -> " + target + " (" + hands(text, f) + ")"
                            + (check && !partial ? ", checked" : "") + (over ? "" : ", game not over")
                            + (partial ? ": the hand in play is left out" + (check ? ", not checked" : "") : ""));
                }
            } catch (IOException | RuntimeException e) {
                failed++;
                (out == null ? spec.commandLine().getErr() : stdout).println(file + ": not exported: "
                        + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
            }
        }
        if (out != null) {
            stdout.println("exported " + (records.size() - failed) + " of " + records.size() + " records");
        }
        stdout.flush();
        return failed == 0 ? 0 : 1;
    }

    private static GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> read(Path file) throws IOException {
        LogFormat kind = ReplayCommand.detect(file);
        if (kind != LogFormat.RECORD) {
            throw new IllegalArgumentException(kind.description() + ", not an engine game record");
        }
        var any = RecordReader.read(file, VariantModules.records());
        if (!any.header().variant().equals(RiichiRecordCodec.RIICHI.name())) {
            throw new IllegalArgumentException("a " + any.header().variant() + " record: only Riichi games can be written as mjai or tenhou.net/6");
        }
        return RecordReader.read(file, RiichiRecordCodec.RIICHI);
    }

    private static Optional<String> check(RecordRoundTrip.Format f, String text, Path file,
            GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> record) {
        try {
            return RecordRoundTrip.difference(record, RecordRoundTrip.readBack(f, text, file.toString()));
        } catch (RuntimeException e) {
            return Optional.of(e.getMessage());
        }
    }

    private Path write(Path file, RecordRoundTrip.Format f, String text) throws IOException {
        String name = file.getFileName().toString().replaceFirst("\\.(jsonl|json)$", "")
                + (f == RecordRoundTrip.Format.MJAI ? ".mjai" : ".json");
        Path target = out.resolve(name);
        if (Files.exists(target) && Files.isSameFile(file, target)) {
            throw new IllegalArgumentException("the export would overwrite the record itself: give another -o");
        }
        Path tmp = out.resolve(name + ".part");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(tmp);
        }
        return target;
    }

    /** The hands the export holds, for the file's line. */
    private static String hands(String text, RecordRoundTrip.Format f) {
        long n = f == RecordRoundTrip.Format.MJAI ? text.lines().filter(l -> l.contains("\"type\":\"start_kyoku\"")).count()
                : count(text);
        return n + (n == 1 ? " hand" : " hands");
    }

    /** The hands of a tenhou.net/6 export: the items of its log. */
    private static long count(String json) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().readTree(json).path("log").size();
        } catch (IOException e) {
            return 0;
        }
    }
}
