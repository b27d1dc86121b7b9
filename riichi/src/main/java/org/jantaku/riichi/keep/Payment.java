package org.jantaku.riichi.keep;

import java.util.List;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.riichi.settlement.Reason;

/**
 * Points moved by a report, with why: a line of the keeper's log, which unlike a settlement's
 * {@link Transfer} may move nothing (a riichi under {@code riichi.riichiDeposit=0} is still logged).
 *
 * @param from a seat or {@link #TABLE}
 * @param to a seat or {@link #TABLE}
 * @param points a positive amount
 * @param reason a settlement's {@link Reason#key()} ({@code hand}, {@code honba}, {@code riichi_sticks}, {@code pao},
 *     {@code tobi_penalty}, {@code riichi}), or the keeper's own: {@code noten}, {@code chombo}, {@code penalty}, {@code returned},
 *     {@code pay} …
 */
public record Payment(int from, int to, int points, String reason) {
    /** The table (供託). */
    public static final int TABLE = -1;

    /** A settlement's transfers as payments. */
    static List<Payment> of(List<Transfer<Reason>> transfers) {
        return transfers.stream().map(t -> new Payment(t.from(), t.to(), t.points(), t.reason().key())).toList();
    }
}
