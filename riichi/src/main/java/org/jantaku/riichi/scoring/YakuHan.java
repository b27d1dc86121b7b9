package org.jantaku.riichi.scoring;

/**
 * A yaku of a scored hand with the han it is worth here (for a dora kind, the count; for a yakuman,
 * 13 × its value).
 */
public record YakuHan(Yaku yaku, int han) {
}
