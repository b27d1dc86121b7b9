package org.jantaku.server.view.result;

import java.util.List;
import java.util.Optional;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.engine.view.result.GameResultView;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.server.view.Views;

/**
 * The result views of one step: built from the state before the step and the events it produced, by
 * the step's variant ({@link VariantViews#hand}, {@link VariantViews#game}). A step that ends no hand and
 * no game has none.
 */
public final class ResultViews {
    private ResultViews() {
    }

    /** The hand's end a step brought, if it ended one. */
    public static Optional<HandResultView> hand(Object before, List<? extends Event> events) {
        return hand(Views.ofState(before), before, events);
    }

    /** The game's end a step brought, if it ended the game. */
    public static Optional<GameResultView> game(Object before, List<? extends Event> events) {
        return game(Views.ofState(before), before, events);
    }

    private static <S> Optional<HandResultView> hand(VariantViews<S, ?> views, Object before, List<? extends Event> events) {
        return views.hand(views.stateType().cast(before), events);
    }

    private static <S> Optional<GameResultView> game(VariantViews<S, ?> views, Object before, List<? extends Event> events) {
        return views.game(views.stateType().cast(before), events);
    }
}
