package org.jantaku.guangdong.settlement;

import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.tile.TileKind;

/**
 * Points moving from one seat to another, with the reason.
 *
 * @param from the paying seat
 * @param to the receiving seat, or {@link #HOUSE} (逃跑 penalty)
 * @param points more than zero
 * @param reason why
 * @param horse for a {@link Reason#HORSE} transfer: the horse and the transfer of its target it copies
 */
public record Transfer(int from, int to, int points, Reason reason, Optional<Horse> horse) {
    /** The house (not a seat): receives what no player does. */
    public static final int HOUSE = -1;

    public Transfer {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(horse, "horse");
        if (from < 0 || from > 3 || to < HOUSE || to > 3 || from == to || points <= 0) {
            throw new IllegalArgumentException("not a transfer: " + from + " → " + to + " " + points);
        }
    }

    public static Transfer of(int from, int to, int points, Reason reason) {
        return new Transfer(from, to, points, reason, Optional.empty());
    }

    /**
     * The horse a copied transfer comes from.
     *
     * @param tile the horse tile
     * @param target the seat it names
     * @param copied the reason of the target's transfer copied
     */
    public record Horse(TileKind tile, int target, Reason copied) {
    }
}
