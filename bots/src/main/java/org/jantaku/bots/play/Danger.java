package org.jantaku.bots.play;

/**
 * How safe a discard is against one threatening seat (ベタオリ / 防守), 0-100: a tile in the threat's
 * own pond (現物) is safest; then honours the more copies are seen; then suji (筋: the tile three away
 * was discarded, which rules out the two-sided wait on it), terminal suji first; then half suji; then
 * the rest, terminals before middle tiles.
 */
public final class Danger {
    private Danger() {
    }

    /**
     * @param pondKinds the kinds (bit per kind) in the threat's pond
     * @param kind the kind to discard
     * @param seen copies of the kind seen (own hand and visible)
     */
    public static int safety(long pondKinds, int kind, int seen) {
        if ((pondKinds & 1L << kind) != 0) {
            return 100;
        }
        if (kind >= 27) {
            return seen >= 3 ? 90 : seen == 2 ? 70 : seen == 1 ? 45 : 35;
        }
        int n = kind % 9; // 0-8 for 1-9
        boolean low = n >= 3 && (pondKinds & 1L << (kind - 3)) != 0;
        boolean high = n <= 5 && (pondKinds & 1L << (kind + 3)) != 0;
        boolean bothNeeded = n >= 3 && n <= 5;
        if (bothNeeded ? low && high : low || high) {
            return n == 0 || n == 8 ? 65 : 60;
        }
        if (low || high) {
            return 30; // half suji on a middle tile
        }
        return n == 0 || n == 8 ? 25 : n == 1 || n == 7 ? 15 : 5;
    }

    /**
     * The safety of each kind against the least safe of {@code threats} (bit per seat), 100 for every
     * kind when there is none.
     *
     * @param pondKinds each seat's pond kinds (bit per kind)
     * @param seen copies of each kind seen (own hand and visible)
     */
    public static int[] against(int threats, long[] pondKinds, int[] seen) {
        int[] out = new int[seen.length];
        for (int k = 0; k < seen.length; k++) {
            int least = 100;
            for (int s = 0; s < 4; s++) {
                if ((threats & 1 << s) != 0) {
                    least = Math.min(least, safety(pondKinds[s], k, seen[k]));
                }
            }
            out[k] = least;
        }
        return out;
    }
}
