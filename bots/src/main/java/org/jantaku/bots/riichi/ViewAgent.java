package org.jantaku.bots.riichi;

import java.time.Duration;
import java.util.List;
import org.jantaku.engine.agent.Decision;
import org.jantaku.engine.agent.DecidingAgent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.game.RiichiView;

/**
 * A Riichi agent that decides from any {@link RiichiView}: the observation record of the engine
 * contract (the table server), or the live view of the state the simulator plays in place
 * ({@link RiichiState#view}), which builds no record per decision. Both give the same decisions.
 * Asked through a {@link Decision}, it also gives the state its standing answers to calls
 * ({@link #passesCalls}, {@link #callsPassedAfterTurn}), so the claim windows it would pass are not
 * opened for it: the same games in fewer steps.
 */
interface ViewAgent extends DecidingAgent<RiichiState, RiichiAction, RiichiObservation> {

    /** Chooses one of {@code legal} (never empty, in the engine's canonical order) from what {@code view} shows. */
    RiichiAction choose(RiichiView view, List<RiichiAction> legal);

    /** Whether this agent passes every chi, pon and open kan it is offered (it may still ron). */
    default boolean passesCalls() {
        return false;
    }

    /**
     * Asked right after this agent chose a discard on its turn, on the same thread: the kinds (bit per
     * kind) of the tiles on which it will pass every chi, pon and open kan from then until its next
     * turn, whatever else happens at the table. None unless the agent says.
     */
    default long callsPassedAfterTurn() {
        return 0;
    }

    @Override
    default RiichiAction choose(RiichiObservation observation, List<RiichiAction> legal, Duration timeLimit) {
        return choose((RiichiView) observation, legal);
    }

    /**
     * Chooses from the live view of the state, and tells the state what this agent will pass
     * ({@link RiichiState#declineCalls(int)}, {@link RiichiState#declineCalls(int, long)}) before the
     * discard chosen opens its claim window.
     */
    @Override
    default RiichiAction decide(Decision<RiichiState, RiichiAction, RiichiObservation> d) {
        RiichiState s = d.state();
        int seat = d.seat();
        if (passesCalls()) {
            s.declineCalls(seat);
        }
        RiichiAction a = choose(s.view(seat), d.legal());
        if (!passesCalls() && (a instanceof RiichiAction.Discard || a instanceof RiichiAction.DeclareRiichi)) {
            s.declineCalls(seat, callsPassedAfterTurn());
        }
        return a;
    }
}
