package org.jantaku.engine.settle;

import java.util.List;
import java.util.Objects;
import org.jantaku.core.seat.BySeat;

/**
 * Points one party pays another when a hand is settled, and why: the one transfer type of every
 * variant (its reasons are the variant's own type). Parties are the seats 0-3 and {@link #TABLE}
 * (the table or house: Riichi's riichi sticks, a penalty nobody receives), so the transfers of a
 * settlement always sum to zero.
 *
 * @param from the payer
 * @param to the receiver
 * @param points more than 0
 * @param reason why (the variant's reason, e.g. an enum with names in three languages)
 * @param <R> the variant's reasons
 */
public record Transfer<R>(int from, int to, int points, R reason) {
    /** The table (or house), as a party that is no seat. */
    public static final int TABLE = -1;

    public Transfer {
        Objects.requireNonNull(reason, "reason");
        if (from == to || from < TABLE || from > 3 || to < TABLE || to > 3) {
            throw new IllegalArgumentException("a transfer goes from one seat 0-3 to another, not " + from + " to " + to);
        }
        if (points <= 0) {
            throw new IllegalArgumentException("a transfer is positive, not " + points);
        }
    }

    /** Each seat's net result over some transfers (what the table pays or receives is in no seat's). */
    public static BySeat<Integer> net(List<? extends Transfer<?>> transfers) {
        int[] n = new int[4];
        for (Transfer<?> t : transfers) {
            if (t.from() != TABLE) {
                n[t.from()] -= t.points();
            }
            if (t.to() != TABLE) {
                n[t.to()] += t.points();
            }
        }
        return new BySeat<>(n[0], n[1], n[2], n[3]);
    }
}
