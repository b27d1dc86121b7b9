package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A tile on a result screen: its MPSZ face ({@code 0m} a red five, written {@code 5m} by the server
 * where the rules play no red fives) and, for a physical tile, its copy 0-135 (none for a tile kind,
 * such as a chicken kind or a 查叫 wait).
 *
 * @param tile the face
 * @param id the physical copy, when the tile is one
 */
public record TileView(@JsonProperty("tile") String tile, @JsonProperty("id") OptionalInt id) {
    public TileView {
        Objects.requireNonNull(tile, "tile");
        Objects.requireNonNull(id, "id");
        if (!tile.matches("[0-9][mpsz]")) {
            throw new IllegalArgumentException("a tile face is MPSZ, not '" + tile + "'");
        }
    }

    public static TileView of(Tile t) {
        return new TileView(t.mpsz(), OptionalInt.of(t.id()));
    }

    public static TileView of(TileKind k) {
        return new TileView(k.mpsz(), OptionalInt.empty());
    }

    public static List<TileView> of(List<Tile> tiles) {
        return tiles.stream().map(TileView::of).toList();
    }
}
