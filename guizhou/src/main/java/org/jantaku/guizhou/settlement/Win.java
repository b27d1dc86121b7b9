package org.jantaku.guizhou.settlement;

import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.EndWin;
import org.jantaku.engine.table.WinSource;

/**
 * One winner of a hand.
 *
 * @param seat the winner
 * @param tile the winning tile's kind (in the winner's concealed tiles)
 * @param way how it was won
 * @param from the discarder or the robbed player; the winner himself for a self-draw
 */
public record Win(int seat, TileKind tile, WinSource way, int from) implements EndWin {
    public Win {
        java.util.Objects.requireNonNull(way, "way");
        if (seat < 0 || seat > 3 || from < 0 || from > 3) {
            throw new IllegalArgumentException("seats are 0-3");
        }
        if (way.isSelfDraw() != (from == seat)) {
            throw new IllegalArgumentException(way.isSelfDraw()
                    ? "a self-draw is paid by everybody; its 'from' is the winner"
                    : "a win on another player's tile comes from another seat");
        }
    }
}
