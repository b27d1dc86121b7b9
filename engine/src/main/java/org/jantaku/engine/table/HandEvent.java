package org.jantaku.engine.table;

import java.util.List;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Event;

/**
 * A hand's start and its settlement, the same at every table that plays hands to a settlement ({@link SettlingFlow}):
 * the variant's event carries one in a record of its own, as it carries the {@link TableEvent}s, and adds what only
 * it tells (the dice, the dealer's streak …) as the deal's {@code D}. {@code HandEventJson} writes them in records,
 * once for every variant.
 *
 * @param <D> what the variant tells of a deal beside the table's ({@link Plain} when nothing)
 * @param <X> the variant's settlement of a hand
 */
public sealed interface HandEvent<D, X> {

    /** A variant's event that carries a hand event (generic code, such as a tally, reads through it). */
    interface Carrier extends Event {
        HandEvent<?, ?> event();
    }

    /** A hand was dealt: its number, its dealer, each seat's tiles and the scores before it. */
    record Started<D, X>(int hand, int dealer, D deal, BySeat<List<Tile>> hands, BySeat<Integer> scores)
            implements HandEvent<D, X> {
    }

    /** The hand was settled: the variant's settlement and the scores after it. */
    record Settled<D, X>(X settlement, BySeat<Integer> scores) implements HandEvent<D, X> {
    }

    /** A deal that tells nothing beside the table's (pairs 七对's). */
    record Plain() {
    }
}
