package org.jantaku.bots.riichi;

import java.time.Duration;
import java.util.List;
import org.jantaku.engine.agent.Agent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiView;

/**
 * A Riichi agent that decides from any {@link RiichiView}: the observation record of the engine
 * contract (the table server), or the simulator's live view of a table played in place,
 * which builds no record per decision. Both give the same decisions.
 */
interface ViewAgent extends Agent<RiichiAction, RiichiObservation> {

    /** Chooses one of {@code legal} (never empty, in the engine's canonical order) from what {@code view} shows. */
    RiichiAction choose(RiichiView view, List<RiichiAction> legal);

    /**
     * Whether this agent passes every chi, pon and open kan it is offered (it may still ron): a
     * runner may then pass for it without asking ({@link org.jantaku.riichi.game.RiichiTable#passCallsFor}).
     */
    default boolean passesCalls() {
        return false;
    }

    /**
     * Asked right after this agent chose a discard on its turn, on the same thread: the kinds (bit per
     * kind) of the tiles on which it will pass every chi, pon and open kan from then until its next
     * turn, whatever else happens at the table — a runner may then pass for it on those without
     * asking ({@link org.jantaku.riichi.game.RiichiTable#passCalls}). None unless the agent says.
     */
    default long callsPassedAfterTurn() {
        return 0;
    }

    @Override
    default RiichiAction choose(RiichiObservation observation, List<RiichiAction> legal, Duration timeLimit) {
        return choose((RiichiView) observation, legal);
    }
}
