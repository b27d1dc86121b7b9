package org.jantaku.riichi.keep;

/** What a foul leaves on a seat's hand until the hand ends (spec §4: flags resolved at the hand's end). */
public enum SeatFlag {
    /** HK: agari-houki, a dead hand. */
    DEAD_HAND("deadHand"),
    /** CH@draw: chombo if the hand ends in an exhaustive draw. */
    CHOMBO_AT_DRAW("chomboAtDraw"),
    /** CH+HK(fee end): the chombo fee is due when the hand ends. */
    FEE_AT_END("chomboFeeAtEnd"),
    /** CH@win: a win is a chombo. */
    CHOMBO_ON_WIN("chomboOnWin"),
    /** Cannot win, may call. */
    NO_WIN("noWin"),
    /** TG: tsumogiri only. */
    TSUMOGIRI("tsumogiri"),
    /** FR: a furiten riichi: self-draw wins only. */
    FURITEN_RIICHI("furitenRiichi"),
    /** FORCEWIN: must win on the first winning tile. */
    FORCE_WIN("forceWin"),
    /** Counts noten at an exhaustive draw. */
    NOTEN_AT_DRAW("notenAtDraw"),
    /** Counts tenpai at an exhaustive draw. */
    TENPAI_AT_DRAW("tenpaiAtDraw"),
    /** No call and no ron before his own next turn (7-05-10 d, Kyoto's 先ヅモ). */
    NO_CALL_BEFORE_TURN("noCallBeforeTurn"),
    /** A riichi counts as a noten riichi at an exhaustive draw (7-04-02 h). */
    RIICHI_COUNTS_NOTEN("riichiCountsNoten"),
    /** Noten riichi already settled this hand (7-05-07 reported). */
    NOTEN_RIICHI_REPORTED("notenRiichiReported");

    private final String json;

    SeatFlag(String json) {
        this.json = json;
    }

    public String json() {
        return json;
    }
}
