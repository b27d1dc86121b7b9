package org.jantaku.engine.table;

/** Where a winning tile came from, as the flow knows it; a variant names and scores each. */
public enum WinSource {
    /** The seat's own draw from the wall (自摸). */
    SELF_DRAW,
    /** The replacement tile of the seat's own kong (杠上花, rinshan). */
    REPLACEMENT_DRAW,
    /** Another seat's discard. */
    DISCARD,
    /** Another seat's discard right after its own kong (热炮, 杠上炮). */
    DISCARD_AFTER_KONG,
    /** The tile another seat adds to its pung (抢杠, chankan). */
    ROBBED_KONG;

    /** Whether the winner drew the tile himself. */
    public boolean isSelfDraw() {
        return this == SELF_DRAW || this == REPLACEMENT_DRAW;
    }
}
