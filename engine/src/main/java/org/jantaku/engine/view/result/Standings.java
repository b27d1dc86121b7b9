package org.jantaku.engine.view.result;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.jantaku.core.seat.BySeat;

/** Places by final score for the rule sets that rank no further (Guizhou, Guangdong): equal scores share a place. */
public final class Standings {
    private Standings() {
    }

    public static GameResultView byScore(String variant, BySeat<Integer> scores) {
        List<GameResultView.Standing> out = new ArrayList<>(scores.size());
        for (int seat = 0; seat < scores.size(); seat++) {
            int higher = 0;
            for (int other = 0; other < scores.size(); other++) {
                higher += scores.get(other) > scores.get(seat) ? 1 : 0;
            }
            out.add(new GameResultView.Standing(seat, higher + 1, scores.get(seat), OptionalInt.empty()));
        }
        return new GameResultView(variant, out, List.of());
    }
}
