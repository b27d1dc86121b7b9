package org.jantaku.guizhou.view;

import java.util.Optional;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.settlement.GuizhouTerms;

/**
 * The Guizhou view ({@link GuizhouSeatView}) built from the engine's {@link GuizhouObservation}: the flow's
 * ({@link FlowViews}), 报听 and 豆.
 */
public final class GuizhouViews {
    private GuizhouViews() {
    }

    public static GuizhouSeatView of(GuizhouObservation o) {
        TableObservation table = o.table();
        FlowViews.Table<GuizhouSeat> t = FlowViews.of(table, false, false, m -> GuizhouTerms.MELDS.key(m.shape()),
                m -> Optional.empty(), seat -> new GuizhouSeat(table.declared().get(seat),
                        (int) table.melds().get(seat).stream().filter(m -> m.shape().isKong() && !m.late()).count()));
        return new GuizhouSeatView(table.seat(), table.hand() + 1, table.streak(), table.dealer(), table.tilesLeft(),
                table.scores().toList(), t.toAct(), t.offered(), t.lastDiscard(), t.seats());
    }
}
