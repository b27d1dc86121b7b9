package org.jantaku.example.bots;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.jantaku.bots.play.Actions;
import org.jantaku.bots.play.TableView;
import org.jantaku.engine.agent.Agent;
import org.jantaku.example.game.PairsAction;
import org.jantaku.example.game.PairsObservation;

/**
 * The {@code efficiency} agent of pairs 七对: it wins whenever it may, never calls (a meld ends every chance of
 * seven pairs, and four of a kind already count as two pairs), and discards a tile of a kind it holds an odd
 * number of times, the one with the fewest copies left unseen (the least likely to pair): its own hand, every
 * pond and meld seen; ties go to the drawn tile, then to the lowest kind. Stateless.
 */
public final class PairsAgent implements Agent<PairsAction, PairsObservation> {
    private static final PairsAction PASS = new PairsAction.Pass();

    @Override
    public PairsAction choose(PairsObservation observation, List<PairsAction> legal, Duration timeLimit) {
        for (PairsAction a : legal) {
            if (Actions.isWin(a)) {
                return a;
            }
        }
        if (legal.contains(PASS)) {
            return PASS;
        }
        TableView view = new TableView(observation.table());
        int[] own = view.counts;
        PairsAction best = null;
        int bestUnseen = Integer.MAX_VALUE;
        for (PairsAction a : legal) {
            if (!(a instanceof PairsAction.Discard d)) {
                continue;
            }
            int k = d.tile().kind().index();
            if ((own[k] & 1) == 0) {
                continue;
            }
            int unseen = 4 - own[k] - view.visible[k];
            boolean drawn = observation.table().drawn().equals(Optional.of(d.tile()));
            if (unseen < bestUnseen || unseen == bestUnseen && drawn) {
                best = a;
                bestUnseen = unseen;
            }
        }
        if (best != null) {
            return best;
        }
        return legal.stream().filter(a -> a instanceof PairsAction.Discard).findFirst().orElse(legal.get(legal.size() - 1));
    }
}
