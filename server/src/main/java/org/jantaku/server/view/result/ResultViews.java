package org.jantaku.server.view.result;

import java.util.List;
import java.util.Optional;
import org.jantaku.engine.contract.Event;
import org.jantaku.guangdong.game.GuangdongState;
import org.jantaku.guizhou.game.GuizhouState;
import org.jantaku.riichi.game.RiichiState;

/**
 * The result views of one step: built from the state before the step and the events it produced,
 * by the step's rule family. A step that ends no hand and no game has none.
 */
public final class ResultViews {
    private ResultViews() {
    }

    /** The hand's end a step brought, if it ended one. */
    public static Optional<HandResultView> hand(Object before, List<? extends Event> events) {
        return switch (before) {
            case RiichiState s -> RiichiResults.hand(s, events);
            case GuizhouState s -> GuizhouResults.hand(s, events);
            case GuangdongState s -> GuangdongResults.hand(s, events);
            default -> throw unknown(before);
        };
    }

    /** The game's end a step brought, if it ended the game. */
    public static Optional<GameResultView> game(Object before, List<? extends Event> events) {
        return switch (before) {
            case RiichiState s -> RiichiResults.game(s, events);
            case GuizhouState s -> GuizhouResults.game(events);
            case GuangdongState s -> GuangdongResults.game(events);
            default -> throw unknown(before);
        };
    }

    private static IllegalArgumentException unknown(Object state) {
        return new IllegalArgumentException("no result view for a game state of type " + state.getClass().getName()
                + " (riichi, guizhou and guangdong have one)");
    }
}
