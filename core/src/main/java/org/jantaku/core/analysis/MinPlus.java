package org.jantaku.core.analysis;

/**
 * The min-plus arithmetic of shanten by parts ({@link ShantenParts}, {@link SwapShanten}): a part's
 * table entry packs d(m, p) — the fewest tiles to add for m sets and p pairs — in 4-bit fields at bit
 * {@code 8m + 4p}; several parts combined are kept unpacked, d(m, p) at {@code at + 2m + p} of an int
 * array, for up to {@code sets} sets (the sets the concealed tiles still need).
 */
final class MinPlus {
    private MinPlus() {
    }

    /** The d(m, p) fields of an entry, for up to {@code sets} sets, into {@code out} from {@code at}. */
    static void unpack(long e, int[] out, int at, int sets) {
        for (int i = 0; i < 2 * sets + 2; i++) {
            out[at + i] = (int) (e >>> (4 * i)) & 15;
        }
    }

    /** The vector in {@code acc} from {@code at} becomes its min-plus product with the entry {@code e}, for up to {@code sets} sets. */
    static void convolve(int[] acc, int at, long e, int sets) {
        for (int m = sets; m >= 0; m--) { // in place, from the top: the entries below m are still the old ones
            int with = Integer.MAX_VALUE; // m sets and the pair
            int without = Integer.MAX_VALUE; // m sets, no pair
            for (int m1 = 0; m1 <= m; m1++) {
                int shift = (m - m1) << 3;
                int e0 = (int) (e >>> shift) & 15;
                int e1 = (int) (e >>> (shift + 4)) & 15;
                int a0 = acc[at + 2 * m1];
                without = Math.min(without, a0 + e0);
                with = Math.min(with, Math.min(a0 + e1, acc[at + 2 * m1 + 1] + e0));
            }
            acc[at + 2 * m] = without;
            acc[at + 2 * m + 1] = with;
        }
    }

    /**
     * The distance to the nearest hand of {@code sets} sets and a pair when the combined parts in
     * {@code rest} from {@code at} are joined by one more part of entry {@code e}.
     */
    static int distance(int[] rest, int at, long e, int sets) {
        int best = Integer.MAX_VALUE;
        for (int m = 0; m <= sets; m++) {
            int shift = (sets - m) << 3;
            best = Math.min(best, Math.min(rest[at + 2 * m] + ((int) (e >>> (shift + 4)) & 15),
                    rest[at + 2 * m + 1] + ((int) (e >>> shift) & 15)));
        }
        return best;
    }
}
