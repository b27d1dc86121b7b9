package org.jantaku.guizhou.settle;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.NotationException;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.SettleException;

/** Tiles of the 108-tile set in mpsz text ({@code 123m55p1s}), with errors naming the field. */
final class TileText {
    private TileText() {
    }

    static List<TileKind> kinds(String text, String field) {
        List<TileFace> faces;
        try {
            faces = Notation.parse(text);
        } catch (NotationException e) {
            throw new SettleException(field, "'" + text + "' is not mpsz tiles: " + e.getMessage());
        }
        List<TileKind> out = new ArrayList<>();
        for (TileFace f : faces) {
            if (f.kind().isHonor()) {
                throw new SettleException(field, "捉鸡麻将 has no honour tiles, found " + f.mpsz());
            }
            if (f.red()) {
                throw new SettleException(field, "the 108-tile set has no red fives (0m, 0p, 0s); write 5m, 5p, 5s");
            }
            out.add(f.kind());
        }
        return out;
    }

    static TileKind one(String text, String field) {
        List<TileKind> k = kinds(text, field);
        if (k.size() != 1) {
            throw new SettleException(field, "expected one tile, found '" + text + "'");
        }
        return k.get(0);
    }
}
