package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;

/**
 * What one seat may know of the table (or, with no seat, the all-open view): its own concealed tiles
 * and drawn tile, everybody's melds, ponds and declarations, the scores, how many tiles are left, the
 * tile being claimed. Never another seat's concealed tiles or the wall. A variant's observation
 * holds it beside what only that variant shows (Riichi's round, sticks, dora indicators and 北抜き …). A seat's melds,
 * pond and declaration are asked by seat ({@link #melds(int)}, {@link #pond(int)}, {@link #declared(int)}).
 *
 * @param seat the viewer (empty for the all-open view)
 * @param hand the hand being played, 0 first
 * @param streak the dealer's consecutive hand as dealer (连庄; Riichi's 本場)
 * @param tilesLeft tiles still to be drawn (the live wall; Riichi's may fall below 0, see its {@code liveTilesLeft})
 * @param hands concealed tiles: the viewer's own (every seat's in the all-open view)
 * @param handSizes how many concealed tiles each seat holds, the drawn tile included (public)
 * @param drawn the tile the viewer just drew, on its turn (any seat's in the all-open view); empty
 *     on the dealer's first turn when he was dealt 14, after a call and out of turn
 * @param ponds each seat's discards in order with their flags, the ones another seat took included
 * @param declared each seat's declaration (报听, 立直)
 * @param claimTile the discard or added tile that seats may claim now
 * @param <M> the variant's melds
 */
public record TableObservation<M extends TableMeld>(Optional<Integer> seat, int hand, int dealer, int streak,
        BySeat<Integer> scores, int tilesLeft, BySeat<Optional<List<Tile>>> hands, BySeat<Integer> handSizes, Optional<Tile> drawn,
        BySeat<List<M>> melds, BySeat<List<PondTile>> ponds, BySeat<Boolean> declared, Set<Integer> toAct,
        Optional<Tile> claimTile) implements TableSight<M> {

    /** The observation of {@code viewer} (with none, the all-open view) while {@code toAct} are to act. */
    public static <M extends TableMeld> TableObservation<M> of(TableParts<M> s, Optional<Integer> viewer, Set<Integer> toAct) {
        int v = viewer.orElse(-1);
        Optional<Tile> drawn = v < 0 || v == s.turnSeat() ? s.drawn() : Optional.empty();
        return new TableObservation<>(viewer, s.hand(), s.dealer(), s.streak(), s.scores(), s.tilesLeft(), s.handsSeenBy(v),
                s.handSizes(), drawn, s.melds(), s.ponds(), s.declared(), toAct, s.claimTile());
    }

    @Override
    public boolean declared(int seat) {
        return declared.get(seat);
    }

    @Override
    public List<M> melds(int seat) {
        return melds.get(seat);
    }

    @Override
    public List<PondTile> pond(int seat) {
        return ponds.get(seat);
    }

    /** Each seat's discards still lying in its pond (none another seat took), in order. */
    public List<List<Tile>> lying() {
        List<List<Tile>> out = new ArrayList<>(ponds.size());
        for (int seat = 0; seat < ponds.size(); seat++) {
            List<PondTile> pond = ponds.get(seat);
            List<Tile> tiles = new ArrayList<>(pond.size());
            for (int i = 0, n = pond.size(); i < n; i++) {
                if (!pond.get(i).taken()) {
                    tiles.add(pond.get(i).tile());
                }
            }
            out.add(tiles);
        }
        return out;
    }
}
