package org.jantaku.riichi.tenhou;

import java.util.Objects;
import org.jantaku.core.tile.Tile;

/**
 * A tile drawn (自摸): tags {@code <T..>}, {@code <U..>}, {@code <V..>}, {@code <W..>} for seats 0-3,
 * the tile id following the letter ({@code <U74/>}: seat 1 draws tile 74). Replacement draws after a
 * kan (嶺上) are written the same way.
 *
 * @param seat the drawing seat 0-3 (the header {@code UN}'s {@code nX}; seat {@code TAIKYOKU oya} deals first)
 * @param tile the tile drawn
 */
public record Draw(int seat, Tile tile) implements MjlogEvent {
    public Draw {
        Checks.seat(seat, "seat");
        Objects.requireNonNull(tile, "tile");
    }
}
