package org.jantaku.core.tile;

import java.util.List;

/**
 * A physical tile, numbered 0-135 exactly as Tenhou numbers them: {@code kind = id / 4}, four
 * copies per kind. Ids 16, 52 and 88 are the red fives (赤五萬, 赤五筒, 赤五索); whether they count
 * as dora is a rule, but being red is a property of the tile. The 108-tile set (Guizhou) uses ids
 * 0-107, the numbered suits only.
 *
 * @param id 0-135
 */
public record Tile(int id) implements Comparable<Tile> {
    /** Number of physical tiles in the full set. */
    public static final int COUNT = 136;

    private static final Tile[] ALL = new Tile[COUNT];

    static {
        for (int i = 0; i < COUNT; i++) {
            ALL[i] = new Tile(i);
        }
    }

    public Tile {
        if (id < 0 || id >= COUNT) {
            throw new IllegalArgumentException("tile id " + id + " is outside 0-135");
        }
    }

    /** The (shared) tile with this id. */
    public static Tile of(int id) {
        if (id < 0 || id >= COUNT) {
            throw new IllegalArgumentException("tile id " + id + " is outside 0-135");
        }
        return ALL[id];
    }

    /** The kinds of some tiles, in their order. */
    public static List<TileKind> kinds(List<Tile> tiles) {
        return tiles.stream().map(Tile::kind).toList();
    }

    /** The red five of a numbered suit. */
    public static Tile redFive(Suit suit) {
        if (!suit.isNumbered()) {
            throw new IllegalArgumentException("honours have no red five");
        }
        return ALL[(suit.firstKind() + 4) * 4];
    }

    public TileKind kind() {
        return TileKind.of(id >> 2);
    }

    /** Which of the four copies (0-3) of its kind this tile is. */
    public int copy() {
        return id & 3;
    }

    /** Whether this is one of the three red fives (ids 16, 52, 88). */
    public boolean isRed() {
        return id == 16 || id == 52 || id == 88;
    }

    /** What the tile shows: its kind and whether it is red. */
    public TileFace face() {
        return new TileFace(kind(), isRed());
    }

    /** mpsz notation, {@code 0m} for a red five. */
    public String mpsz() {
        return face().mpsz();
    }

    public String displayName(Lang lang) {
        return face().displayName(lang);
    }

    @Override
    public int compareTo(Tile o) {
        return Integer.compare(id, o.id);
    }

    @Override
    public String toString() {
        return mpsz() + "#" + id;
    }
}
