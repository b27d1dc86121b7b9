package org.jantaku.engine.settle;

import java.util.ArrayList;
import java.util.List;

/**
 * The transfers of a settlement as they are worked out, in order: a payment of nothing, or from a
 * seat to itself, is no transfer.
 *
 * @param <R> the variant's reasons
 */
public final class Payments<R> {
    private final List<Transfer<R>> transfers = new ArrayList<>();

    /** {@code from} pays {@code to} (nothing when {@code points} is not positive or the seats are one). */
    public void pay(int from, int to, int points, R reason) {
        if (points > 0 && from != to) {
            transfers.add(new Transfer<>(from, to, points, reason));
        }
    }

    /** Every other seat pays {@code to}. */
    public void fromEachOther(int to, int points, R reason) {
        for (int p = 0; p < 4; p++) {
            pay(p, to, points, reason);
        }
    }

    /** The other three seats pay {@code to} in turn order, from its 下家 (the next seat) on. */
    public void fromOthersInTurn(int to, int points, R reason) {
        for (int k = 1; k < 4; k++) {
            pay((to + k) % 4, to, points, reason);
        }
    }

    public List<Transfer<R>> list() {
        return List.copyOf(transfers);
    }
}
