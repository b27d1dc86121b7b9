package org.jantaku.example.view;

import java.util.Optional;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.state.FlowTableView;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.example.game.PairsObservation;
import org.jantaku.example.rules.PairsTerms;

/**
 * The pairs 七对 view of the engine's {@link PairsObservation}: the flow's ({@link FlowViews}) and each seat's
 * concealment. A hand is labelled by its number ("Hand 3", 第3局); the deal passes every hand, so there is no
 * streak and nothing of the table's own.
 */
public final class PairsViews {
    private PairsViews() {
    }

    public static FlowTableView<PairsSeat, FlowTableView.NoFields> of(PairsObservation o) {
        TableObservation<Meld> table = o.table();
        FlowViews.Table<PairsSeat> t = FlowViews.of(table, FlowViews.Shown.flow(table, false, false, false),
                m -> PairsTerms.MELDS.key(m.shape()), seat -> new PairsSeat(table.melds(seat).isEmpty()));
        return t.view("pairs", table, Caption.of("round.hand", "n", table.hand() + 1), Optional.empty(), new FlowTableView.NoFields());
    }
}
