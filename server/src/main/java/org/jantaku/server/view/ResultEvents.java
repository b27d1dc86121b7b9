package org.jantaku.server.view;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.game.Event;
import org.jantaku.guangdong.game.GuangdongEvent;
import org.jantaku.guizhou.game.GuizhouEvent;
import org.jantaku.riichi.game.RiichiEvent;

/**
 * The events that tell a hand's or a game's outcome, per variant: the only events the server ever
 * shows, and only what the rules reveal at that moment (the winner's hand, the payments, the chicken
 * flipped at the end, the horses). Every other event (a deal, a draw) may carry hidden tiles and is
 * never sent; a client sees the play through its own view.
 */
public final class ResultEvents {
    /** Whether a result closes a hand or the whole game. */
    public enum Kind {
        HAND, GAME
    }

    private static final Map<Class<?>, Kind> KINDS = Map.of(
            RiichiEvent.Won.class, Kind.HAND,
            RiichiEvent.HandDrawn.class, Kind.HAND,
            RiichiEvent.GameEnded.class, Kind.GAME,
            GuizhouEvent.Won.class, Kind.HAND,
            GuizhouEvent.ChickenFlipped.class, Kind.HAND,
            GuizhouEvent.HandSettled.class, Kind.HAND,
            GuizhouEvent.GameEnded.class, Kind.GAME,
            GuangdongEvent.HandEnded.class, Kind.HAND,
            GuangdongEvent.GameEnded.class, Kind.GAME);

    private ResultEvents() {
    }

    /** Whether an event is a result, and of what. */
    public static Optional<Kind> kind(Event event) {
        return Optional.ofNullable(KINDS.get(event.getClass()));
    }

    /** The result event types (for documentation and tests). */
    public static Set<Class<?>> types() {
        return KINDS.keySet();
    }
}
