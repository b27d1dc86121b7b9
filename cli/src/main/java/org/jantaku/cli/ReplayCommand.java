package org.jantaku.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.tenhou.Agari;
import org.jantaku.riichi.tenhou.Chips;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.tenhou.EngineReplay;
import org.jantaku.riichi.tenhou.LogFormat;
import org.jantaku.riichi.tenhou.MjaiReader;
import org.jantaku.riichi.tenhou.Mjlog;
import org.jantaku.riichi.tenhou.MjlogEvent;
import org.jantaku.riichi.tenhou.MjlogReader;
import org.jantaku.riichi.tenhou.ReplayedGame;
import org.jantaku.riichi.tenhou.ReplayedHand;
import org.jantaku.riichi.tenhou.Ryuukyoku;
import org.jantaku.riichi.tenhou.Tenhou6Reader;
import org.jantaku.riichi.tenhou.TenhouEra;
import org.jantaku.riichi.tenhou.TenhouRules;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code jantaku replay FILE...}: plays logged games (Tenhou's mjlog and tenhou.net/6, mjai) through the engine
 * and compares every hand with the log; replays engine records step by step; reads zip archives of them entry by
 * entry ({@link RecordArchive}).
 */
@Command(name = "replay",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Replay logged games through the rules engine and compare every hand with the log.",
            "Reads Tenhou mjlog XML (plain or gzip), tenhou.net/6 JSON and mjai JSON lines, told apart by content, not by file name; "
                + "an engine game record (JSON lines) is replayed step by step. "
                + "A zip archive (such as the Spark job's part-NNNNN.zip) is read entry by entry, each entry as a file named ARCHIVE!ENTRY, "
                + "without unpacking the whole archive; a corrupt archive or entry is named with the reason. Every recorded decision must be a legal action; every hand's end "
                + "(winners, han, fu, points, yaku, score deltas, draw kind, tenpai; an mjai win shows its score deltas only) and the final result must agree. "
                + "Prints one line per file, then 'replayed G games, H hands: M matched, X mismatched' (then ', K rules not known' and ', F files not read' when there are). "
                + "A game played under rules the project does not know (a custom lobby, <GO csrule>, a tenhou.net/6 rule it cannot map) is read but not compared: 'rules not known' with the reason. "
                + "A log this project exported states its rules (its 'jantaku' member) and is replayed under them; other logs under Tenhou's rules. "
                + "A file that cannot be read is named with the reason, and the others go on. A chip lobby's chips (祝儀) are reported per seat. "
                + "Exit 0 only when every compared hand matched and every file was read. A log cut short is checked as far as it goes. "
                + "The uma, the rounding of the final points and the all-last dealer's stop on tenpai are those of the game's lobby and date "
                + "(Tenhou changed them; the date is read from Tenhou's log name YYYYMMDDHHgm-...); what cannot be known is assumed and named "
                + "in the file's line, and --uma / --final-rounding / --tenpai-yame say it instead.",
            "Example: jantaku replay ../shared/data/tenhou/games/*.mjlog game.mjai records/part-00000.zip"})
final class ReplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Game logs: Tenhou mjlog XML (plain or gzip), tenhou.net/6 JSON, mjai JSON lines, or engine game records, or zip archives of them; any file name.")
    List<Path> files = new ArrayList<>();

    @Option(names = "--json", description = "Print a detailed JSON report instead: every file and hand, and the first difference of each mismatch.")
    boolean json;

    @Option(names = "--uma", split = ",", paramLabel = "N1,N2,N3,N4",
            description = "Uma of 1st to 4th place in thousands for every file (e.g. 10,5,-5,-10: Tenhou's East-only games before August 2009), "
                    + "instead of the one of the game's lobby and date.")
    List<Integer> uma;

    @Option(names = "--final-rounding", paramLabel = "WAY",
            description = "Rounding of the final points for every file: shishaGonyu (Tenhou until 2020 at least: to thousands, 500 away from zero) "
                    + "or exact (Tenhou since 2022: tenths); also goshaRokunyu, ceil2to4TopTakesRest.")
    String finalRounding;

    @Option(names = "--tenpai-yame", paramLabel = "WAY",
            description = "The all-last dealer tenpai at a draw, for every file: autoIfTopAndThreshold (Tenhou since June 2010: "
                    + "top with 30,000 or more ends the game) or off (Tenhou before: his hand repeats); also autoIfTop, kyoto.")
    String tenpaiYame;

    private final EngineReplay engine = new EngineReplay();
    private final List<Map<String, Object>> reports = new ArrayList<>();
    private PrintWriter out;
    private int games;
    private long hands;
    private long matched;
    private int unreadable;
    private int rulesNotKnown;

    @Override
    public Integer call() throws IOException {
        check("--uma", () -> RiichiRules.UMA.type().check(uma), uma != null);
        check("--final-rounding", () -> RiichiRules.FINAL_ROUNDING.type().check(finalRounding), finalRounding != null);
        check("--tenpai-yame", () -> RiichiRules.TENPAI_YAME.type().check(tenpaiYame), tenpaiYame != null);
        out = spec.commandLine().getOut();
        RecordArchive.visit(files, new RecordArchive.Visitor() {
            @Override
            public void entry(String label, Path file) {
                replay(label, file);
            }

            @Override
            public void unreadable(String label, String reason) {
                notRead(labelled(label), reason);
            }
        });
        long mismatched = hands - matched;
        String last = "replayed " + games + (games == 1 ? " game, " : " games, ") + hands + (hands == 1 ? " hand: " : " hands: ") + matched + " matched, " + mismatched
                + " mismatched" + (rulesNotKnown > 0 ? ", " + rulesNotKnown + " rules not known" : "")
                + (unreadable > 0 ? ", " + unreadable + " files not read" : "");
        if (json) {
            Map<String, Object> all = new LinkedHashMap<>();
            all.put("games", games);
            all.put("hands", hands);
            all.put("matched", matched);
            all.put("mismatched", mismatched);
            all.put("rulesNotKnown", rulesNotKnown);
            all.put("unreadable", unreadable);
            all.put("files", reports);
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(all));
        } else {
            out.println(last);
        }
        out.flush();
        return mismatched == 0 && unreadable == 0 ? 0 : 1;
    }

    /** Replays one game file (a file given, or an archive's entry copied out), shown as {@code label}. */
    private void replay(String label, Path file) {
        Map<String, Object> report = labelled(label);
        ReplayedGame game;
        Mjlog log;
        Settlement settlement;
        try {
            LogFormat format = detect(file);
            report.put("format", name(format));
            if (format == LogFormat.RECORD) {
                RecordReplay r = RecordReplay.of(file);
                games++;
                hands += r.hands();
                matched += r.hands();
                report.put("hands", r.hands());
                report.put("matched", r.hands());
                report.put("mismatched", 0);
                report.put("finalResultChecked", r.over());
                reports.add(report);
                if (!json) {
                    out.println(label + ": engine record (" + r.variant() + "), " + r.hands() + (r.hands() == 1 ? " hand" : " hands")
                            + ", every step replayed" + (r.over() ? ", game over" : ""));
                }
                return;
            }
            log = read(file, format);
            Optional<List<Integer>> chips = chips(log);
            chips.ifPresent(c -> report.put("chips", c));
            if (log.unknownRules().isPresent()) {
                rulesNotKnown++;
                report.put("rulesNotKnown", log.unknownRules().get());
                reports.add(report);
                if (!json) {
                    out.println(label + ": rules not known, not compared: " + log.unknownRules().get()
                            + chips.map(ReplayCommand::chipText).orElse(""));
                }
                return;
            }
            settlement = settlement(log);
            game = engine.replay(log, settlement.rules());
        } catch (IOException | RuntimeException e) {
            notRead(report, message(e));
            return;
        }
        games++;
        hands += game.hands().size();
        matched += game.matched();
        report.put("uma", settlement.rules().get(RiichiRules.UMA));
        report.put("finalRounding", settlement.rules().get(RiichiRules.FINAL_ROUNDING));
        report.put("tenpaiYame", settlement.rules().get(RiichiRules.TENPAI_YAME));
        report.put("assumed", settlement.assumed());
        report.putAll(summary(game));
        reports.add(report);
        if (!json) {
            out.println(line(label, game) + chips(log).map(ReplayCommand::chipText).orElse("")
                    + (settlement.assumed().isEmpty() ? "" : " [assumed " + String.join("; ", settlement.assumed()) + "]"));
        }
    }

    /** A file's report, so far its name. */
    private static Map<String, Object> labelled(String label) {
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("file", label);
        return report;
    }

    /** A file (or archive, or archive entry) that could not be read, with the reason. */
    private void notRead(Map<String, Object> report, String reason) {
        unreadable++;
        report.put("error", reason);
        reports.add(report);
        if (!json) {
            out.println(report.get("file") + ": not replayed: " + reason);
        }
    }

    private void check(String option, Runnable check, boolean given) {
        try {
            if (given) {
                check.run();
            }
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), option + ": " + e.getMessage());
        }
    }

    /** The rules a game is replayed under, and what of them is assumed. */
    private record Settlement(RuleSet rules, List<String> assumed) {
    }

    /**
     * The log's rules: those it states (an export of this project), else Tenhou's of its game type with the
     * settlement of its lobby and era (what cannot be known is assumed); --uma, --final-rounding and --tenpai-yame
     * replace theirs.
     */
    private Settlement settlement(Mjlog log) {
        if (log.statedRules().isPresent()) {
            RuleSet rules = log.statedRules().get().rules();
            rules = uma == null ? rules : rules.with(RiichiRules.UMA, uma);
            rules = finalRounding == null ? rules : rules.with(RiichiRules.FINAL_ROUNDING, finalRounding);
            rules = tenpaiYame == null ? rules : rules.with(RiichiRules.TENPAI_YAME, tenpaiYame);
            return new Settlement(rules, List.of());
        }
        TenhouEra era = TenhouEra.of(log);
        if (uma != null) {
            era = era.withUma(uma);
        }
        if (finalRounding != null) {
            era = era.withFinalRounding(finalRounding);
        }
        if (tenpaiYame != null) {
            era = era.withTenpaiYame(tenpaiYame);
        }
        return new Settlement(era.apply(TenhouRules.of(log.type())), era.assumed());
    }

    /**
     * Reads a game log of any format the project reads (told apart by content: {@link LogFormat}).
     *
     * @throws IOException when the file is missing or cannot be read
     * @throws IllegalArgumentException when it is none of the log formats (an engine record included: it is no log)
     */
    static Mjlog read(Path file) throws IOException {
        return read(file, detect(file));
    }

    private static Mjlog read(Path file, LogFormat format) throws IOException {
        return switch (format) {
            case MJLOG -> MjlogReader.read(file);
            case TENHOU6 -> Tenhou6Reader.read(file);
            case MJAI -> MjaiReader.read(file);
            case RECORD -> throw new IllegalArgumentException("an engine game record, not a game log");
        };
    }

    /** The format of a file, by its content ({@link LogFormat}); a missing file is "no such file". */
    static LogFormat detect(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException("no such file");
        }
        return LogFormat.detect(file);
    }

    private static String name(LogFormat format) {
        return switch (format) {
            case MJLOG -> "mjlog";
            case TENHOU6 -> "tenhou6";
            case MJAI -> "mjai";
            case RECORD -> "record";
        };
    }

    /** The chips (祝儀) each seat won or paid over the log, when it is a chip lobby's. */
    static Optional<List<Integer>> chips(Mjlog log) {
        int[] sum = new int[4];
        boolean any = false;
        for (MjlogEvent e : log.events()) {
            Optional<Chips> c = e instanceof Agari a ? a.chips() : e instanceof Ryuukyoku r ? r.chips() : Optional.empty();
            if (c.isPresent()) {
                any = true;
                for (int s = 0; s < 4; s++) {
                    sum[s] += c.get().deltas().get(s);
                }
            }
        }
        return any ? Optional.of(List.of(sum[0], sum[1], sum[2], sum[3])) : Optional.empty();
    }

    private static String chipText(List<Integer> chips) {
        StringBuilder b = new StringBuilder(", chips");
        for (int c : chips) {
            b.append(' ').append(c > 0 ? "+" : "").append(c);
        }
        return b.toString();
    }

    private static String message(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static String line(String label, ReplayedGame game) {
        StringBuilder b = new StringBuilder();
        b.append(label).append(": ").append(game.hands().size()).append(game.hands().size() == 1 ? " hand, " : " hands, ").append(game.matched())
                .append(" matched, ").append(game.mismatched()).append(" mismatched");
        b.append(game.finalChecked() ? ", final result matched" : "");
        game.hands().stream().filter(h -> !h.matched()).findFirst()
                .ifPresent(h -> b.append(" (first: ").append(h.label()).append(": ").append(h.difference().orElseThrow()).append(')'));
        return b.toString();
    }

    private static Map<String, Object> summary(ReplayedGame game) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("hands", game.hands().size());
        m.put("matched", game.matched());
        m.put("mismatched", game.mismatched());
        m.put("finalResultChecked", game.finalChecked());
        List<Map<String, Object>> hands = new ArrayList<>();
        for (ReplayedHand h : game.hands()) {
            Map<String, Object> hand = new LinkedHashMap<>();
            hand.put("index", h.index());
            hand.put("hand", h.label());
            hand.put("complete", h.finished());
            hand.put("matched", h.matched());
            h.difference().ifPresent(d -> hand.put("firstDifference", d));
            hands.add(hand);
        }
        m.put("results", hands);
        return m;
    }
}
