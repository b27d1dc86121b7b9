package org.jantaku.riichi.penalty;

import java.util.EnumSet;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The facts of one reported foul.
 *
 * @param flags the facts that hold
 * @param tiles how many tiles were shown or revealed (for per-tile deposits), 0 when not said
 * @param other the other seat the item names (the first to lay his hand down, the ron winner of
 *     7-08-02 …), if any
 */
public record Facts(Set<Fact> flags, int tiles, OptionalInt other) {
    public Facts {
        flags = flags.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(flags));
        if (tiles < 0 || tiles > 14) {
            throw new IllegalArgumentException("tiles must be 0-14, not " + tiles);
        }
        if (other.isPresent() && (other.getAsInt() < 0 || other.getAsInt() > 3)) {
            throw new IllegalArgumentException("other seat " + other.getAsInt() + " is outside 0-3");
        }
    }

    /** No facts. */
    public static final Facts NONE = new Facts(Set.of(), 0, OptionalInt.empty());

    public static Facts of(Fact... facts) {
        return new Facts(Set.of(facts), 0, OptionalInt.empty());
    }

    public boolean has(Fact f) {
        return flags.contains(f);
    }

    /** The same facts with one more. */
    public Facts with(Fact f) {
        EnumSet<Fact> s = EnumSet.noneOf(Fact.class);
        s.addAll(flags);
        s.add(f);
        return new Facts(s, tiles, other);
    }
}
