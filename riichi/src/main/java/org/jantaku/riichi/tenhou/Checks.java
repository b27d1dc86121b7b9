package org.jantaku.riichi.tenhou;

import java.util.List;
import java.util.Objects;

/** Argument checks shared by the record constructors. */
final class Checks {
    private Checks() {
    }

    /** Checks a seat number 0-3. */
    static int seat(int seat, String what) {
        if (seat < 0 || seat > 3) {
            throw new IllegalArgumentException(what + " " + seat + " is outside 0-3");
        }
        return seat;
    }

    /** An immutable copy of a list of {@code size} items (any size when {@code size} is negative). */
    static <T> List<T> list(List<T> list, int size, String what) {
        Objects.requireNonNull(list, what);
        if (size >= 0 && list.size() != size) {
            throw new IllegalArgumentException(what + " needs " + size + " entries, not " + list.size());
        }
        return List.copyOf(list);
    }

    /** An immutable deep copy of four tile lists (one per seat). */
    static <T> List<List<T>> perSeat(List<List<T>> lists, String what) {
        Objects.requireNonNull(lists, what);
        if (lists.size() != 4) {
            throw new IllegalArgumentException(what + " needs 4 entries (one per seat), not " + lists.size());
        }
        return lists.stream().map(List::copyOf).toList();
    }

    /** Every second item starting at {@code from} (0 = even positions), each multiplied by {@code factor}. */
    static List<Integer> alternate(List<Integer> values, int from, int factor) {
        List<Integer> out = new java.util.ArrayList<>(values.size() / 2);
        for (int i = from; i < values.size(); i += 2) {
            out.add(values.get(i) * factor);
        }
        return List.copyOf(out);
    }
}
