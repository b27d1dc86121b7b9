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
 * @param nextHand the pause between hands of a table that names none: the next hand is dealt when
 *     every connected person has pressed OK, or after this long; zero deals it at once
 */
public record Timing(Duration botDelay, Duration claimTimeout, Duration turnTimeout, Duration nextHand) {
    /** The pause between hands unless the server or the table says otherwise. */
    public static final Duration NEXT_HAND = Duration.ofSeconds(15);
    public static final Timing DEFAULT = new Timing(Duration.ofMillis(600), Duration.ofSeconds(15), Duration.ZERO, NEXT_HAND);

    public Timing {
        if (botDelay.isNegative() || claimTimeout.isNegative() || turnTimeout.isNegative() || nextHand.isNegative()) {
            throw new IllegalArgumentException("delays and timeouts cannot be negative");
        }
        if (nextHand.compareTo(TableRequest.MAX_NEXT_HAND) > 0) {
            throw new IllegalArgumentException("the pause between hands is at most " + TableRequest.MAX_NEXT_HAND.toSeconds() + " s");
        }
    }
}
