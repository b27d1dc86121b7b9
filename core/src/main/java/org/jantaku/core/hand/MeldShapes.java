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
        Tile[] s = tiles.toArray(new Tile[0]); // 3 or 4 tiles: sorted in place (a call makes one on every claim)
        for (int i = 1; i < s.length; i++) {
            Tile t = s[i];
            int j = i - 1;
            while (j >= 0 && s[j].compareTo(t) > 0) {
                s[j + 1] = s[j];
                j--;
            }
            s[j + 1] = t;
        }
        for (int i = 1; i < s.length; i++) {
            if (s[i].equals(s[i - 1])) {
                throw new IllegalArgumentException(what + " uses tile " + s[i] + " twice");
            }
        }
        return List.of(s);
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
