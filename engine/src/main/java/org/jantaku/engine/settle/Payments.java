package org.jantaku.engine.settle;

import java.util.ArrayList;
import java.util.List;

/**
 * The transfers of a settlement as they are worked out, in order: a payment of nothing, or from a
 * seat to itself, is no transfer. Every variant's settlement collects its payments here.
 *
 * @param <R> the variant's reasons
 */
public final class Payments<R> {
    private final int players;
    private final List<Transfer<R>> transfers = new ArrayList<>();

    /** The payments at a table of {@code players} seats. */
    public Payments(int players) {
        this.players = players;
    }

    /** {@code from} pays {@code to} (nothing when {@code points} is not positive or the seats are one). */
    public void pay(int from, int to, int points, R reason) {
        if (points > 0 && from != to) {
            transfers.add(new Transfer<>(from, to, points, reason));
        }
    }

    /** Every other seat pays {@code to}. */
    public void fromEachOther(int to, int points, R reason) {
        for (int p = 0; p < players; p++) {
            pay(p, to, points, reason);
        }
    }

    /** The other seats pay {@code to} in turn order, from its 下家 (the next seat) on. */
    public void fromOthersInTurn(int to, int points, R reason) {
        for (int k = 1; k < players; k++) {
            pay((to + k) % players, to, points, reason);
        }
    }

    public List<Transfer<R>> list() {
        return List.copyOf(transfers);
    }
}
