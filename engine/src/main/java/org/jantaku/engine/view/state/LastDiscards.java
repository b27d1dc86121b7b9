package org.jantaku.engine.view.state;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Which discard was made last, as far as a view tells it. An engine's view has each pond in order
 * but not the order of discards across seats, so this names the last discard only where the view
 * implies it: the tile on offer for claims (found at the end of its discarder's pond; an added kan
 * tile offered to 槍槓 is in no pond), or, in a turn that began with a draw, the last tile in the
 * pond of the seat before (上家), unless another seat called it. Whether a turn began with a draw
 * the view may show is {@link FlowViews}' to say, as the variant shows its ponds and draws; where it
 * cannot tell, no discard is named rather than a wrong one.
 */
public final class LastDiscards {
    private LastDiscards() {
    }

    /** The pond entry of the tile on offer: the last of some seat's pond. */
    public static Optional<LastDiscard> offered(List<List<PondEntry>> ponds, ViewTile tile) {
        for (int seat = 0; seat < ponds.size(); seat++) {
            List<PondEntry> pond = ponds.get(seat);
            if (!pond.isEmpty() && pond.get(pond.size() - 1).tile().id() == tile.id()) {
                return Optional.of(new LastDiscard(seat, pond.size() - 1, tile));
            }
        }
        return Optional.empty();
    }

    /** The last discard of the seat before {@code seat} (上家), unless it was called. */
    public static Optional<LastDiscard> beforeTurnOf(List<List<PondEntry>> ponds, int seat) {
        int before = Math.floorMod(seat - 1, ponds.size());
        List<PondEntry> pond = ponds.get(before);
        if (pond.isEmpty() || pond.get(pond.size() - 1).called()) {
            return Optional.empty();
        }
        return Optional.of(new LastDiscard(before, pond.size() - 1, pond.get(pond.size() - 1).tile()));
    }

    /**
     * The seat whose turn it is: the only seat the game waits for, holding a tile more than a
     * waiting hand (3n + 2 concealed tiles); none in a claim window, a declaration or a game over.
     */
    public static OptionalInt turn(List<Integer> toAct, List<Integer> handSizes, boolean over) {
        if (over || toAct.size() != 1 || handSizes.get(toAct.get(0)) % 3 != 2) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(toAct.get(0));
    }
}
