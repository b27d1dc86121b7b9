package org.jantaku.engine.view.result;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.jantaku.core.seat.BySeat;
import org.jantaku.engine.settle.Places;

/** Places by final score for the rule sets that rank no further (Guizhou, Guangdong): equal scores share a place. */
public final class Standings {
    private Standings() {
    }

    public static GameResultView byScore(String variant, BySeat<Integer> scores) {
        List<Integer> places = Places.of(scores.toList(), Places.Ties.SHARED);
        List<GameResultView.Standing> out = new ArrayList<>(scores.size());
        for (int seat = 0; seat < scores.size(); seat++) {
            out.add(new GameResultView.Standing(seat, places.get(seat), scores.get(seat), OptionalInt.empty()));
        }
        return new GameResultView(variant, out, List.of());
    }
}
