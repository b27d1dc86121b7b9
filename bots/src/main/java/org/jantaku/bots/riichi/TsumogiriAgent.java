package org.jantaku.bots.riichi;

import java.time.Duration;
import java.util.List;
import org.jantaku.engine.agent.Agent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiObservation;

/**
 * ツモ切り: wins whenever it can (ツモ or ロン), otherwise discards the tile it just drew and never
 * calls (passes every claim). After a call it never makes there is no drawn tile; it then discards
 * the last legal tile. Holds no state, so one instance serves every seat.
 */
final class TsumogiriAgent implements Agent<RiichiAction, RiichiObservation> {
    static final TsumogiriAgent INSTANCE = new TsumogiriAgent();

    private TsumogiriAgent() {
    }

    @Override
    public RiichiAction choose(RiichiObservation observation, List<RiichiAction> legal, Duration timeLimit) {
        for (RiichiAction a : legal) {
            if (a instanceof RiichiAction.Tsumo || a instanceof RiichiAction.Ron) {
                return a;
            }
            // At the draw a tenpai hand is shown; a last-hand dealer who is not first plays on.
            if (a instanceof RiichiAction.DeclareTenpai || a instanceof RiichiAction.PlayOn) {
                return a;
            }
        }
        if (observation.drawn().isPresent()) {
            RiichiAction.Discard d = new RiichiAction.Discard(observation.drawn().get());
            if (legal.contains(d)) {
                return d;
            }
        }
        // A claim window (pass is last), or a turn without a drawn tile.
        return legal.get(legal.size() - 1);
    }
}
