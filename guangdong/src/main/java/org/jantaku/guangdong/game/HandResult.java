package org.jantaku.guangdong.game;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.Settlement;

/**
 * How a hand ended: what settlement was given, what it paid, the horse tiles it revealed, and the tile won on.
 *
 * @param tuidaohu whether the hand was played under 推倒胡
 * @param nextDealer who deals the next hand
 * @param winTile the tile won on, as the flow gives it (the discard, the robbed tile, the drawn tile or, on 天和, the
 *     dealt hand's last); none on a draw. The hand end names its kind only; the record does not write it (the replay
 *     makes it again)
 */
public record HandResult(boolean tuidaohu, HandEnd end, Settlement settlement, List<Tile> horses, int nextDealer,
        Optional<Tile> winTile) {
    public HandResult {
        Objects.requireNonNull(end, "end");
        Objects.requireNonNull(settlement, "settlement");
        horses = List.copyOf(horses);
        Objects.requireNonNull(winTile, "winTile");
    }
}
