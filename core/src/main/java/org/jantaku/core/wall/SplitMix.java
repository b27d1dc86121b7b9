package org.jantaku.core.wall;

/**
 * The numbers of {@link java.util.SplittableRandom}: {@code new SplitMix(seed).nextInt(bound)} gives
 * what {@code new SplittableRandom(seed).nextInt(bound)} gives, call for call (SplitMix64 with the
 * golden gamma, {@code mix32}, and the JDK's rejection of over-represented values). Written out so
 * that a wall's shuffle — 135 bounded draws on every deal, the largest cost of starting a hand in
 * self-play — needs no division: {@code u % bound} is found with a multiplication by a reciprocal
 * worked out once per bound (Lemire's exact 32-bit remainder). {@code WallTest} checks it against
 * {@code SplittableRandom}, so every seeded wall stays the wall it was.
 */
final class SplitMix {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    /** Bounds up to this have their reciprocal ready; larger ones are worked out on the call. */
    private static final int TABLE = 256;
    /** {@code ceil(2^64 / d)} for each bound {@code d} (unsigned): the remainder by multiplication. */
    private static final long[] RECIPROCAL = new long[TABLE + 1];

    static {
        for (int d = 1; d <= TABLE; d++) {
            RECIPROCAL[d] = reciprocal(d);
        }
    }

    private long seed;

    SplitMix(long seed) {
        this.seed = seed;
    }

    /** {@link java.util.SplittableRandom#nextInt()}. */
    int nextInt() {
        long z = seed += GOLDEN_GAMMA;
        z = (z ^ z >>> 33) * 0x62a9d9ed799705f5L;
        return (int) ((z ^ z >>> 28) * 0xcb24d0a5c88c35b3L >>> 32);
    }

    /** {@link java.util.SplittableRandom#nextInt(int)}: uniform in {@code [0, bound)}. */
    int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive, not " + bound);
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m; // a power of two
        }
        long reciprocal = bound <= TABLE ? RECIPROCAL[bound] : reciprocal(bound);
        int u = r >>> 1;
        r = remainder(u, bound, reciprocal);
        while (u + m - r < 0) { // an over-represented value (int overflow): draw again
            u = nextInt() >>> 1;
            r = remainder(u, bound, reciprocal);
        }
        return r;
    }

    private static long reciprocal(int d) {
        return Long.divideUnsigned(-1L, d) + 1;
    }

    /** {@code u % d} for {@code 0 <= u < 2^31}, {@code d} positive, from {@code reciprocal(d)}. */
    private static int remainder(int u, int d, long reciprocal) {
        return (int) Math.unsignedMultiplyHigh(reciprocal * u, d);
    }
}
