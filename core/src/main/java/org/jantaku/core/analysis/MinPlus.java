package org.jantaku.core.analysis;

/**
 * The min-plus arithmetic of shanten by parts ({@link ShantenParts}, {@link SwapShanten}): a part's
 * table entry packs d(m, p) — the fewest tiles to add for m sets and p pairs — in 4-bit fields at bit
 * {@code 8m + 4p}; several parts combined are kept unpacked, d(m, p) at {@code at + 2m + p} of an int
 * array (m = 0-4; a search reads up to the sets the concealed tiles still need).
 */
public final class MinPlus {
    private MinPlus() {
    }

    /** The ten d(m, p) fields of an entry into {@code out} from {@code at}. */
    static void unpack(long e, int[] out, int at) {
        for (int i = 0; i < 10; i++) {
            out[at + i] = (int) (e >>> (4 * i)) & 15;
        }
    }

    /**
     * The vector in {@code acc} from {@code at} becomes its min-plus product with the entry {@code e}:
     * d(m, 0) = min over s of acc(m − s, 0) + e(s, 0), d(m, 1) the same with the pair on either side.
     * Written out for all five set counts (generated, like {@link Shanten}'s combination) because it
     * is the inner step of every search by parts; a search that needs fewer sets reads the fields it
     * needs (each d(m, ·) depends only on fields up to m).
     */
    public static void convolve(int[] acc, int at, long e) {
        int a00 = acc[at + 0];
        int a01 = acc[at + 1];
        int a10 = acc[at + 2];
        int a11 = acc[at + 3];
        int a20 = acc[at + 4];
        int a21 = acc[at + 5];
        int a30 = acc[at + 6];
        int a31 = acc[at + 7];
        int a40 = acc[at + 8];
        int a41 = acc[at + 9];
        int e00 = (int) e & 15;
        int e01 = (int) (e >>> 4) & 15;
        int e10 = (int) (e >>> 8) & 15;
        int e11 = (int) (e >>> 12) & 15;
        int e20 = (int) (e >>> 16) & 15;
        int e21 = (int) (e >>> 20) & 15;
        int e30 = (int) (e >>> 24) & 15;
        int e31 = (int) (e >>> 28) & 15;
        int e40 = (int) (e >>> 32) & 15;
        int e41 = (int) (e >>> 36) & 15;
        acc[at + 0] = a00 + e00;
        acc[at + 1] = Math.min(a01 + e00, a00 + e01);
        acc[at + 2] = Math.min(a10 + e00, a00 + e10);
        acc[at + 3] = Math.min(Math.min(a11 + e00, a10 + e01), Math.min(a01 + e10, a00 + e11));
        acc[at + 4] = Math.min(Math.min(a20 + e00, a10 + e10), a00 + e20);
        acc[at + 5] = Math.min(Math.min(Math.min(a21 + e00, a20 + e01), Math.min(a11 + e10, a10 + e11)), Math.min(a01 + e20, a00 + e21));
        acc[at + 6] = Math.min(Math.min(a30 + e00, a20 + e10), Math.min(a10 + e20, a00 + e30));
        acc[at + 7] = Math.min(Math.min(Math.min(a31 + e00, a30 + e01), Math.min(a21 + e10, a20 + e11)), Math.min(Math.min(a11 + e20, a10 + e21), Math.min(a01 + e30, a00 + e31)));
        acc[at + 8] = Math.min(Math.min(Math.min(a40 + e00, a30 + e10), Math.min(a20 + e20, a10 + e30)), a00 + e40);
        acc[at + 9] = Math.min(Math.min(Math.min(Math.min(a41 + e00, a40 + e01), Math.min(a31 + e10, a30 + e11)), Math.min(Math.min(a21 + e20, a20 + e21), Math.min(a11 + e30, a10 + e31))), Math.min(a01 + e40, a00 + e41));
    }

    /**
     * The distance to the nearest hand of {@code sets} sets and a pair when the combined parts in
     * {@code rest} from {@code at} are joined by one more part of entry {@code e}.
     */
    public static int distance(int[] rest, int at, long e, int sets) {
        int best = Integer.MAX_VALUE;
        for (int m = 0; m <= sets; m++) {
            int shift = (sets - m) << 3;
            best = Math.min(best, Math.min(rest[at + 2 * m] + ((int) (e >>> (shift + 4)) & 15),
                    rest[at + 2 * m + 1] + ((int) (e >>> shift) & 15)));
        }
        return best;
    }
}
