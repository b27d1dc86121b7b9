package org.jantaku.engine.table;

/** What follows a settled hand ({@link SettlingFlow#next}): the next hand, the game's end, or a phase of the variant's own. */
public enum AfterHand {
    /** The next hand is dealt ({@link SettlingFlow#nextHand}). */
    NEXT,
    /** The game ends ({@link SettlingFlow#gameOver}). */
    OVER,
    /**
     * The variant holds the game in a phase of its own ({@link TableParts#OWN}: Riichi's dealer's choice to play on),
     * put there by {@link SettlingFlow#next}; a step of that phase later deals the next hand or ends the game.
     */
    HELD
}
