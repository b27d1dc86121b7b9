package org.jantaku.riichi.tenhou;

import java.util.Objects;
import org.jantaku.core.tile.Tile;

/**
 * A tile discarded (打牌): tags {@code <D..>}, {@code <E..>}, {@code <F..>}, {@code <G..>} for seats
 * 0-3 ({@code <E74/>}: seat 1 discards tile 74). The mjlog does not mark tsumogiri; a discard of the
 * tile just drawn is one.
 *
 * @param seat the discarding seat 0-3
 * @param tile the tile discarded
 */
public record Discard(int seat, Tile tile) implements MjlogEvent {
    public Discard {
        Checks.seat(seat, "seat");
        Objects.requireNonNull(tile, "tile");
    }
}
