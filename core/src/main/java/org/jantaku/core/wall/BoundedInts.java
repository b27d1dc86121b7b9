package org.jantaku.core.wall;

import java.util.SplittableRandom;

/**
 * {@link SplittableRandom#nextInt(int)} for the small bounds of a shuffle, giving exactly the same
 * numbers from the same generator: the same rejection loop (the JDK's {@code
 * RandomSupport.boundedNextInt}: 31 bits, retried when they fall in the uneven top), with the
 * remainder worked out by multiplying with a precomputed inverse instead of dividing (Lemire,
 * Kaser and Kurz, "Faster remainder by direct computation", 2019). A wall is shuffled for every
 * hand a simulator deals, and the division was most of the shuffle.
 */
final class BoundedInts {
    /** The largest bound served by the table; larger ones go to the JDK. */
    static final int MAX_BOUND = 256;
    /** ⌈2⁶⁴ / d⌉ per bound d (0 and 1 unused). */
    private static final long[] INVERSE = new long[MAX_BOUND + 1];

    static {
        for (int d = 2; d <= MAX_BOUND; d++) {
            INVERSE[d] = Long.divideUnsigned(-1L, d) + 1;
        }
    }

    private BoundedInts() {
    }

    /** The next number in [0, {@code bound}) from {@code random}, as {@code random.nextInt(bound)}. */
    static int next(SplittableRandom random, int bound) {
        if (bound <= 0 || bound > MAX_BOUND) {
            return random.nextInt(bound);
        }
        int r = random.nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        for (int u = r >>> 1; u + m - (r = remainder(u, bound)) < 0; u = random.nextInt() >>> 1) {
            // the top of the 31-bit range that would favour low results: draw again
        }
        return r;
    }

    /** {@code u % d} for 0 ≤ u < 2³¹ and 2 ≤ d ≤ {@link #MAX_BOUND}. */
    static int remainder(int u, int d) {
        long low = INVERSE[d] * u;
        return (int) Math.unsignedMultiplyHigh(low, d);
    }
}
