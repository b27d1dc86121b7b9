package org.jantaku.bots.play;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileSet;

/** Constructed hands for agent tests: distinct physical tiles from mpsz notation. */
public final class Dealt {
    private final TileAllocator tiles;

    public Dealt(TileSet set) {
        tiles = new TileAllocator(set, false);
    }

    /** Fresh copies of the tiles written. */
    public List<Tile> tiles(String mpsz) {
        return tiles.takeAll(Notation.parse(mpsz));
    }

    /** A hand of {@code mpsz} and the drawn tile {@code draw}, sorted; the drawn tile is its last argument's copy. */
    public List<Tile> hand(String mpsz, Tile drawn) {
        List<Tile> h = new ArrayList<>(tiles(mpsz));
        h.add(drawn);
        return h.stream().sorted().toList();
    }
}
