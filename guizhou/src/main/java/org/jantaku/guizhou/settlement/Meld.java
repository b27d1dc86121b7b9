package org.jantaku.guizhou.settlement;

import org.jantaku.core.tile.TileKind;

/**
 * A meld as settlement sees it: its kind, its tile kind, who fed it and whether it was a delayed
 * kong.
 *
 * @param kind 碰 or one of the 豆
 * @param tile the tile kind (a numbered suit)
 * @param from the seat whose discard was claimed (碰, 点豆, and the 碰 a 转弯豆 grew from); the owner's own
 *     seat for 闷豆
 * @param late a 闷豆 or 转弯豆 made after the turn it first became possible: an ordinary replacement
 *     (普通补张) that scores no 豆 [seed §五(一)4(6)(7)]
 */
public record Meld(MeldKind kind, TileKind tile, int from, boolean late) {
    public Meld {
        java.util.Objects.requireNonNull(kind, "kind");
        if (tile.isHonor()) {
            throw new IllegalArgumentException("捉鸡麻将 has no honour tiles: " + tile.mpsz());
        }
        if (from < 0 || from > 3) {
            throw new IllegalArgumentException("seats are 0-3, not " + from);
        }
        if (late && !(kind == MeldKind.MEN_DOU || kind == MeldKind.ZHUANWAN_DOU)) {
            throw new IllegalArgumentException("only a 闷豆 or a 转弯豆 can be delayed");
        }
    }

    /** Whether the meld is a 豆 whose score counts (not a delayed one). */
    public boolean scoresDou() {
        return kind.isKong() && !late;
    }
}
