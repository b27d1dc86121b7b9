package org.jantaku.core.tile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The physical tile sets the rule sets play with. All keep Tenhou's numbering, so a tile's id
 * means the same thing in every variant (a set that leaves kinds out leaves their ids unused).
 */
public enum TileSet {
    /** The 136-tile set: three numbered suits and seven honours, four copies each (Riichi, 广东麻将). */
    STANDARD_136((1L << 34) - 1),
    /** The 108-tile set: the three numbered suits only, ids 0-107 (贵州 六盘水捉鸡麻将). */
    SUITS_108((1L << 27) - 1),
    /**
     * The 108-tile set of three-player Riichi (三人麻雀): the 136 tiles less the characters 2 to 8
     * (萬子の二〜八), ids 0-3 (1m) and 32-135 (9m and up).
     */
    THREE_PLAYER_108(((1L << 34) - 1) & ~(0x7FL << 1));

    private final long kindMask;
    private final List<Tile> tiles;
    private final List<TileKind> kinds;

    TileSet(long kindMask) {
        this.kindMask = kindMask;
        List<Tile> t = new ArrayList<>();
        List<TileKind> k = new ArrayList<>();
        for (int kind = 0; kind < 34; kind++) {
            if ((kindMask >>> kind & 1) != 0) {
                k.add(TileKind.of(kind));
                for (int copy = 0; copy < 4; copy++) {
                    t.add(Tile.of(kind * 4 + copy));
                }
            }
        }
        this.tiles = Collections.unmodifiableList(t);
        this.kinds = List.copyOf(k);
    }

    /**
     * One past the highest kind index of the set: 34 or 27 (the kinds below it are the set's, except
     * those {@link #contains(TileKind) left out}: 2m-8m of {@link #THREE_PLAYER_108}).
     */
    public int kindCount() {
        return 64 - Long.numberOfLeadingZeros(kindMask);
    }

    /** The set's kinds, a bit per kind index. */
    public long kindMask() {
        return kindMask;
    }

    /** Whether the set has the seven honours (字牌). */
    public boolean hasHonors() {
        return (kindMask >>> 27 & 0x7F) == 0x7F;
    }

    /** Number of physical tiles: 136 or 108. */
    public int size() {
        return tiles.size();
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
        return (kindMask >>> kind.index() & 1) != 0;
    }

    public boolean contains(Tile tile) {
        return (kindMask >>> (tile.id() >> 2) & 1) != 0;
    }
}
