package org.jantaku.server.table;

import java.time.Duration;

/**
 * How long bots wait and people may take.
 *
 * @param botDelay a bot's pause before it acts (so people can follow; zero in tests)
 * @param claimTimeout how long a person has to answer a claim prompt before the server passes for
 *     them; zero waits for ever
 * @param turnTimeout how long a person has for their own turn before the server plays the first
 *     legal action; zero waits for ever
 */
public record Timing(Duration botDelay, Duration claimTimeout, Duration turnTimeout) {
    public static final Timing DEFAULT = new Timing(Duration.ofMillis(600), Duration.ofSeconds(15), Duration.ZERO);

    public Timing {
        if (botDelay.isNegative() || claimTimeout.isNegative() || turnTimeout.isNegative()) {
            throw new IllegalArgumentException("delays and timeouts cannot be negative");
        }
    }
}
