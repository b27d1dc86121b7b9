package org.jantaku.core.analysis;

/** What counts as tenpai (聴牌) when a hand's waits are out of reach. */
public enum TenpaiRule {
    /** Any wait counts, even one whose four copies are all in the player's own hand and melds. */
    ANY_WAIT,
    /**
     * A wait whose four copies are all in the player's own hand and melds is no wait (the usual
     * rule, Tenhou's); a wait whose copies are all visible elsewhere (discards, others' melds) still counts.
     */
    NOT_ALL_OWN_COPIES
}
