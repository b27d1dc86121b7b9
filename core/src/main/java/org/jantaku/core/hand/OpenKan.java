package org.jantaku.core.hand;

import java.util.List;
import org.jantaku.core.tile.Tile;

/** 大明槓 daiminkan / 明杠: a concealed triplet plus a called discard. */
public record OpenKan(List<Tile> tiles, Tile called, From from) implements Meld {
    public OpenKan {
        tiles = MeldShapes.sameKind(tiles, 4, "an open kan");
        MeldShapes.contains(tiles, called, "the called tile");
        java.util.Objects.requireNonNull(from, "from");
    }

    @Override
    public MeldShape shape() {
        return MeldShape.EXPOSED_KONG;
    }
}
