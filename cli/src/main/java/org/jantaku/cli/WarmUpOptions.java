package org.jantaku.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The warm-up options the timing commands share ({@link WarmUp}). */
final class WarmUpOptions {
    @Option(names = "--warm-up", defaultValue = "3", paramLabel = "SECONDS",
            description = "Least seconds of untimed runs before the timed ones (at least one run) (default: ${DEFAULT-VALUE}).")
    double minSeconds;

    @Option(names = "--warm-up-limit", defaultValue = "120", paramLabel = "SECONDS",
            description = {"Past --warm-up, untimed runs go on until the JIT compiler settles (the last 2 s of runs spent",
                "under 3 %% of their time compiling), or this many seconds have gone by (default: ${DEFAULT-VALUE})."})
    double limitSeconds;

    /** Refuses negative times. */
    void check(CommandLine cl) {
        if (!(minSeconds >= 0) || !(limitSeconds >= 0)) {
            throw new CommandLine.ParameterException(cl, "--warm-up and --warm-up-limit must be at least 0 seconds");
        }
    }

    /**
     * Warms up with {@code once}, one untimed run, and returns what its first run gave (which the
     * timed runs compare theirs with) beside the warm-up.
     */
    <T> Warmed<T> run(Supplier<T> once) {
        List<T> first = new ArrayList<>(1);
        WarmUp warmUp = WarmUp.run(minSeconds, limitSeconds, () -> {
            T result = once.get();
            if (first.isEmpty()) {
                first.add(result);
            }
        });
        return new Warmed<>(first.get(0), warmUp);
    }

    /** The first untimed run's result, and the warm-up. */
    record Warmed<T>(T first, WarmUp warmUp) {
    }
}
