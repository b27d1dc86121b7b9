package org.jantaku.engine.contract;

import java.util.List;

/**
 * A variant whose state is played in place, as OpenSpiel's mutable {@code State} with {@code Clone}:
 * {@link #play} changes the state it is given and returns the events, and {@link #copy} takes a
 * snapshot for whoever must keep a state as it was (records, replays, the server's results, search).
 * The hot loop of the simulator plays one state from deal to end and never copies.
 *
 * <p>{@link #apply} keeps the persistent meaning of the contract for every other caller: it plays a
 * copy, so the state it is given is never changed. There is one implementation of the rules, the in
 * place one; {@code apply} is only a copy in front of it.
 *
 * @param <S> the variant's mutable game state
 * @param <A> its actions
 * @param <E> its events
 * @param <O> what one seat may see
 */
public interface InPlaceVariant<S, A extends Action, E extends Event, O> extends Variant<S, A, E, O> {

    /**
     * Plays a seat's action on {@code state} itself. An action that is not legal comes back as
     * {@link Result.Illegal} with a reason, and then the state is unchanged: every check comes before
     * the first change.
     *
     * @return the events the action produced, the environment's included (the next draw, a reveal …)
     */
    Result<List<E>> play(S state, int seat, A action);

    /** An independent snapshot of {@code state}: playing either never changes the other. */
    S copy(S state);

    /** {@link #play} on a {@link #copy}: {@code state} is never changed. */
    @Override
    default Result<Transition<S, E>> apply(S state, int seat, A action) {
        S next = copy(state);
        return play(next, seat, action).map(events -> new Transition<>(next, events));
    }
}
