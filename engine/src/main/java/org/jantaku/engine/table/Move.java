package org.jantaku.engine.table;

/** What an action does, as the table flow reads it (a variant's action says which it is). */
public enum Move {
    /** Discard a tile. */
    DISCARD,
    /** Discard a tile and declare with it (报听, riichi): the hand is then frozen. */
    DECLARE,
    /** Win on one's own draw (自摸, a kong's replacement included). */
    SELF_DRAW,
    /** Win on the claimed tile (a discard, or a tile added to a pung: robbing the kong). */
    WIN,
    /** Let the claimed tile go. */
    PASS,
    /** Take the discard with two of one's own. */
    PUNG,
    /** Take the discard with three of one's own (exposed kong). */
    KONG,
    /** Take the discard of the seat before with two of one's own into a run (吃, chi). */
    CHI,
    /** Four of a kind from one's own hand. */
    CONCEALED_KONG,
    /** Add the fourth tile to one's pung; the others may rob it. */
    ADDED_KONG,
    /**
     * An action beside the play, the variant's own (a seat's player leaving, 逃跑): never listed, taken
     * only from a seat the game waits for, which is still to act afterwards.
     */
    ASIDE,
    /**
     * A variant's own action, listed among the legal ones, which the variant plays itself (nine terminals, a
     * North set aside, a tenpai declaration, the dealer's choice to play on): the flow never sees it.
     */
    OWN
}
