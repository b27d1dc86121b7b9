package org.jantaku.engine.settle;

import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.WinSource;

/** One winner of a described hand's end, as {@link HandEndChecks} reads it. */
public interface EndWin {
    /** The winner. */
    int seat();

    /** The winning tile's kind. */
    TileKind tile();

    /** How it was won. */
    WinSource way();

    /** Who fed the tile (the discarder, the robbed seat, a kong's feeder); the winner himself for a self-draw. */
    int from();
}
