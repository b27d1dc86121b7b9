package org.jantaku.riichi.penalty;

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
}
