package org.jantaku.bots.play;

import java.util.List;
import org.jantaku.engine.settle.Places.Ties;

/** Final places from final scores, for variants whose game end gives scores only. */
public final class Places {
    private Places() {
    }

    /**
     * Places by seat, three or four: the higher score first; equal scores in seat order (seat 0 first),
     * so the places are always distinct (the simulator rotates the agents over the seats, so the order
     * of a tie favours no agent over many games).
     */
    public static List<Integer> of(List<Integer> scores) {
        return org.jantaku.engine.settle.Places.of(scores, Ties.bySeatFrom(0));
    }
}
