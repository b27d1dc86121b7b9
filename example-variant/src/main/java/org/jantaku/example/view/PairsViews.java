package org.jantaku.example.view;

import java.util.Optional;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.example.game.PairsObservation;
import org.jantaku.example.rules.PairsTerms;

/** The pairs 七对 view ({@link PairsSeatView}) of the engine's {@link PairsObservation}: the flow's ({@link FlowViews}) and each seat's concealment. */
public final class PairsViews {
    private PairsViews() {
    }

    public static PairsSeatView of(PairsObservation o) {
        TableObservation table = o.table();
        FlowViews.Table<PairsSeat> t = FlowViews.of(table, false, false, m -> PairsTerms.meld(m.shape()).key(), m -> Optional.empty(),
                seat -> new PairsSeat(table.melds().get(seat).isEmpty()));
        return new PairsSeatView(table.seat(), table.hand() + 1, table.dealer(), table.tilesLeft(), table.scores().toList(), t.toAct(),
                t.offered(), t.lastDiscard(), t.seats());
    }
}
