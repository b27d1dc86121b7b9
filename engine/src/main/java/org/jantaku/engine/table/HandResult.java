package org.jantaku.engine.table;

import org.jantaku.core.seat.BySeat;

/**
 * How a hand ended, as the variant settled it: its settlement (in the variant's own type), each
 * seat's net result (what the table receives, a penalty nobody gets, is in no seat's, so the nets
 * sum to zero or less), and who deals the next hand with which streak.
 *
 * @param <X> the variant's settlement
 */
public record HandResult<X>(X settlement, BySeat<Integer> net, int nextDealer, int nextStreak) {
    public HandResult {
        java.util.Objects.requireNonNull(settlement, "settlement");
        if (net.toList().stream().mapToInt(Integer::intValue).sum() > 0) {
            throw new IllegalArgumentException("a hand's results sum to zero or less (the table's share), not " + net);
        }
    }
}
