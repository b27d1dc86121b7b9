package org.jantaku.bots.mjai;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.LongConsumer;

/**
 * How the mjai bridge treats its bots.
 *
 * @param timeout how long a bot may take for one decision; past it the decision is a fault
 * @param startTimeout how long a bot just started (or restarted) may take for its first answer, loading included
 *     (mjai.app allows 20 s on {@code start_game} and {@code start_kyoku} for the same reason)
 * @param log where a fault is written, with the bot's words (its line and the tail of its standard error)
 * @param roundTrip told the nanoseconds of every answered request, from writing the events to reading the answer
 *     (for benchmarks)
 * @param names the players' names by seat, which {@code start_game} tells the bots (mjai's {@code names}: the table
 *     server's seat names); none: {@code seat0} … {@code seat3}
 */
public record BridgeOptions(Duration timeout, Duration startTimeout, Consumer<String> log, LongConsumer roundTrip,
        List<String> names) {
    /** A decision's default limit (the table server's and the simulator's). */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    /** A started bot's first answer's default limit. */
    public static final Duration DEFAULT_START_TIMEOUT = Duration.ofSeconds(30);

    /** 10 s a decision, 30 s for a started bot's first answer, faults written to standard error, players unnamed. */
    public static final BridgeOptions DEFAULT = new BridgeOptions(DEFAULT_TIMEOUT, DEFAULT_START_TIMEOUT,
            line -> System.err.println(line), n -> { }, List.of());

    public BridgeOptions {
        Objects.requireNonNull(log, "log");
        Objects.requireNonNull(roundTrip, "roundTrip");
        names = List.copyOf(names);
        if (timeout.isNegative() || timeout.isZero() || startTimeout.isNegative() || startTimeout.isZero()) {
            throw new IllegalArgumentException("the bots' time limits must be positive, not " + timeout + " and " + startTimeout);
        }
    }

    /** These options with a decision limit of {@code t}. */
    public BridgeOptions withTimeout(Duration t) {
        return new BridgeOptions(t, startTimeout, log, roundTrip, names);
    }

    /** These options writing faults to {@code to}. */
    public BridgeOptions withLog(Consumer<String> to) {
        return new BridgeOptions(timeout, startTimeout, to, roundTrip, names);
    }

    /** These options telling every round trip to {@code to}. */
    public BridgeOptions withRoundTrip(LongConsumer to) {
        return new BridgeOptions(timeout, startTimeout, log, to, names);
    }

    /** These options naming the players {@code bySeat} in {@code start_game}. */
    public BridgeOptions withNames(List<String> bySeat) {
        return new BridgeOptions(timeout, startTimeout, log, roundTrip, bySeat);
    }
}
