package org.jantaku.guizhou.view;

import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.state.FlowTableView;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.settlement.GuizhouTerms;
import org.jantaku.guizhou.settlement.Shapes;

/**
 * The Guizhou view (六盘水捉鸡麻将) built from the engine's {@link GuizhouObservation}: the flow's
 * ({@link FlowViews}), 连庄数, 报听 and 豆. The engine's view shows no chicken tile before its flip
 * (翻鸡), so neither does this.
 */
public final class GuizhouViews {
    private GuizhouViews() {
    }

    public static FlowTableView<GuizhouSeat, GuizhouTable> of(GuizhouObservation o) {
        TableObservation<Meld> table = o.table();
        FlowViews.Table<GuizhouSeat> t = FlowViews.of(table, FlowViews.Shown.flow(table, false, false, false),
                m -> GuizhouTerms.MELDS.key(m.shape()), seat -> new GuizhouSeat(table.declared(seat),
                        (int) table.melds(seat).stream().filter(Shapes::isScoringDou).count()));
        return t.view(GuizhouResults.NAME, table, new GuizhouRound(table.hand() + 1, table.dealer(), table.streak()),
                new GuizhouTable(table.streak()));
    }
}
