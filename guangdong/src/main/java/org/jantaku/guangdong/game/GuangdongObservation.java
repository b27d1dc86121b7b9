package org.jantaku.guangdong.game;

import java.util.Optional;
import java.util.Set;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;

/**
 * What one seat may know of a 广东麻将 game (or, with no seat, the all-open view): the table's
 * observation, the prevailing wind, how many horses lie face down (never an unrevealed horse), and
 * the last hand's result with the horses it revealed.
 *
 * @param turnDrew whether the seat on turn drew its tile (public: everyone sees a draw, not the tile);
 *     false after a call, on the dealer's first turn and outside a turn
 */
public record GuangdongObservation(TableObservation<Meld> table, TileKind prevailing, int horsesFaceDown,
        Optional<HandResult> lastHand, boolean over, boolean turnDrew) {

    static GuangdongObservation of(GuangdongState s, Optional<Integer> viewer, Set<Integer> toAct) {
        return new GuangdongObservation(TableObservation.of(s, viewer, toAct), s.prevailing(), s.isOver() ? 0 : s.horses().size(),
                s.last(), s.isOver(), s.drawn().isPresent());
    }
}
