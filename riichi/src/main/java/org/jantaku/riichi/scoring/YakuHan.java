package org.jantaku.riichi.scoring;

/**
 * A yaku of a scored hand with the han it is worth here (for a dora kind, the count; for a yakuman,
 * 13 × its value).
 */
public record YakuHan(Yaku yaku, int han) {
    private static final YakuHan[][] CACHE = new YakuHan[Yaku.values().length][27];

    static {
        for (Yaku y : Yaku.values()) {
            for (int h = 0; h < 27; h++) {
                CACHE[y.ordinal()][h] = new YakuHan(y, h);
            }
        }
    }

    /** The (shared) value for a yaku and han. */
    public static YakuHan of(Yaku yaku, int han) {
        return han >= 0 && han < 27 ? CACHE[yaku.ordinal()][han] : new YakuHan(yaku, han);
    }
}
