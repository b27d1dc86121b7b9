package org.jantaku.riichi.settlement;

/**
 * Points moving from one party to another when a hand is settled. Parties are seats 0-3 and the
 * table ({@link #TABLE}), which holds the riichi sticks (供託) until a winner takes them, so the
 * transfers of a settlement always sum to zero per party set.
 *
 * @param from paying seat, or {@link #TABLE}
 * @param to receiving seat, or {@link #TABLE}
 * @param points a positive amount
 * @param reason why
 */
public record Transfer(int from, int to, int points, Reason reason) {
    /** The table, as a party: riichi sticks come from it. */
    public static final int TABLE = -1;

    /** Why points move. */
    public enum Reason {
        /** The hand's value (和了). */
        HAND,
        /** 本場 counters. */
        HONBA,
        /** 供託: riichi sticks on the table. */
        RIICHI_STICKS,
        /** 包: the value a liable player pays for the yakuman he fed. */
        PAO,
        /** 飛び賞: a player sent below zero by a win pays the winner {@code riichi.tobiPenalty}. */
        TOBI_PENALTY;

        /** The reason's key in records and views: {@code hand}, {@code honba}, {@code riichi_sticks}, {@code pao}, {@code tobi_penalty}. */
        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public Transfer {
        if (points <= 0) {
            throw new IllegalArgumentException("a transfer moves a positive amount, not " + points);
        }
        if (from == to || from < TABLE || from > 3 || to < TABLE || to > 3) {
            throw new IllegalArgumentException("bad transfer parties " + from + " -> " + to);
        }
        java.util.Objects.requireNonNull(reason, "reason");
    }

    /** The net change of each seat 0-3 over a list of transfers (seat 3 is 0 in a three-player game). */
    public static int[] net(java.util.List<Transfer> transfers) {
        int[] net = new int[4];
        for (Transfer t : transfers) {
            if (t.from != TABLE) {
                net[t.from] -= t.points;
            }
            if (t.to != TABLE) {
                net[t.to] += t.points;
            }
        }
        return net;
    }
}
