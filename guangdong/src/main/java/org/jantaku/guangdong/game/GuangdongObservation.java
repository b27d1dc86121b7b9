package org.jantaku.guangdong.game;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;

/**
 * What one seat may know (or, with {@code seat} empty, the all-open view): its own concealed tiles
 * only (every hand in the all-open view), everyone's melds and ponds, how many tiles are left and how
 * many horses lie face down, never the wall or an unrevealed horse. The last hand's result shows the
 * horses it revealed.
 *
 * @param seat the viewer, empty for the all-open view
 * @param hands each seat's concealed tiles, present for the viewer only (for all in the all-open view)
 * @param handSizes how many concealed tiles each seat holds
 * @param drawn the tile the viewer just drew, on its turn (any seat's in the all-open view); empty on
 *     the dealer's first turn, after a call and out of turn
 * @param turnDrew whether the seat on turn drew its tile (public: everyone sees a draw, not the tile);
 *     false after a call, on the dealer's first turn and outside a turn
 */
public record GuangdongObservation(Optional<Integer> seat, int handIndex, int dealer, int dealerTerm, TileKind prevailing,
        BySeat<Integer> scores, BySeat<Optional<List<Tile>>> hands, BySeat<Integer> handSizes,
        BySeat<List<Meld>> melds, BySeat<List<Tile>> ponds, int liveTilesLeft, int horsesFaceDown,
        Set<Integer> toAct, Optional<Tile> lastDiscard, Optional<HandResult> lastHand, boolean over, Optional<Tile> drawn,
        boolean turnDrew) {

    static GuangdongObservation of(GuangdongState s, Optional<Integer> viewer, Set<Integer> toAct) {
        int v = viewer.orElse(-1);
        Optional<Tile> drawn = v < 0 || v == s.turnSeat() ? s.drawn() : Optional.empty();
        return new GuangdongObservation(viewer, s.hand(), s.dealer(), s.streak(), s.prevailing(), s.scores(),
                s.handsSeenBy(v), s.handSizes(), s.melds(), s.ponds(), s.tilesLeft(), s.isOver() ? 0 : s.horses().size(),
                toAct, s.claimTile(), s.last(), s.isOver(), drawn, s.drawn().isPresent());
    }
}
