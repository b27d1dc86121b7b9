package org.jantaku.bots.play;

import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * Tile efficiency (牌効率 / 进张) on kind counts: ukeire, the unseen tiles that lower the shanten.
 * Only the kinds that can help are tried — a number within two of a held tile of its suit, a held
 * honour, and every terminal and honour for a closed hand that may go for thirteen orphans — so it is
 * a few dozen table lookups.
 */
public final class TileEfficiency {
    private static final long YAOCHU = yaochu();
    /** Per kind: the kinds a held tile of it may join in a set or pair (a number within two in its suit, an honour itself). */
    private static final long[] NEAR = near();

    private TileEfficiency() {
    }

    /**
     * Unseen tiles that lower the shanten of a waiting hand (3n+1 tiles) below {@code base}, its
     * shanten. {@code counts} is left as it was.
     *
     * @param visible tiles seen outside the own concealed hand, by kind
     */
    public static int ukeire(int[] counts, int melds, int base, int[] visible, HandShape shape) {
        long candidates = candidates(counts, melds, shape.set());
        int total = 0;
        while (candidates != 0) {
            int k = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (counts[k] >= 4) {
                continue;
            }
            counts[k]++;
            int s = shape.shanten(counts, melds);
            counts[k]--;
            if (s < base) {
                total += unseen(counts, visible, k);
            }
        }
        return total;
    }

    /** Copies of a kind neither in the hand nor visible. */
    public static int unseen(int[] counts, int[] visible, int kind) {
        return Math.max(0, 4 - counts[kind] - visible[kind]);
    }

    /** The kinds (bit per kind) that may lower the hand's shanten. */
    public static long candidates(int[] counts, int melds, TileSet set) {
        long held = 0;
        for (int k = 0, n = set.kindCount(); k < n; k++) {
            held |= (long) Math.min(1, counts[k]) << k;
        }
        return candidatesOfHeld(held, melds, set);
    }

    /** {@link #candidates} of a hand holding the kinds {@code held} (bit per kind). */
    public static long candidatesOfHeld(long held, int melds, TileSet set) {
        long out = 0;
        for (long bits = held; bits != 0; bits &= bits - 1) {
            out |= NEAR[Long.numberOfTrailingZeros(bits)];
        }
        if (set == TileSet.STANDARD_136 && melds == 0 && Long.bitCount(held & YAOCHU) >= 8) {
            out |= YAOCHU;
        }
        return out;
    }

    /** Distinct terminal and honour kinds (么九牌) held. */
    public static int yaochuKinds(int[] counts) {
        int n = 0;
        for (int k = 0; k < TileKind.COUNT; k++) {
            if (counts[k] > 0 && (YAOCHU & 1L << k) != 0) {
                n++;
            }
        }
        return n;
    }

    /** A number tile 2-8. */
    public static boolean isSimple(int kind) {
        return kind < 27 && kind % 9 != 0 && kind % 9 != 8;
    }

    private static long[] near() {
        long[] near = new long[TileKind.COUNT];
        for (int k = 0; k < TileKind.COUNT; k++) {
            if (k >= 27) {
                near[k] = 1L << k;
                continue;
            }
            int suitStart = k / 9 * 9;
            for (int j = Math.max(suitStart, k - 2); j <= Math.min(suitStart + 8, k + 2); j++) {
                near[k] |= 1L << j;
            }
        }
        return near;
    }

    private static long yaochu() {
        long m = 0;
        for (int k = 0; k < TileKind.COUNT; k++) {
            if (!isSimple(k)) {
                m |= 1L << k;
            }
        }
        return m;
    }
}
