package org.jantaku.engine.agent;

import java.util.List;
import org.jantaku.engine.contract.Action;

/**
 * One decision of a seat as a runner that plays a state in place offers it ({@link DecidingAgent}):
 * the seat's legal actions, its observation built only when asked, and the state itself for an
 * agent that reads it directly. Valid until the runner plays the next step.
 *
 * @param <S> the variant's state
 * @param <A> its actions
 * @param <O> its observation of one seat
 */
public interface Decision<S, A extends Action, O> {

    /** The seat to decide. */
    int seat();

    /**
     * The game's state now, live. An agent reads it through what its variant offers a seat (never
     * another seat's concealed tiles), and may give the standing answers the variant takes (such as
     * Riichi's declined calls); it never plays it.
     */
    S state();

    /** The seat's legal actions (never empty, in the variant's canonical order). */
    List<A> legal();

    /** What the seat may see now ({@code observe}), built on the first call. */
    O observation();
}
