package org.jantaku.engine.table;

/** How a hand is dealt from its wall's front, the dealer's seat first. */
public enum Deal {
    /** Four tiles to each seat three times, then one each (13); the dealer then draws his 14th. */
    BY_FOURS,
    /**
     * Thirteen tiles to each seat in one block (wall positions 0-51), then the dealer's 14th (52) dealt
     * with them: his first turn has no drawn tile, yet he may win or kong on it (天和, 暗杠).
     */
    BY_HANDS,
    /** Thirteen tiles to each seat in one block (positions 0-51), as {@link #BY_HANDS}; the dealer then draws his 14th. */
    BY_HANDS_THEN_DRAW
}
