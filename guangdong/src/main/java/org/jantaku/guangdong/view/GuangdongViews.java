package org.jantaku.guangdong.view;

import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.engine.view.state.Wind;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.game.PlayedMeld;

/**
 * The Guangdong view ({@link GuangdongSeatView}) built from the engine's {@link GuangdongObservation}: the
 * flow's ({@link FlowViews}), the called tiles, 十二张落地 and the horses face down. A turn's last discard is
 * named for every viewer, the draw that began the turn being public. The engine's {@code last_hand} (the
 * previous hand's result) is left out: results come in {@code hand_end}.
 */
public final class GuangdongViews {
    private GuangdongViews() {
    }

    public static GuangdongSeatView of(GuangdongObservation o) {
        FlowViews.Table<GuangdongSeat> t = FlowViews.of(new FlowViews.Parts<>(o.dealer(), o.hands(), o.handSizes(), o.drawn(),
                o.turnDrew(), o.melds(), o.ponds(), o.toAct(), o.lastDiscard(), o.over()), m -> m.meld().type().key(),
                PlayedMeld::called, seat -> new GuangdongSeat(o.melds().get(seat).size() == 4
                        && o.melds().get(seat).stream().allMatch(m -> m.meld().type().isExposed())));
        return new GuangdongSeatView(o.seat(), Wind.ofKind(o.prevailing()), o.handIndex() + 1, o.dealerTerm(), o.dealer(),
                o.liveTilesLeft(), o.horsesFaceDown(), o.scores().toList(), t.toAct(), t.offered(), t.lastDiscard(), o.over(), t.seats());
    }
}
