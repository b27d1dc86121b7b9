package org.jantaku.core.hand;

import java.util.List;
import org.jantaku.core.tile.Tile;

/** ポン / 碰: three tiles of a kind, one called from another player. */
public record Pon(List<Tile> tiles, Tile called, From from) implements Meld {
    public Pon {
        tiles = MeldShapes.sameKind(tiles, 3, "a pon");
        MeldShapes.contains(tiles, called, "the called tile");
        java.util.Objects.requireNonNull(from, "from");
    }

    @Override
    public MeldShape shape() {
        return MeldShape.PUNG;
    }
}
