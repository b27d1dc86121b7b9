package org.jantaku.core.hand;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/** Shape checks shared by the meld records. */
final class MeldShapes {
    private MeldShapes() {
    }

    static List<Tile> sorted(List<Tile> tiles, int size, String what) {
        if (tiles.size() != size) {
            throw new IllegalArgumentException(what + " needs " + size + " tiles, not " + tiles.size());
        }
        List<Tile> s = tiles.stream().sorted().toList();
        for (int i = 1; i < s.size(); i++) {
            if (s.get(i).equals(s.get(i - 1))) {
                throw new IllegalArgumentException(what + " uses tile " + s.get(i) + " twice");
            }
        }
        return s;
    }

    static List<Tile> sameKind(List<Tile> tiles, int size, String what) {
        List<Tile> s = sorted(tiles, size, what);
        TileKind k = s.get(0).kind();
        for (Tile t : s) {
            if (t.kind() != k) {
                throw new IllegalArgumentException(what + " needs " + size + " tiles of one kind, not "
                        + org.jantaku.core.tile.Notation.formatTiles(s));
            }
        }
        return s;
    }

    static void contains(List<Tile> tiles, Tile t, String what) {
        if (!tiles.contains(t)) {
            throw new IllegalArgumentException(what + " " + t.mpsz() + " is not one of the meld's tiles");
        }
    }
}
