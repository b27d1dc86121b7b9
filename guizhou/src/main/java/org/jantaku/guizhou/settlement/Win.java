package org.jantaku.guizhou.settlement;

import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.HandEndChecks;
import org.jantaku.engine.table.WinSource;

/**
 * One winner of a hand.
 *
 * @param seat the winner
 * @param tile the winning tile's kind (in the winner's concealed tiles)
 * @param way how it was won
 * @param from the discarder or the robbed player; the winner himself for a self-draw
 */
public record Win(int seat, TileKind tile, WinSource way, int from) implements HandEndChecks.Win {
    public Win {
        java.util.Objects.requireNonNull(way, "way");
    }
}
