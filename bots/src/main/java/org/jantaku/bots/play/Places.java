package org.jantaku.bots.play;

import java.util.ArrayList;
import java.util.List;

/** Final places from final scores, for variants whose game end gives scores only. */
public final class Places {
    private Places() {
    }

    /**
     * Places 1-4 by seat: the higher score first; equal scores in seat order (seat 0 first), so the
     * four places are always distinct (the simulator rotates the agents over the seats, so the order
     * of a tie favours no agent over many games).
     */
    public static List<Integer> of(List<Integer> scores) {
        if (scores.size() != 4) {
            throw new IllegalArgumentException("four scores are needed, not " + scores.size());
        }
        List<Integer> out = new ArrayList<>(4);
        for (int s = 0; s < 4; s++) {
            int place = 1;
            for (int o = 0; o < 4; o++) {
                if (scores.get(o) > scores.get(s) || scores.get(o).equals(scores.get(s)) && o < s) {
                    place++;
                }
            }
            out.add(place);
        }
        return List.copyOf(out);
    }
}
