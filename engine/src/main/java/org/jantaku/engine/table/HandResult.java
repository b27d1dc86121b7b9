package org.jantaku.engine.table;

import org.jantaku.core.seat.BySeat;

/**
 * How a hand ended, as the variant settled it: its settlement (in the variant's own type), each
 * seat's net result, and who deals the next hand with which streak.
 *
 * @param <X> the variant's settlement
 */
public record HandResult<X>(X settlement, BySeat<Integer> net, int nextDealer, int nextStreak) {
    public HandResult {
        java.util.Objects.requireNonNull(settlement, "settlement");
        if (net.toList().stream().mapToInt(Integer::intValue).sum() != 0) {
            throw new IllegalArgumentException("a hand's results sum to zero, not " + net);
        }
    }
}
