package org.jantaku.bots.play;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.TableMeld;
import org.jantaku.engine.table.TableObservation;

/**
 * What one seat sees of the table, on kind counts: its concealed tiles, the tiles visible elsewhere
 * (every pond, the tiles another seat took not included, and every meld), and each pond's kinds for defence; the
 * one reading of a {@link TableObservation} every variant's agents share.
 */
public final class TableView {
    /** The viewer. */
    public final int seat;
    /** Own concealed tiles by kind. */
    public final int[] counts;
    /** Tiles seen outside the own concealed hand, by kind. */
    public final int[] visible = new int[TileKind.COUNT];
    private final long[] pondKinds = new long[4];

    /** What the seat whose observation {@code table} is sees; an agent refuses the all-open view. */
    public TableView(TableObservation<? extends TableMeld> table) {
        seat = table.seat().orElseThrow(() -> new IllegalArgumentException("an agent needs a seat's view, not the all-open one"));
        counts = Kinds.counts(table.hands().get(seat).orElseThrow());
        List<List<Tile>> ponds = table.lying();
        for (int s = 0; s < ponds.size(); s++) {
            Kinds.add(ponds.get(s), visible);
            pondKinds[s] = Kinds.bits(ponds.get(s));
        }
        for (int s = 0; s < table.melds().size(); s++) {
            for (TableMeld m : table.melds(s)) {
                Kinds.add(m.tiles(), visible);
            }
        }
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
