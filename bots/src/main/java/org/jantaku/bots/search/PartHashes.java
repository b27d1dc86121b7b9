package org.jantaku.bots.search;

/**
 * The base-5 hashes of a hand's four parts (the three numbered suits and the honours, as
 * {@link Parts}), each the part's counts read as base-5 digits, its first kind lowest: how
 * {@link SwapShanten} and {@link PartShanten} tell which parts changed since the last hand, and the
 * key of a part's table entry. A caller that knows which kinds a hand holds can sum their
 * {@link #weight}s times their counts instead of hashing all 34 counts.
 */
public final class PartHashes {
    private static final int KINDS = 34;
    /** Per kind: its weight in its part's hash (5 to the power of its place in the part). */
    private static final int[] WEIGHT = weights();

    private PartHashes() {
    }

    /** Writes the hashes of the counts {@code c} (34 entries) into {@code out} (four entries). */
    public static void of(int[] c, int[] out) {
        for (int part = 0; part < 4; part++) {
            int first = 9 * part;
            int hash = 0;
            for (int k = Math.min(KINDS, first + 9) - 1; k >= first; k--) {
                hash = 5 * hash + c[k];
            }
            out[part] = hash;
        }
    }

    /** The weight of {@code kind} in its part's hash: a part's hash is the sum of its counts times their weights. */
    public static int weight(int kind) {
        return WEIGHT[kind];
    }

    private static int[] weights() {
        int[] w = new int[KINDS];
        for (int k = 0; k < KINDS; k++) {
            w[k] = k % 9 == 0 || k == 27 ? 1 : 5 * w[k - 1];
        }
        return w;
    }
}
