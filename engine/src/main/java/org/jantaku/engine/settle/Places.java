package org.jantaku.engine.settle;

import java.util.List;

/**
 * Places by final score (1st, 2nd, …), three or four players: the higher score first, and equal scores
 * as the {@link Ties} say. The one place every rule set, view, bot tally and kept game ranks by score.
 */
public final class Places {
    private Places() {
    }

    /** How equal scores are placed. */
    public sealed interface Ties {
        /** Equal scores share a place, and the next place is skipped (30, 20, 20, 10 → 1, 2, 2, 4). */
        Ties SHARED = new Shared();

        /**
         * Equal scores rank in seat order from {@code firstSeat}: the seat nearer it in turn order ranks
         * higher, so every place is taken once (Riichi's 起家 rule, with the first dealer's seat).
         */
        static Ties bySeatFrom(int firstSeat) {
            return new BySeatFrom(firstSeat);
        }

        /** Equal scores share a place. */
        record Shared() implements Ties {
        }

        /** Equal scores rank in seat order from {@code firstSeat}. */
        record BySeatFrom(int firstSeat) implements Ties {
        }
    }

    /** The places by seat (1 = highest score) of {@code scores} by seat. */
    public static int[] of(int[] scores, Ties ties) {
        int n = scores.length;
        int[] places = new int[n];
        for (int seat = 0; seat < n; seat++) {
            int place = 1;
            for (int other = 0; other < n; other++) {
                if (scores[other] > scores[seat] || scores[other] == scores[seat] && ranksFirst(other, seat, n, ties)) {
                    place++;
                }
            }
            places[seat] = place;
        }
        return places;
    }

    /** {@link #of(int[], Ties)} of scores in a list. */
    public static List<Integer> of(List<Integer> scores, Ties ties) {
        int[] a = new int[scores.size()];
        for (int seat = 0; seat < a.length; seat++) {
            a[seat] = scores.get(seat);
        }
        Integer[] places = new Integer[a.length];
        int[] p = of(a, ties);
        for (int seat = 0; seat < a.length; seat++) {
            places[seat] = p[seat];
        }
        return List.of(places);
    }

    /**
     * The seats from first to last place, equal scores in seat order from {@code firstSeat}
     * ({@link Ties#bySeatFrom}, where every place is taken once).
     */
    public static int[] order(int[] scores, int firstSeat) {
        int[] places = of(scores, Ties.bySeatFrom(firstSeat));
        int[] seats = new int[scores.length];
        for (int seat = 0; seat < scores.length; seat++) {
            seats[places[seat] - 1] = seat;
        }
        return seats;
    }

    /** Whether {@code other}, with the same score as {@code seat}, ranks above it. */
    private static boolean ranksFirst(int other, int seat, int n, Ties ties) {
        return switch (ties) {
            case Ties.Shared() -> false;
            case Ties.BySeatFrom(int first) -> Math.floorMod(other - first, n) < Math.floorMod(seat - first, n);
        };
    }
}
