package org.jantaku.riichi.keep;

import java.util.OptionalInt;

/**
 * One winner of a reported win.
 *
 * @param seat the winner, 0-3 (seat 0 is the first dealer, 起家)
 * @param value what the hand is worth
 * @param liable the seat liable (包) for the hand, if any: it answers for the whole hand; only for a yakuman
 *     that {@code riichi.pao} names (checked when the hand is settled)
 */
public record Claim(int seat, HandValue value, OptionalInt liable) {
    public Claim {
        Seats.check("seat", seat);
        if (liable.isPresent()) {
            Seats.check("liable", liable.getAsInt());
            if (liable.getAsInt() == seat) {
                throw new KeepException("liable", "the winner cannot be liable for his own hand");
            }
        }
    }
}
