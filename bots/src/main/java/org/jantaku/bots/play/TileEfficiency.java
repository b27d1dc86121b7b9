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
    /** The numbered kinds, and of them the first (1) and the last (9) of each suit, bit per kind. */
    private static final long SUITED = (1L << 27) - 1;
    private static final long FIRST = 1L | 1L << 9 | 1L << 18;
    private static final long LAST = FIRST << 8;

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

    /**
     * {@link #candidates} of a hand holding the kinds {@code held} (bit per kind): every held kind
     * and, for a numbered tile, the kinds one and two away in its suit, spread by shifts (an agent
     * asks this for every discard it weighs).
     */
    public static long candidatesOfHeld(long held, int melds, TileSet set) {
        long suited = held & SUITED;
        long near = (suited << 1 & ~FIRST) | (suited << 2 & ~(FIRST | FIRST << 1))
                | (suited >>> 1 & ~LAST) | (suited >>> 2 & ~(LAST | LAST >>> 1));
        long out = held | near & SUITED;
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
