package org.jantaku.bots.play;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/** Picking among legal actions. */
public final class Actions {
    private Actions() {
    }

    /** The first legal action {@code wanted} accepts (a win, typically: taken whenever offered). */
    public static <A> Optional<A> first(List<A> legal, Predicate<? super A> wanted) {
        for (A a : legal) {
            if (wanted.test(a)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }
}
