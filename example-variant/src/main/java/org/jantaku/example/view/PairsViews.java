package org.jantaku.example.view;

import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.state.FlowTableView;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.example.game.PairsObservation;
import org.jantaku.example.rules.PairsTerms;

/**
 * The pairs 七对 view of the engine's {@link PairsObservation}: the flow's ({@link FlowViews}) and each seat's
 * concealment, labelled by its round ({@link PairsRound}); nothing of the table's own.
 */
public final class PairsViews {
    private PairsViews() {
    }

    public static FlowTableView<PairsSeat, FlowTableView.NoFields> of(PairsObservation o) {
        TableObservation<Meld> table = o.table();
        FlowViews.Table<PairsSeat> t = FlowViews.of(table, FlowViews.Shown.flow(table, false, false, false),
                m -> PairsTerms.MELDS.key(m.shape()), seat -> new PairsSeat(table.melds(seat).isEmpty()));
        return t.view(PairsResults.NAME, table, new PairsRound(table.hand() + 1, table.dealer()), new FlowTableView.NoFields());
    }
}
