package org.jantaku.core.hand;

import java.util.List;
import org.jantaku.core.tile.Tile;

/** 加槓 kakan / 补杠: a pon ({@code called} from {@code from}) with a fourth tile {@code added} from the hand. */
public record AddedKan(List<Tile> tiles, Tile called, From from, Tile added) implements Meld {
    public AddedKan {
        tiles = MeldShapes.sameKind(tiles, 4, "an added kan");
        MeldShapes.contains(tiles, called, "the called tile");
        MeldShapes.contains(tiles, added, "the added tile");
        if (called.equals(added)) {
            throw new IllegalArgumentException("an added kan's added tile cannot be the called tile");
        }
        java.util.Objects.requireNonNull(from, "from");
    }

    @Override
    public MeldShape shape() {
        return MeldShape.ADDED_KONG;
    }
}
