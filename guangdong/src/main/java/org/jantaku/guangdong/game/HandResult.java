package org.jantaku.guangdong.game;

import java.util.List;
import java.util.Objects;
import org.jantaku.core.tile.Tile;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.Settlement;

/**
 * How a hand ended: what settlement was given, what it paid, and the horse tiles it revealed.
 *
 * @param tuidaohu whether the hand was played under 推倒胡
 * @param nextDealer who deals the next hand
 */
public record HandResult(boolean tuidaohu, HandEnd end, Settlement settlement, List<Tile> horses, int nextDealer) {
    public HandResult {
        Objects.requireNonNull(end, "end");
        Objects.requireNonNull(settlement, "settlement");
        horses = List.copyOf(horses);
    }
}
