package org.jantaku.core.seat;

import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Four values, one per seat 0-3 (the scalachess {@code ByColor} idea): scores, hands, discards …
 * Immutable; {@link #with} returns a changed copy.
 */
public record BySeat<T>(T seat0, T seat1, T seat2, T seat3) {
    public BySeat {
        Objects.requireNonNull(seat0, "seat0");
        Objects.requireNonNull(seat1, "seat1");
        Objects.requireNonNull(seat2, "seat2");
        Objects.requireNonNull(seat3, "seat3");
    }

    /** The same value for every seat. */
    public static <T> BySeat<T> all(T value) {
        return new BySeat<>(value, value, value, value);
    }

    /** A value per seat from a function of the seat. */
    public static <T> BySeat<T> of(Function<Integer, T> f) {
        return new BySeat<>(f.apply(0), f.apply(1), f.apply(2), f.apply(3));
    }

    /** From a list of exactly four values. */
    public static <T> BySeat<T> of(List<T> values) {
        if (values.size() != 4) {
            throw new IllegalArgumentException("four seats need four values, not " + values.size());
        }
        return new BySeat<>(values.get(0), values.get(1), values.get(2), values.get(3));
    }

    public T get(int seat) {
        return switch (seat) {
            case 0 -> seat0;
            case 1 -> seat1;
            case 2 -> seat2;
            case 3 -> seat3;
            default -> throw new IllegalArgumentException("seats are 0-3, not " + seat);
        };
    }

    /** A copy with one seat's value replaced. */
    public BySeat<T> with(int seat, T value) {
        return switch (seat) {
            case 0 -> new BySeat<>(value, seat1, seat2, seat3);
            case 1 -> new BySeat<>(seat0, value, seat2, seat3);
            case 2 -> new BySeat<>(seat0, seat1, value, seat3);
            case 3 -> new BySeat<>(seat0, seat1, seat2, value);
            default -> throw new IllegalArgumentException("seats are 0-3, not " + seat);
        };
    }

    public <U> BySeat<U> map(Function<T, U> f) {
        return new BySeat<>(f.apply(seat0), f.apply(seat1), f.apply(seat2), f.apply(seat3));
    }

    /** Applies a function of the seat and its value to every seat. */
    public <U> BySeat<U> mapWithSeat(BiFunction<Integer, T, U> f) {
        return new BySeat<>(f.apply(0, seat0), f.apply(1, seat1), f.apply(2, seat2), f.apply(3, seat3));
    }

    public List<T> toList() {
        return List.of(seat0, seat1, seat2, seat3);
    }

    /** The seat {@code n} places after {@code seat} in turn order (下家 is +1). */
    public static int after(int seat, int n) {
        return (seat + n) & 3; // floorMod by 4, negative n included
    }
}
