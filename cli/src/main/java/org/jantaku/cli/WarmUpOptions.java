package org.jantaku.cli;

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

    /** Warms up with {@code once}, one untimed run. */
    WarmUp run(Runnable once) {
        return WarmUp.run(minSeconds, limitSeconds, once);
    }
}
