package org.jantaku.core.seat;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntPredicate;

/**
 * One value per seat (the scalachess {@code ByColor} idea): scores, hands, discards … Four seats
 * (0-3) unless made for three ({@link #three}, {@link #all(int, Object)}, {@link #of(int, Function)},
 * {@link #of(int, List)}: three-player Riichi, 三人麻雀, seats 0-2). Immutable; {@link #with}
 * returns a changed copy of the same size. Equal when the values are, seat by seat.
 */
public final class BySeat<T> {
    private final Object[] values;

    /** Four values, seat 0 first. */
    public BySeat(T seat0, T seat1, T seat2, T seat3) {
        this(new Object[] {Objects.requireNonNull(seat0, "seat0"), Objects.requireNonNull(seat1, "seat1"),
                Objects.requireNonNull(seat2, "seat2"), Objects.requireNonNull(seat3, "seat3")});
    }

    private BySeat(Object[] values) {
        this.values = values;
    }

    /** Three values, seat 0 first (三人麻雀). */
    public static <T> BySeat<T> three(T seat0, T seat1, T seat2) {
        return new BySeat<>(new Object[] {Objects.requireNonNull(seat0, "seat0"), Objects.requireNonNull(seat1, "seat1"),
                Objects.requireNonNull(seat2, "seat2")});
    }

    /** The same value for every one of four seats. */
    public static <T> BySeat<T> all(T value) {
        return all(4, value);
    }

    /** The same value for every one of {@code seats} seats (3 or 4). */
    public static <T> BySeat<T> all(int seats, T value) {
        return of(seats, seat -> value);
    }

    /** A value per seat of four from a function of the seat. */
    public static <T> BySeat<T> of(Function<Integer, T> f) {
        return of(4, f);
    }

    /** A value per seat of {@code seats} (3 or 4) from a function of the seat. */
    public static <T> BySeat<T> of(int seats, Function<Integer, T> f) {
        checkCount(seats);
        Object[] v = new Object[seats];
        for (int seat = 0; seat < seats; seat++) {
            v[seat] = nonNull(f.apply(seat), seat);
        }
        return new BySeat<>(v);
    }

    /** From a list of exactly four values. */
    public static <T> BySeat<T> of(List<T> values) {
        if (values.size() != 4) {
            throw new IllegalArgumentException("four seats need four values, not " + values.size());
        }
        return of(4, values);
    }

    /** From a list of exactly {@code seats} values (3 or 4). */
    public static <T> BySeat<T> of(int seats, List<T> values) {
        checkCount(seats);
        if (values.size() != seats) {
            throw new IllegalArgumentException(seats + " seats need " + seats + " values, not " + values.size());
        }
        return of(seats, values::get);
    }

    private static void checkCount(int seats) {
        if (seats != 3 && seats != 4) {
            throw new IllegalArgumentException("a table has 3 or 4 seats, not " + seats);
        }
    }

    /** Number of seats: 4, or 3 for a three-player game. */
    public int size() {
        return values.length;
    }

    @SuppressWarnings("unchecked")
    public T get(int seat) {
        if (seat < 0 || seat >= values.length) {
            throw new IllegalArgumentException("seats are 0-" + (values.length - 1) + ", not " + seat);
        }
        return (T) values[seat];
    }

    /** A copy with one seat's value replaced. */
    public BySeat<T> with(int seat, T value) {
        get(seat);
        Object[] v = values.clone();
        v[seat] = nonNull(value, seat);
        return new BySeat<>(v);
    }

    /** A seat's value, checked without building a message unless it is missing (a hand's deal maps the seats). */
    private static Object nonNull(Object value, int seat) {
        if (value == null) {
            throw new NullPointerException("seat" + seat);
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    public <U> BySeat<U> map(Function<T, U> f) {
        Object[] v = new Object[values.length];
        for (int seat = 0; seat < v.length; seat++) {
            v[seat] = nonNull(f.apply((T) values[seat]), seat);
        }
        return new BySeat<>(v);
    }

    /** Applies a function of the seat and its value to every seat. */
    public <U> BySeat<U> mapWithSeat(BiFunction<Integer, T, U> f) {
        return of(values.length, seat -> f.apply(seat, get(seat)));
    }

    @SuppressWarnings("unchecked")
    public List<T> toList() {
        return (List<T>) List.of(values);
    }

    /** The seat {@code n} places after {@code seat} in turn order at a four-seat table (下家 is +1). */
    public static int after(int seat, int n) {
        return (seat + n) & 3; // floorMod by 4, negative n included
    }

    /** The seat {@code n} places after {@code seat} in turn order at a table of {@code seats} seats. */
    public static int after(int seat, int n, int seats) {
        return seats == 4 ? (seat + n) & 3 : Math.floorMod(seat + n, seats);
    }

    /** The first seat in turn order from {@code seat}'s 下家 on ({@code seat} itself last) that passes {@code p}, at a four-seat table. */
    public static OptionalInt firstAfter(int seat, IntPredicate p) {
        for (int n = 1; n <= 4; n++) {
            if (p.test(after(seat, n))) {
                return OptionalInt.of(after(seat, n));
            }
        }
        return OptionalInt.empty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BySeat<?> b && Arrays.equals(values, b.values);
    }

    @Override
    public int hashCode() {
        int h = 0; // as the record this class was: each value in turn, times 31
        for (Object v : values) {
            h = h * 31 + v.hashCode();
        }
        return h;
    }

    /** As a record would print it: {@code BySeat[seat0=…, seat1=…, …]}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("BySeat[");
        for (int seat = 0; seat < values.length; seat++) {
            b.append(seat == 0 ? "" : ", ").append("seat").append(seat).append('=').append(values[seat]);
        }
        return b.append(']').toString();
    }
}
