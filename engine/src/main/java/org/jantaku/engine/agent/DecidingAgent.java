package org.jantaku.engine.agent;

import org.jantaku.engine.contract.Action;

/**
 * An agent that can decide from a {@link Decision}, reading only what it needs: a runner that plays a
 * state in place (the simulator) asks it so, and every other caller (the table server, the mjai
 * bridge) through {@link Agent#choose}. Both must give the same choice.
 *
 * @param <S> the variant's state
 * @param <A> its actions
 * @param <O> its observation of one seat
 */
public interface DecidingAgent<S, A extends Action, O> extends Agent<A, O> {

    /** Chooses one of {@code decision.legal()}. */
    A decide(Decision<S, A, O> decision);
}
