package org.jantaku.riichi.settlement;

import java.util.OptionalInt;

/**
 * One winner's claim, for settlement.
 *
 * @param winner the winning seat
 * @param basePoints the hand's base points (基本点), from scoring
 * @param liable the seat liable (包) for part of the hand, if any
 * @param liableBasePoints the base points of the part the liable seat answers for (the pao
 *     yakuman: 8000 per yakuman); 0 when nobody is liable
 */
public record Win(int winner, int basePoints, OptionalInt liable, int liableBasePoints) {
    public Win {
        if (winner < 0 || winner > 3) {
            throw new IllegalArgumentException("winner seat " + winner + " is outside 0-3");
        }
        if (liableBasePoints < 0 || liableBasePoints > basePoints) {
            throw new IllegalArgumentException("the liable part cannot exceed the hand");
        }
        if (liable.isEmpty() && liableBasePoints != 0) {
            throw new IllegalArgumentException("a liable part needs a liable seat");
        }
        if (liable.isPresent() && liable.getAsInt() == winner) {
            throw new IllegalArgumentException("the winner cannot be liable for his own hand");
        }
    }

    /** A win with nobody liable. */
    public static Win plain(int winner, int basePoints) {
        return new Win(winner, basePoints, OptionalInt.empty(), 0);
    }
}
