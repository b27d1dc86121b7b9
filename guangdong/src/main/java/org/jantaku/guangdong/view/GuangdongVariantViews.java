package org.jantaku.guangdong.view;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.engine.view.Waits;
import org.jantaku.engine.view.result.GameResultView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.state.SeatView;
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.game.GuangdongState;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * What a table shows of 广东麻将: {@link GuangdongViews}, {@link GuangdongResults}, a seat's waits (听牌), and
 * 推倒胡's 逃跑 ({@link GuangdongAction.Escape}, settled by the Guangdong settlement; seed 003 "逃跑扣8分")
 * when a player leaves.
 */
public final class GuangdongVariantViews implements VariantViews<GuangdongState, GuangdongObservation> {

    @Override
    public Class<GuangdongState> stateType() {
        return GuangdongState.class;
    }

    @Override
    public Class<GuangdongObservation> observationType() {
        return GuangdongObservation.class;
    }

    @Override
    public SeatView view(GuangdongObservation observation) {
        return GuangdongViews.of(observation);
    }

    @Override
    public Optional<HandResultView> hand(GuangdongState before, List<? extends Event> events) {
        return GuangdongResults.hand(before, events);
    }

    @Override
    public Optional<GameResultView> game(GuangdongState before, List<? extends Event> events) {
        return GuangdongResults.game(events);
    }

    @Override
    public Optional<Waits> waits(GuangdongState state, int seat) {
        return Optional.of(Waits.of(state.waits(seat)));
    }

    @Override
    public Optional<Action> escape(RuleSet rules) {
        return GuangdongRules.isTuidaohu(rules) ? Optional.of(new GuangdongAction.Escape()) : Optional.empty();
    }
}
