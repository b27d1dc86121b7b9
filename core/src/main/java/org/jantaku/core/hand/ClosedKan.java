package org.jantaku.core.hand;

import java.util.List;
import org.jantaku.core.tile.Tile;

/** 暗槓 ankan / 暗杠: four concealed tiles of a kind, declared; the hand stays closed. */
public record ClosedKan(List<Tile> tiles) implements Meld {
    public ClosedKan {
        tiles = MeldShapes.sameKind(tiles, 4, "a closed kan");
    }

    @Override
    public MeldShape shape() {
        return MeldShape.CONCEALED_KONG;
    }
}
