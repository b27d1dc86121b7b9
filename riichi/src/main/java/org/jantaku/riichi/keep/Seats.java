package org.jantaku.riichi.keep;

import java.util.Collection;

/** Seat numbers: 0-3, seat 0 being the first dealer (起家). */
final class Seats {
    private Seats() {
    }

    static int check(String field, int seat) {
        if (seat < 0 || seat > 3) {
            throw new KeepException(field, "a seat is 0-3, not " + seat);
        }
        return seat;
    }

    static void checkAll(String field, Collection<Integer> seats) {
        seats.forEach(s -> check(field, s));
    }

    /** Seats from {@code first} in turn order (counter-clockwise, 下家 next). */
    static int[] from(int first) {
        return new int[] {first, (first + 1) % 4, (first + 2) % 4, (first + 3) % 4};
    }
}
