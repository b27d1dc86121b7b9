package org.jantaku.riichi.penalty;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** What a conditional option letter depends on. */
public sealed interface Condition {
    /** Whether it holds for a foul with these facts, the offender's {@code nth} offence of this item in the game. */
    boolean holds(Facts facts, int nth);

    /** Short text, e.g. {@code deliberate}, {@code tiles>=9}. */
    String text();

    /** A reported fact holds. */
    record Is(Fact fact) implements Condition {
        @Override
        public boolean holds(Facts facts, int nth) {
            return facts.has(fact);
        }

        @Override
        public String text() {
            return fact.json();
        }
    }

    /** At least {@code n} tiles were revealed. */
    record TilesAtLeast(int n) implements Condition {
        @Override
        public boolean holds(Facts facts, int nth) {
            return facts.tiles() >= n;
        }

        @Override
        public String text() {
            return "tiles>=" + n;
        }
    }

    /** The offender's {@code n}th (or later) offence of this item in the game. */
    record OffenceAtLeast(int n) implements Condition {
        @Override
        public boolean holds(Facts facts, int nth) {
            return nth >= n;
        }

        @Override
        public String text() {
            return "offence>=" + n;
        }
    }

    /**
     * The voice was one of {@code calls} ({@link Facts#call()}). A report under a letter with this condition must
     * say what was called: the session refuses it otherwise ({@link #asksCall}).
     */
    record CallIs(Set<Call> calls) implements Condition {
        public CallIs {
            calls = Set.copyOf(calls);
        }

        @Override
        public boolean holds(Facts facts, int nth) {
            return facts.call().map(calls::contains).orElseThrow(() -> new IllegalStateException("no call said"));
        }

        @Override
        public String text() {
            return "call in " + calls.stream().map(Call::json).sorted().collect(Collectors.joining("|"));
        }
    }

    /** Whether any condition among {@code effects} (nested ones included) depends on what was called. */
    static boolean asksCall(List<Effect> effects) {
        for (Effect e : effects) {
            if (e instanceof Effect.When w && (w.condition() instanceof CallIs || asksCall(w.then()) || asksCall(w.otherwise()))) {
                return true;
            }
        }
        return false;
    }
}
