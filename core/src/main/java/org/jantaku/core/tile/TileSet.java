package org.jantaku.core.tile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The physical tile sets the rule sets play with. Both keep Tenhou's numbering, so a tile's id
 * means the same thing in every variant.
 */
public enum TileSet {
    /** The 136-tile set: three numbered suits and seven honours, four copies each (Riichi, 广东麻将). */
    STANDARD_136(34),
    /** The 108-tile set: the three numbered suits only, ids 0-107 (贵州 六盘水捉鸡麻将). */
    SUITS_108(27);

    private final int kindCount;
    private final List<Tile> tiles;
    private final List<TileKind> kinds;

    TileSet(int kindCount) {
        this.kindCount = kindCount;
        List<Tile> t = new ArrayList<>(kindCount * 4);
        for (int id = 0; id < kindCount * 4; id++) {
            t.add(Tile.of(id));
        }
        this.tiles = Collections.unmodifiableList(t);
        this.kinds = TileKind.all().subList(0, kindCount);
    }

    /** Number of kinds: 34 or 27. */
    public int kindCount() {
        return kindCount;
    }

    /** Number of physical tiles: 136 or 108. */
    public int size() {
        return kindCount * 4;
    }

    /** Every physical tile of the set, in id order. */
    public List<Tile> tiles() {
        return tiles;
    }

    /** The kinds in the set, in index order. */
    public List<TileKind> kinds() {
        return kinds;
    }

    public boolean contains(TileKind kind) {
        return kind.index() < kindCount;
    }

    public boolean contains(Tile tile) {
        return tile.id() < size();
    }
}
