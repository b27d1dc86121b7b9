package org.jantaku.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.jantaku.bots.mjai.BridgeOptions;
import org.jantaku.bots.mjai.MjaiCommand;
import org.jantaku.bots.sim.PlayerStats;
import org.jantaku.bots.sim.Simulator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code jantaku bench mjai}: the mjai bot bridge's round trip per decision (writing the events to the bot's
 * standard input to reading its answer, the bot's own thinking included) and the simulator's games per second
 * with an mjai bot in every seat; the median of several runs.
 */
@Command(name = "mjai",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Time the mjai bot bridge: round trip per decision and simulator games per second with an mjai bot"
                + " (by default the example Python bot) in every seat.",
            "Prints one line: rules=R bot=B games=N threads=T runs=K decisions=D round_trip_median_us=X round_trip_p99_us=Y"
                    + " round_trip_mean_us=M games_per_second=G bot_faults=F",
            "(the round trips of every run together; games per second the median of the runs, after one warm-up game)"})
final class BenchMjaiCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--rules", defaultValue = "tenhou", description = "Rules preset, a Riichi one (default: ${DEFAULT-VALUE}).")
    String rules;

    @Option(names = "--bot", paramLabel = "COMMAND", defaultValue = "python3 bots/mjai/example_bot.py",
            description = "The mjai bot's command (its seat is added as last argument). Default: ${DEFAULT-VALUE}.")
    String bot;

    @Option(names = "--games", defaultValue = "8", description = "Games per timed run (default: ${DEFAULT-VALUE}).")
    long games;

    @Option(names = "--runs", defaultValue = "3", description = "Timed runs; the median is printed (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--threads", description = "Simulator threads (default: the processors available).")
    Integer threads;

    @Override
    public Integer call() {
        if (games < 1 || runs < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games and --runs must be at least 1");
        }
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        String agent = MjaiCommand.PREFIX + bot;
        ConcurrentLinkedQueue<Long> trips = new ConcurrentLinkedQueue<>();
        Simulator sim;
        try {
            sim = Simulator.of(rules, List.of(agent), 1);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        Simulator timed = sim.withBridge(BridgeOptions.DEFAULT.withRoundTrip(trips::add));
        sim.run(0, 1, 1, n -> { }); // warm-up: the JIT compiler, the bot's first start
        double[] rates = new double[runs];
        long faults = 0;
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            Simulator.Outcome o = timed.run(0, games, t, n -> { });
            rates[r] = games / ((System.nanoTime() - start) / 1e9);
            faults += o.stats().byAgent().values().stream().mapToLong(PlayerStats::botFaults).sum();
        }
        long[] sorted = trips.stream().mapToLong(Long::longValue).sorted().toArray();
        spec.commandLine().getOut().println(String.format(Locale.ROOT,
                "rules=%s bot=%s games=%d threads=%d runs=%d decisions=%d round_trip_median_us=%.0f round_trip_p99_us=%.0f"
                        + " round_trip_mean_us=%.0f games_per_second=%.2f bot_faults=%d",
                rules, bot.replace(' ', '_'), games, t, runs, sorted.length, percentile(sorted, 0.5) / 1e3,
                percentile(sorted, 0.99) / 1e3, sorted.length == 0 ? 0 : Arrays.stream(sorted).average().orElse(0) / 1e3,
                BenchEngineCommand.median(rates), faults));
        return 0;
    }

    /** The value at quantile {@code q} (0-1) of sorted samples (the nearest rank), 0 for none. */
    static double percentile(long[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int i = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }
}
