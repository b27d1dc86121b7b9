package org.jantaku.engine.table;

import org.jantaku.core.tile.Tile;

/**
 * A discard in a seat's pond (河, 牌河): the tile, whether it was the tile just drawn (ツモ切り
 * tsumogiri), whether it declared (the riichi discard, 报听), and whether another seat took it (a
 * call or a win on it; it still counts for furiten). The values are made once ({@link #of}): a
 * discard allocates none.
 */
public record PondTile(Tile tile, boolean tsumogiri, boolean declared, boolean taken) {
    /** By {@code ((id * 2 + tsumogiri) * 2 + declared) * 2 + taken}. */
    private static final PondTile[] ALL = new PondTile[Tile.COUNT * 8];

    static {
        for (int id = 0; id < Tile.COUNT; id++) {
            for (int f = 0; f < 8; f++) {
                ALL[id * 8 + f] = new PondTile(Tile.of(id), (f & 4) != 0, (f & 2) != 0, (f & 1) != 0);
            }
        }
    }

    /** The discard of {@code tile}, not taken. */
    public static PondTile of(Tile tile, boolean tsumogiri, boolean declared) {
        return ALL[tile.id() * 8 + (tsumogiri ? 4 : 0) + (declared ? 2 : 0)];
    }

    /** The same discard, taken by another seat. */
    public PondTile asTaken() {
        return ALL[tile.id() * 8 + (tsumogiri ? 4 : 0) + (declared ? 2 : 0) + 1];
    }
}
