package org.jantaku.engine.table;

import org.jantaku.core.seat.BySeat;

/**
 * How a hand ended, as the variant settled it: its settlement (in the variant's own type), each
 * seat's net result (the table's share is in no seat's: a penalty it takes makes the nets sum below
 * zero, Riichi's sticks it gives above), and who deals the next hand with which streak.
 *
 * @param <X> the variant's settlement
 */
public record HandResult<X>(X settlement, BySeat<Integer> net, int nextDealer, int nextStreak) {
    public HandResult {
        java.util.Objects.requireNonNull(settlement, "settlement");
        java.util.Objects.requireNonNull(net, "net");
    }
}
