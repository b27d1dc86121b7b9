package org.jantaku.engine.view.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.settle.Places;
import org.jantaku.engine.table.TableEvent;

/**
 * The game's end of a table-flow variant that ranks by final score and no further (Guizhou, Guangdong, Pairs): its
 * {@link TableEvent.GameEnded}'s scores, equal scores sharing a place.
 */
public final class Standings {
    private Standings() {
    }

    /** The standings of {@code variant}'s game when a step's events end it; empty when they do not. */
    public static Optional<GameResultView> game(String variant, List<? extends Event> events) {
        for (Event e : events) {
            if (e instanceof TableEvent.Carrier c && c.event() instanceof TableEvent.GameEnded g) {
                List<Integer> places = Places.of(g.scores().toList(), Places.Ties.SHARED);
                List<GameResultView.Standing> out = new ArrayList<>(places.size());
                for (int seat = 0; seat < places.size(); seat++) {
                    out.add(new GameResultView.Standing(seat, places.get(seat), g.scores().get(seat), OptionalInt.empty()));
                }
                return Optional.of(new GameResultView(variant, out, List.of()));
            }
        }
        return Optional.empty();
    }
}
