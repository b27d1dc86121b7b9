package org.jantaku.core.hand;

import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;

/** チー / 吃: three consecutive tiles of one numbered suit, one of them called from the left. */
public record Chi(List<Tile> tiles, Tile called) implements Meld {
    public Chi {
        tiles = MeldShapes.sorted(tiles, 3, "a chi");
        var a = tiles.get(0).kind();
        var b = tiles.get(1).kind();
        var c = tiles.get(2).kind();
        if (a.isHonor() || a.suit() != c.suit() || b.index() != a.index() + 1 || c.index() != a.index() + 2) {
            throw new IllegalArgumentException("a chi needs three consecutive tiles of one suit, not "
                    + Notation.formatTiles(tiles));
        }
        MeldShapes.contains(tiles, called, "the called tile");
    }

    @Override
    public MeldShape shape() {
        return MeldShape.CHI;
    }
}
