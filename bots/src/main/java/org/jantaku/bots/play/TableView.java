package org.jantaku.bots.play;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * What one seat sees of the table, on kind counts: its concealed tiles, the tiles visible elsewhere
 * (every pond and every meld), and each pond's kinds for defence.
 */
public final class TableView {
    /** The viewer. */
    public final int seat;
    /** Own concealed tiles by kind. */
    public final int[] counts;
    /** Tiles seen outside the own concealed hand, by kind. */
    public final int[] visible = new int[TileKind.COUNT];
    private final long[] pondKinds = new long[4];

    /**
     * @param hand the viewer's concealed tiles
     * @param ponds each seat's pond (tiles claimed from it not included)
     * @param meldTiles the tiles of every meld on the table
     */
    public TableView(int seat, List<Tile> hand, List<List<Tile>> ponds, List<List<Tile>> meldTiles) {
        this.seat = seat;
        counts = Kinds.counts(hand);
        for (int s = 0; s < 4; s++) {
            Kinds.add(ponds.get(s), visible);
            pondKinds[s] = Kinds.bits(ponds.get(s));
        }
        for (List<Tile> m : meldTiles) {
            Kinds.add(m, visible);
        }
    }

    /** The seat of a seat's view; an agent refuses the all-open view. */
    public static int seatOf(java.util.Optional<Integer> viewer) {
        return viewer.orElseThrow(() -> new IllegalArgumentException("an agent needs a seat's view, not the all-open one"));
    }

    /** Each kind's safety 0-100 against the seats {@code threats} (bit per seat; 100 each with none), by {@link Danger}. */
    public int[] safety(int threats) {
        int[] seen = new int[TileKind.COUNT];
        for (int k = 0; k < seen.length; k++) {
            seen[k] = visible[k] + counts[k];
        }
        return Danger.against(threats, pondKinds, seen);
    }
}
