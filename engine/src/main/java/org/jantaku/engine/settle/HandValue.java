package org.jantaku.engine.settle;

import java.util.List;

/**
 * A variant's reason for a transfer that tells whether it pays for the won hand itself: its value, or a liable
 * player's share of it (包), as against what is paid beside it (本場, riichi sticks, 连庄, kongs' 豆, chickens, horses).
 * What a win was worth is read through it once ({@link #paidTo}) by the records, the result screens and the bots.
 */
public interface HandValue {

    /** Whether a transfer for this reason pays for the won hand itself. */
    boolean isHandValue();

    /** What {@code winner} was paid for the hand itself in {@code transfers}. */
    static int paidTo(int winner, List<? extends Transfer<? extends HandValue>> transfers) {
        int sum = 0;
        for (int i = 0, n = transfers.size(); i < n; i++) {
            Transfer<? extends HandValue> t = transfers.get(i);
            if (t.to() == winner && t.reason().isHandValue()) {
                sum += t.points();
            }
        }
        return sum;
    }
}
