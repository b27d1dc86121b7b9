package org.jantaku.guizhou.game;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.Meld;

/**
 * What one seat may know (or, with no seat, the all-open view): its own concealed tiles and drawn
 * tile, everybody's melds, ponds and 报听, the scores, how many tiles are left, the tile being
 * claimed. Never another seat's concealed tiles, the wall, or the tile to be flipped for chickens.
 *
 * @param seat the viewer (empty for the all-open view)
 * @param hands concealed tiles: the viewer's own (every seat's in the all-open view)
 * @param handSizes how many concealed tiles each seat holds, the drawn tile included (public)
 * @param drawn the tile the viewer just drew (any seat's in the all-open view)
 * @param claimTile the discard or added tile that seats may claim now
 */
public record GuizhouObservation(Optional<Integer> seat, int hand, int dealer, int streak, BySeat<Integer> scores,
        int tilesLeft, BySeat<Optional<List<Tile>>> hands, BySeat<Integer> handSizes, Optional<Tile> drawn, BySeat<List<Meld>> melds,
        BySeat<List<Tile>> ponds, BySeat<Boolean> baoting, Set<Integer> toAct, Optional<Tile> claimTile) {

    static GuizhouObservation of(GuizhouState s, Optional<Integer> viewer, Set<Integer> toAct) {
        int v = viewer.orElse(-1);
        Optional<Tile> drawn = v < 0 || v == s.turnSeat() ? s.drawn() : Optional.empty();
        return new GuizhouObservation(viewer, s.hand(), s.dealer(), s.streak(), s.scores(), s.tilesLeft(), s.handsSeenBy(v),
                s.handSizes(), drawn, s.melds(), s.ponds(), s.declared(), toAct, s.claimTile());
    }
}
