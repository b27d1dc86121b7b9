package org.jantaku.guangdong.view;

import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.state.FlowTableView;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.rules.GuangdongRules;
import org.jantaku.guangdong.settlement.GuangdongTerms;

/**
 * The Guangdong view (广东鸡胡 / 推倒胡) built from the engine's {@link GuangdongObservation}: the flow's
 * ({@link FlowViews}), the called tiles, 十二张落地, the prevailing wind, 连庄 and the horses face down. A
 * turn's last discard is named for every viewer, the draw that began the turn being public. The engine's
 * {@code last_hand} (the previous hand's result) is left out: results come in {@code hand_end}.
 */
public final class GuangdongViews {
    private GuangdongViews() {
    }

    public static FlowTableView<GuangdongSeat, GuangdongTable> of(GuangdongObservation o) {
        TableObservation<Meld> table = o.table();
        FlowViews.Table<GuangdongSeat> t = FlowViews.of(table, FlowViews.Shown.flow(table, o.turnDrew(), o.over(), true).withSeatWinds(o.seatWinds()),
                m -> GuangdongTerms.MELDS.key(m.shape()), seat -> new GuangdongSeat(GuangdongRules.twelveDown(table.melds(seat))));
        Wind prevailing = Wind.ofKind(o.prevailing());
        GuangdongRound round = new GuangdongRound(table.hand() + 1, prevailing.letter(), table.dealer(), table.streak());
        return t.view(GuangdongResults.NAME, table, round, new GuangdongTable(prevailing, table.streak(), o.horsesFaceDown(), o.over()));
    }
}
