package org.jantaku.core.analysis;

/**
 * A dense index of the count vectors of one numbered suit that hold at most 14 tiles (405,350
 * of the 5^9 vectors), so the suit table is a quarter of the size a plain base-5 hash needs.
 *
 * <p>The nine counts split into a high part (kinds 1-5, base-5 hash {@code hi} < 3125) and a low
 * part (kinds 6-9, {@code lo} < 625). Low parts are ranked by their tile count, so for a given high
 * part the valid low parts (those with at most {@code 14 − tiles(hi)} tiles) are a prefix of that
 * ranking: {@code index = OFFSET[hi] + RANK[lo]}.
 */
public final class SuitIndex {
    static final int HI = 3125;
    static final int LO = 625;
    static final int[] RANK = new int[LO];
    static final int[] OFFSET = new int[HI];
    public static final int SIZE;

    static {
        int[] countBySum = new int[17];
        for (int lo = 0; lo < LO; lo++) {
            countBySum[digitSum(lo, 4)]++;
        }
        int[] firstOfSum = new int[18];
        for (int s = 0; s < 17; s++) {
            firstOfSum[s + 1] = firstOfSum[s] + countBySum[s];
        }
        int[] next = firstOfSum.clone();
        for (int lo = 0; lo < LO; lo++) {
            RANK[lo] = next[digitSum(lo, 4)]++;
        }
        int offset = 0;
        for (int hi = 0; hi < HI; hi++) {
            OFFSET[hi] = offset;
            int room = 14 - digitSum(hi, 5);
            offset += room < 0 ? 0 : firstOfSum[Math.min(room, 16) + 1];
        }
        SIZE = offset;
    }

    private SuitIndex() {
    }

    /** The dense index of a base-5 hash of nine counts (which must hold at most 14 tiles). */
    public static int of(int hash) {
        return OFFSET[hash % HI] + RANK[hash / HI];
    }

    public static int digitSum(int hash, int digits) {
        int s = 0;
        for (int i = 0; i < digits; i++) {
            s += hash % 5;
            hash /= 5;
        }
        return s;
    }
}
