package org.jantaku.engine.view.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.settle.Places;
import org.jantaku.engine.table.TableEvent;

/**
 * A game's standings, made one way for every variant and reader: a table-flow game's from its
 * {@link TableEvent.GameEnded} ({@link #game}), Riichi's from its game's end with its ranks and points, the server's
 * from a finished game's record.
 */
public final class Standings {
    private Standings() {
    }

    /**
     * Each seat's standing, in seat order, at these final {@code scores}: its place as {@code places} gives it (Riichi's
     * ranks) or, with none, by score, equal scores sharing a place; its final points where {@code points} gives them
     * (Riichi's, uma and oka included).
     */
    public static List<GameResultView.Standing> of(List<Integer> scores, Optional<List<Integer>> places,
            Optional<List<Integer>> points) {
        List<Integer> place = places.orElseGet(() -> Places.of(scores, Places.Ties.SHARED));
        List<GameResultView.Standing> out = new ArrayList<>(scores.size());
        for (int seat = 0; seat < scores.size(); seat++) {
            out.add(new GameResultView.Standing(seat, place.get(seat), scores.get(seat),
                    points.isPresent() ? OptionalInt.of(points.get().get(seat)) : OptionalInt.empty()));
        }
        return out;
    }

    /**
     * The standings of {@code variant}'s game when a step's events end it with a {@link TableEvent.GameEnded} (Guizhou,
     * Guangdong, Pairs: ranked by score and no further); empty when they do not.
     */
    public static Optional<GameResultView> game(String variant, List<? extends Event> events) {
        for (Event e : events) {
            if (e instanceof TableEvent.Carrier c && c.event() instanceof TableEvent.GameEnded g) {
                return Optional.of(new GameResultView(variant, of(g.scores().toList(), Optional.empty(), Optional.empty()), List.of()));
            }
        }
        return Optional.empty();
    }
}
