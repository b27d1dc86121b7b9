package org.jantaku.guangdong.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;

/**
 * Walls for constructed deals: the four hands (seat 0 deals, 14 tiles), the draws from the head in
 * order, and the tiles at the tail (135, 134 …: the horses first, then the kong replacements); every
 * other tile fills the middle. Later hands get seeded walls.
 */
final class GivenWall {
    private GivenWall() {
    }

    static Walls of(String seat0, String seat1, String seat2, String seat3, List<String> draws, List<String> tail) {
        boolean[] used = new boolean[136];
        Tile[] wall = new Tile[136];
        List<Tile> h0 = take(seat0, used);
        if (h0.size() != 14) {
            throw new IllegalArgumentException("the dealer is dealt 14 tiles, not " + h0.size());
        }
        int pos = 0;
        for (List<Tile> h : List.of(h0.subList(0, 13), take(seat1, used), take(seat2, used), take(seat3, used))) {
            if (h.size() != 13) {
                throw new IllegalArgumentException("a hand of 13, not " + h.size());
            }
            for (Tile t : h) {
                wall[pos++] = t;
            }
        }
        wall[pos++] = h0.get(13);
        for (String d : draws) {
            wall[pos++] = take(d, used).get(0);
        }
        int end = 135;
        for (String t : tail) {
            wall[end--] = take(t, used).get(0);
        }
        for (int id = 0; id < 136; id++) {
            if (!used[id]) {
                wall[pos++] = Tile.of(id);
            }
        }
        List<Wall> walls = new ArrayList<>();
        walls.add(new Wall(Arrays.asList(wall)));
        for (int i = 1; i < 64; i++) {
            walls.add(Wall.shuffled(TileSet.STANDARD_136, i));
        }
        return new Walls.Given(walls);
    }

    private static List<Tile> take(String mpsz, boolean[] used) {
        List<Tile> out = new ArrayList<>();
        for (TileFace f : Notation.parse(mpsz)) {
            int base = f.kind().index() * 4;
            int id = base;
            while (id < base + 4 && used[id]) {
                id++;
            }
            if (id == base + 4) {
                throw new IllegalArgumentException("a fifth " + f.kind().mpsz());
            }
            used[id] = true;
            out.add(Tile.of(id));
        }
        return out;
    }
}
