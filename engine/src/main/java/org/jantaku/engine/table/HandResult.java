package org.jantaku.engine.table;

import java.util.List;
import java.util.Objects;
import org.jantaku.engine.settle.Transfer;

/**
 * How a hand ended, as the variant settled it: its settlement (in the variant's own type), the
 * transfers the table pays ({@link TableParts#pay}: zero-sum with the table's pot as a party, so
 * what the table takes or gives is in its pot, not lost), and who deals the next hand with which
 * streak.
 *
 * @param <X> the variant's settlement
 */
public record HandResult<X>(X settlement, List<? extends Transfer<?>> transfers, int nextDealer, int nextStreak) {
    public HandResult {
        Objects.requireNonNull(settlement, "settlement");
        transfers = List.copyOf(transfers);
    }
}
