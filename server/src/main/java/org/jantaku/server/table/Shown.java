package org.jantaku.server.table;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;

/**
 * The public side of a stored game: its public version, the state everyone sees at it, and the steps
 * that public step published (their results are built from them). A private decision ({@link Windows})
 * is no public step.
 */
public record Shown<S, E>(int version, S state, List<Published<S, E>> published) {
    public Shown {
        published = List.copyOf(published);
    }

    /** One applied step: the state before it and its events (what a result view is built from). */
    public record Published<S, E>(S before, List<E> events) {
        public Published {
            events = List.copyOf(events);
        }
    }

    /** A game that has just started: version 0, nothing published. */
    public static <S, E> Shown<S, E> start(S state) {
        return new Shown<>(0, state, List.of());
    }

    /**
     * Counts the public steps of a game: the states after the deal and after each step that are not
     * private decisions; with the events the last public step published.
     */
    public static <S, A extends Action, E extends Event> Shown<S, E> of(Variant<S, A, E, ?> variant, S start,
            List<Transition<S, E>> after) {
        int version = 0;
        S last = start;
        S before = start;
        List<Published<S, E>> since = new ArrayList<>();
        List<Published<S, E>> published = List.of();
        for (Transition<S, E> t : after) {
            since.add(new Published<>(before, t.events()));
            before = t.state();
            if (variant.isOver(t.state()) || !Windows.open(variant, t.state())) {
                version++;
                last = t.state();
                published = List.copyOf(since);
                since.clear();
            }
        }
        return new Shown<>(version, last, published);
    }
}
