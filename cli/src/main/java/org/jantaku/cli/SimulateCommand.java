package org.jantaku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.jantaku.bots.mjai.BridgeOptions;
import org.jantaku.bots.mjai.MjaiCommand;
import org.jantaku.bots.sim.DirectorySink;
import org.jantaku.bots.sim.HtmlReport;
import org.jantaku.bots.sim.PlayerStats;
import org.jantaku.bots.sim.RecordFormat;
import org.jantaku.bots.sim.Recording;
import org.jantaku.bots.sim.SimStats;
import org.jantaku.bots.sim.Simulator;
import org.jantaku.bots.sim.StatsJson;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code jantaku simulate}: self-play of many games by the given agents, seeded so that the result
 * is the same whatever the threads; a table per agent, then one JSON line with the totals.
 */
@Command(name = "simulate",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Self-play many games with bots and report statistics per agent and seat.",
            "Game i is seeded from --seed and i alone, and the agents move one seat each game, so the result does not depend on --threads.",
            "Prints a table per agent, then a last line of JSON: games, hands, seconds, games_per_second (and steps).",
            "With --records DIR every game's record is written as it ends (jsonl, or mjai/tenhou6 for Riichi), the same files for any --threads."})
final class SimulateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--rules", required = true, description = "Rules preset (e.g. tenhou).")
    String rules;

    @Option(names = "--games", defaultValue = "1000", description = "Games to play (default: ${DEFAULT-VALUE}).")
    long games;

    @Option(names = "--agents", required = true, split = ",",
            description = "One agent per seat (four, or three for a three-player preset) of the first game, comma-separated, or one"
                    + " for every seat: random, tsumogiri, efficiency, or"
                    + " (Riichi) mjai:COMMAND, an external bot speaking the mjai protocol (e.g. 'mjai:python3 bots/mjai/example_bot.py').")
    List<String> agents;

    @Option(names = "--bot-timeout", paramLabel = "SECONDS", defaultValue = "10",
            description = "How long an mjai bot may take for one decision before a safe default is played and the bot is"
                    + " restarted (default: ${DEFAULT-VALUE}).")
    double botTimeout;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the simulation (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", description = "Threads (default: the processors available).")
    Integer threads;

    @Option(names = "--report", description = "Write the HTML report (one offline file with charts) here.")
    Path report;

    @Option(names = "--json", description = "Write the statistics as JSON here (they merge with others of the same setup).")
    Path json;

    @Option(names = "--records", paramLabel = "DIR",
            description = "Write every game's record into DIR (created if missing) as the game ends, one file per game named by"
                    + " its index and seed (game-000042-seed-<16 hex>.jsonl); the games are then played through the engine"
                    + " contract and recorded (the same games, slower).")
    Path records;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "jsonl",
            description = "Format of --records: jsonl (the engine's game record, every variant), mjai or tenhou6 (Riichi"
                    + " only; files .mjai and .json). Default: ${DEFAULT-VALUE}.")
    String format;

    @Override
    public Integer call() throws IOException {
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (games < 1 || t < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games and --threads must be at least 1");
        }
        Simulator sim;
        try {
            sim = Simulator.of(rules, agents, seed)
                    .withBridge(BridgeOptions.DEFAULT.withTimeout(seconds("--bot-timeout", botTimeout)));
            RecordFormat f = RecordFormat.parse(format);
            if (records != null) {
                sim = sim.withRecording(new Recording(f, new DirectorySink(records)));
            } else if (f != RecordFormat.JSONL) {
                throw new IllegalArgumentException("--format " + f.label() + " is the format of --records: give --records DIR");
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        long start = System.nanoTime();
        Simulator.Outcome outcome;
        if (Terminal.isStdoutTerminal()) {
            try (ProgressBar bar = new ProgressBarBuilder().setTaskName("simulate").setInitialMax(games)
                    .setStyle(ProgressBarStyle.ASCII).setUnit(" games", 1).continuousUpdate().build()) {
                outcome = sim.run(0, games, t, bar::stepBy);
            }
        } else {
            outcome = sim.run(0, games, t, n -> { });
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        SimStats stats = outcome.stats();
        if (json != null) {
            Files.writeString(json, StatsJson.write(stats), StandardCharsets.UTF_8);
        }
        if (report != null) {
            Files.writeString(report, HtmlReport.render(stats, seconds), StandardCharsets.UTF_8);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(String.format(Locale.ROOT, "%-12s %7s %8s %6s %6s %6s %6s %9s %6s %8s %6s %9s", "agent", "games",
                "avg_rank", "1st", "2nd", "3rd", "4th", "avg_score", "win", "deal_in", "draw", "avg_value"));
        for (Map.Entry<String, PlayerStats> e : stats.byAgent().entrySet()) {
            PlayerStats p = e.getValue();
            List<Double> r = p.rankShares();
            out.println(String.format(Locale.ROOT, "%-12s %7d %8.3f %6.3f %6.3f %6.3f %6.3f %9.0f %6.3f %8.3f %6.3f %9.0f",
                    e.getKey(), p.games(), p.averageRank(), r.get(0), r.get(1), r.get(2), r.get(3), p.averageScore(),
                    p.winRate(), p.dealInRate(), p.drawRate(), p.averageValue()));
        }
        long faults = stats.byAgent().values().stream().mapToLong(PlayerStats::botFaults).sum();
        if (faults > 0 || agents.stream().anyMatch(MjaiCommand::named)) {
            out.println("bot faults: " + faults + " (" + stats.byAgent().entrySet().stream()
                    .filter(e -> MjaiCommand.named(e.getKey()) || e.getValue().botFaults() > 0)
                    .map(e -> e.getKey() + ": " + e.getValue().botFaults()).collect(java.util.stream.Collectors.joining("; "))
                    + ")");
        }
        out.println(String.format(Locale.ROOT,
                "{\"rules\":\"%s\",\"agents\":\"%s\",\"seed\":%d,\"threads\":%d,\"games\":%d,\"hands\":%d,\"steps\":%d,"
                        + "\"seconds\":%.3f,\"games_per_second\":%.1f}",
                rules, String.join(",", agents), seed, t, stats.games(), stats.hands(), outcome.steps(), seconds,
                stats.games() / seconds));
        return 0;
    }

    /** A positive number of seconds as a duration; another is refused naming the option. */
    static java.time.Duration seconds(String option, double value) {
        if (!(value > 0) || value > 86_400) {
            throw new IllegalArgumentException(option + " must be a number of seconds above 0 (at most a day), not " + value);
        }
        return java.time.Duration.ofNanos(Math.round(value * 1e9));
    }
}
