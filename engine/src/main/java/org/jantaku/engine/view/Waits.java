package org.jantaku.engine.view;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.TileKind;

/**
 * A seat's waits (待ち / 叫 / 听牌) as its variant works them out, for the seat's player aids.
 *
 * @param kinds the kinds that complete the hand, in kind order; empty when it does not wait
 * @param furiten whether the seat is furiten (振聴), where the rules have it (Riichi); empty elsewhere
 */
public record Waits(List<TileKind> kinds, Optional<Boolean> furiten) {
    public Waits {
        kinds = List.copyOf(kinds);
    }

    /** Waits of a variant without furiten. */
    public static Waits of(List<TileKind> kinds) {
        return new Waits(kinds, Optional.empty());
    }
}
