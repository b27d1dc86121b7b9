package org.jantaku.guangdong.view;

import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.settlement.GuangdongTerms;

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
        TableObservation table = o.table();
        FlowViews.Table<GuangdongSeat> t = FlowViews.of(table, o.turnDrew(), o.over(), m -> GuangdongTerms.MELDS.key(m.shape()),
                Meld::called, seat -> new GuangdongSeat(table.melds().get(seat).size() == 4
                        && table.melds().get(seat).stream().allMatch(Meld::isExposed)));
        return new GuangdongSeatView(table.seat(), Wind.ofKind(o.prevailing()), table.hand() + 1, table.streak(), table.dealer(),
                table.tilesLeft(), o.horsesFaceDown(), table.scores().toList(), t.toAct(), t.offered(), t.lastDiscard(), o.over(),
                t.seats());
    }
}
