package org.jantaku.riichi.view;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.WinShapes;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.engine.view.Waits;
import org.jantaku.engine.view.result.GameResultView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.state.SeatView;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.game.SeatShape;

/**
 * What a table shows of Riichi: {@link RiichiViews}, {@link RiichiResults}, a seat's waits and furiten (振聴),
 * and the private decisions: a claim's pass and the tenpai declarations at an exhaustive draw (流局時の聴牌宣言).
 */
public final class RiichiVariantViews implements VariantViews<RiichiState, RiichiObservation> {

    @Override
    public Class<RiichiState> stateType() {
        return RiichiState.class;
    }

    @Override
    public Class<RiichiObservation> observationType() {
        return RiichiObservation.class;
    }

    @Override
    public SeatView view(RiichiObservation observation) {
        return RiichiViews.of(observation);
    }

    @Override
    public Optional<HandResultView> hand(RiichiState before, List<? extends Event> events) {
        return RiichiResults.hand(before, events);
    }

    @Override
    public Optional<GameResultView> game(RiichiState before, List<? extends Event> events) {
        return RiichiResults.game(before, events);
    }

    @Override
    public Optional<Waits> waits(RiichiState state, int seat) {
        SeatShape shape = state.riichiSeat(seat).shape();
        List<TileKind> waits = WinShapes.kinds(shape.waits());
        return Optional.of(new Waits(waits, Optional.of(!waits.isEmpty() && shape.furiten())));
    }

    /** A riichi (its mark), a win (its way), 九種九牌 (its draw) and a call (its meld's name) are worded as those terms. */
    @Override
    public Optional<String> word(Action a) {
        return switch (a) {
            case RiichiAction.DeclareRiichi x -> Optional.of("riichi.mark.declared");
            case RiichiAction.Tsumo x -> Optional.of("res.way.tsumo");
            case RiichiAction.Ron x -> Optional.of("res.way.ron");
            case RiichiAction.NineTerminals x -> Optional.of("res.draw.nineTerminals");
            case RiichiAction.Chi x -> meld(MeldShape.CHI);
            case RiichiAction.Pon x -> meld(MeldShape.PUNG);
            case RiichiAction.OpenKan x -> meld(MeldShape.EXPOSED_KONG);
            case RiichiAction.ClosedKan x -> meld(MeldShape.CONCEALED_KONG);
            case RiichiAction.AddedKan x -> meld(MeldShape.ADDED_KONG);
            default -> Optional.empty();
        };
    }

    private static Optional<String> meld(MeldShape shape) {
        return Optional.of("riichi.meld." + RiichiTerms.MELDS.key(shape));
    }

    @Override
    public boolean isPrivate(Action a) {
        return a instanceof RiichiAction.Pass || a instanceof RiichiAction.DeclareTenpai || a instanceof RiichiAction.DeclareNoten;
    }
}
