package org.jantaku.engine.settle;

import java.util.List;
import org.jantaku.core.seat.BySeat;

/**
 * A settled hand as the table sees it, whatever else a variant's settlement says: its transfers,
 * each seat's net result and what the table (the house) received.
 *
 * @param <R> the variant's reasons
 */
public interface Settled<R> {

    /** Every payment, in the variant's order. */
    List<Transfer<R>> transfers();

    /** Each seat's net result. */
    default BySeat<Integer> net() {
        return Transfer.net(transfers());
    }

    /** What the table (the house) received: penalties nobody else gets. */
    default int house() {
        return transfers().stream().filter(t -> t.to() == Transfer.TABLE).mapToInt(Transfer::points).sum();
    }
}
