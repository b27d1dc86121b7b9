package org.jantaku.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jantaku.bots.sim.Simulator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code jantaku bench sim}: the simulator's speed on one thread and on every thread, timed after a
 * warm-up that lasts until the JIT compiler settles ({@link WarmUp}); the median of several runs.
 */
@Command(name = "sim",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Time the simulator (whole games by bots, statistics included) on one thread and on all threads.",
            "Prints one line per thread count: rules=R agents=A games=N threads=T steps=S hanchan_per_second=X hanchan_per_cpu_second=Y",
            "warm_up_seconds=W jit_settled=B (medians of the runs; per CPU second counts the CPU time of the playing threads,",
            "which other work on the machine does not inflate; the warm-up runs until the JIT compiler settles)"})
final class BenchSimCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--rules", defaultValue = "tenhou", description = "Rules preset (default: ${DEFAULT-VALUE}).")
    String rules;

    @Option(names = "--agents", defaultValue = "tsumogiri", split = ",",
            description = "One agent for every seat, or one per seat (four, or three for a three-player preset), comma-separated: random, tsumogiri, efficiency, or (Riichi)"
                    + " mjai:COMMAND, an external mjai bot (default: ${DEFAULT-VALUE}).")
    List<String> agents;

    @Option(names = "--games", defaultValue = "400", description = "Games per timed run (default: ${DEFAULT-VALUE}).")
    long games;

    @Option(names = "--runs", defaultValue = "5", description = "Timed runs per thread count; the median is printed (default: ${DEFAULT-VALUE}).")
    int runs;

    @Mixin
    WarmUpOptions warmUp;

    @Option(names = "--threads", description = "The larger thread count (default: the processors available).")
    Integer threads;

    @Option(names = "--memory-every", paramLabel = "N",
            description = {"Instead of timing: play --games games once on all threads, merging the statistics as they come,",
                "and every N games print the heap used after a full GC (to show that memory stays flat)."})
    Long memoryEvery;

    @Override
    public Integer call() {
        if (games < 1 || runs < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games and --runs must be at least 1");
        }
        warmUp.check(spec.commandLine());
        Simulator sim;
        try {
            sim = Simulator.of(rules, agents, 1);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        int all = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (memoryEvery != null) {
            if (memoryEvery < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--memory-every must be at least 1");
            }
            SimMemory.run(sim, games, memoryEvery, all, spec.commandLine().getOut());
            return 0;
        }
        WarmUpOptions.Warmed<Simulator.Outcome> warmed = warmUp.run(() -> sim.run(0, games, all, n -> { }));
        Simulator.Outcome first = warmed.first();
        WarmUp warm = warmed.warmUp();
        for (int t : all == 1 ? new int[] {1} : new int[] {1, all}) {
            double[] rates = new double[runs];
            double[] perCpu = new double[runs];
            for (int r = 0; r < runs; r++) {
                long start = System.nanoTime();
                Simulator.Outcome o = sim.run(0, games, t, n -> { });
                rates[r] = games / ((System.nanoTime() - start) / 1e9);
                perCpu[r] = games / (o.cpuNanos() / 1e9);
                if (!o.stats().equals(first.stats()) || o.steps() != first.steps()) {
                    throw new IllegalStateException("the simulation is not deterministic");
                }
            }
            spec.commandLine().getOut().println(String.format(Locale.ROOT,
                    "rules=%s agents=%s games=%d threads=%d steps=%d hanchan_per_second=%.1f hanchan_per_cpu_second=%.1f"
                            + " warm_up_seconds=%.1f jit_settled=%b",
                    rules, String.join(",", sim.agents()), games, t, first.steps(), BenchEngineCommand.median(rates),
                    BenchEngineCommand.median(perCpu), warm.seconds(), warm.settled()));
        }
        return 0;
    }
}
