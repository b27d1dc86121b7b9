package org.jantaku.guizhou.view;

import java.util.List;
import java.util.Optional;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.engine.view.Waits;
import org.jantaku.engine.view.result.GameResultView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.state.SeatView;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.game.GuizhouState;

/** What a table shows of 捉鸡: {@link GuizhouViews}, {@link GuizhouResults} and a seat's waits (叫). */
public final class GuizhouVariantViews implements VariantViews<GuizhouState, GuizhouObservation> {

    @Override
    public Class<GuizhouState> stateType() {
        return GuizhouState.class;
    }

    @Override
    public Class<GuizhouObservation> observationType() {
        return GuizhouObservation.class;
    }

    @Override
    public SeatView view(GuizhouObservation observation) {
        return GuizhouViews.of(observation);
    }

    @Override
    public Optional<HandResultView> hand(GuizhouState before, List<? extends Event> events) {
        return GuizhouResults.hand(before, events);
    }

    @Override
    public Optional<GameResultView> game(GuizhouState before, List<? extends Event> events) {
        return GuizhouResults.game(events);
    }

    @Override
    public Optional<Waits> waits(GuizhouState state, int seat) {
        return Optional.of(Waits.of(state.waits(seat)));
    }
}
