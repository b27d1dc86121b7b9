package org.jantaku.riichi.game;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Shared immutable sets of seats, one per bit mask of the four seats, so that asking who is to act allocates nothing. */
final class SeatSets {
    /** An array, not a list: asked on every step, and a list's {@code get} is one more call. */
    private static final Set<Integer>[] BY_MASK = byMask();

    private SeatSets() {
    }

    /** The seats the game waits for in {@code phase}. */
    static Set<Integer> toAct(Phase phase) {
        return switch (phase) {
            case Phase.Turn t -> BY_MASK[1 << t.seat()];
            case Phase.Claims c -> of(c.waiting());
            case Phase.Declarations d -> BY_MASK[1 << d.waiting().get(0)];
            case Phase.DealerChoice d -> BY_MASK[1 << d.dealer()];
            case Phase.Over o -> BY_MASK[0];
        };
    }

    /** The set of the given seats (each 0-3). */
    static Set<Integer> of(List<Integer> seats) {
        int mask = 0;
        for (int i = 0, n = seats.size(); i < n; i++) {
            mask |= 1 << seats.get(i);
        }
        return BY_MASK[mask];
    }

    @SuppressWarnings("unchecked")
    private static Set<Integer>[] byMask() {
        Set<Integer>[] out = new Set[16];
        for (int mask = 0; mask < 16; mask++) {
            Set<Integer> seats = new HashSet<>();
            for (int seat = 0; seat < 4; seat++) {
                if ((mask & 1 << seat) != 0) {
                    seats.add(seat);
                }
            }
            out[mask] = Set.copyOf(seats);
        }
        return out;
    }
}
