package org.jantaku.riichi.penalty;

import java.util.EnumSet;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The facts of one reported foul.
 *
 * @param flags the facts that hold
 * @param tiles how many tiles were shown or revealed (for per-tile deposits), 0 when not said
 * @param other the other seat the item names (the first to lay his hand down, the ron winner of
 *     7-08-02 …), if any
 * @param call what the voice announced or should have (7-05-15 f, the Kyoto club's silent calls), if said
 */
public record Facts(Set<Fact> flags, int tiles, OptionalInt other, Optional<Call> call) {
    public Facts {
        flags = flags.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(flags));
        if (tiles < 0 || tiles > 14) {
            throw new IllegalArgumentException("tiles must be 0-14, not " + tiles);
        }
        if (other.isPresent() && (other.getAsInt() < 0 || other.getAsInt() > 3)) {
            throw new IllegalArgumentException("other seat " + other.getAsInt() + " is outside 0-3");
        }
    }

    /** Facts without a call. */
    public Facts(Set<Fact> flags, int tiles, OptionalInt other) {
        this(flags, tiles, other, Optional.empty());
    }

    /** No facts. */
    public static final Facts NONE = new Facts(Set.of(), 0, OptionalInt.empty());

    public static Facts of(Fact... facts) {
        return new Facts(Set.of(facts), 0, OptionalInt.empty());
    }

    /** The same facts, saying what was called. */
    public Facts withCall(Call c) {
        return new Facts(flags, tiles, other, Optional.of(c));
    }

    public boolean has(Fact f) {
        return flags.contains(f);
    }

    /** The same facts with one more. */
    public Facts with(Fact f) {
        EnumSet<Fact> s = EnumSet.noneOf(Fact.class);
        s.addAll(flags);
        s.add(f);
        return new Facts(s, tiles, other, call);
    }
}
