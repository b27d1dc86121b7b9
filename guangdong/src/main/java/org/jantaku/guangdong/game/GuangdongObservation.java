package org.jantaku.guangdong.game;

import java.util.Optional;
import java.util.Set;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.guangdong.settlement.Winds;

/**
 * What one seat may know of a 广东麻将 game (or, with no seat, the all-open view): the table's
 * observation, the prevailing wind, how many horses lie face down (never an unrevealed horse), and
 * the last hand's result with the horses it revealed.
 *
 * @param seatWinds each seat's wind (门风) this hand, as the rules count it ({@code gd.jh.seatWind})
 * @param turnDrew whether the seat on turn drew its tile (public: everyone sees a draw, not the tile);
 *     false after a call, on the dealer's first turn and outside a turn
 */
public record GuangdongObservation(TableObservation<Meld> table, TileKind prevailing, BySeat<Wind> seatWinds, int horsesFaceDown,
        Optional<HandResult> lastHand, boolean over, boolean turnDrew) {

    static GuangdongObservation of(GuangdongState s, Optional<Integer> viewer, Set<Integer> toAct) {
        return new GuangdongObservation(TableObservation.of(s, viewer, toAct), s.prevailing(),
                BySeat.of(seat -> Winds.seatWind(s.rules(), seat, s.dealer())), s.isOver() ? 0 : s.horses().size(),
                s.last(), s.isOver(), s.drawn().isPresent());
    }
}
