package org.jantaku.guangdong.settlement;

import java.util.List;
import java.util.Objects;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.HandEndChecks;
import org.jantaku.engine.table.WinSource;

/**
 * One winner at a hand's end.
 *
 * @param seat the winner
 * @param concealed the concealed tiles, the winning tile included (14 − 3 × melds)
 * @param tile the winning tile
 * @param way how the hand was won
 * @param from the discarder (discard), the robbed player (抢杠), the kong's feeder (杠上开花; the
 *     winner himself after his own 暗杠 or 加杠), the winner himself for a plain self-draw
 * @param lastTile 海底捞月: won by drawing the wall's last tile
 * @param special 天和, 地和, 人和 or none
 */
public record WinInput(int seat, List<TileKind> concealed, TileKind tile, WinSource way, int from, boolean lastTile,
        Special special) implements HandEndChecks.Win {
    public WinInput {
        concealed = List.copyOf(concealed);
        Objects.requireNonNull(tile, "tile");
        Objects.requireNonNull(way, "way");
        Objects.requireNonNull(special, "special");
    }

    /** Counts of the concealed tiles by kind (34). */
    public int[] counts() {
        return TileKind.counts(concealed);
    }
}
