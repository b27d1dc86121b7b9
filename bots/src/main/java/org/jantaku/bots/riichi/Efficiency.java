package org.jantaku.bots.riichi;

import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.ShantenParts;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * Tile efficiency (牌効率) on kind counts: shanten and ukeire (受け入れ, the unseen tiles that lower
 * the shanten). Ukeire tries only the kinds that can help — a number within two of a held tile of
 * its suit, a held honour, and every terminal and honour for a closed hand that may go for
 * thirteen orphans — so it is a few dozen table lookups.
 */
final class Efficiency {
    private static final long YAOCHU = yaochu();

    private Efficiency() {
    }

    static int shanten(int[] counts, int melds) {
        return Shanten.ofValid(counts, melds, TileSet.STANDARD_136);
    }

    /**
     * Unseen tiles that lower the shanten of a waiting hand (3n+1 tiles) below {@code base}, its
     * shanten; {@code parts} works on {@code counts}, which are left as they were.
     */
    static int ukeire(ShantenParts parts, int[] counts, int melds, int base, HandView view) {
        long candidates = candidates(counts, melds);
        int total = 0;
        while (candidates != 0) {
            int k = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (counts[k] >= 4) {
                continue;
            }
            if (parts.shantenWith(k, 1) < base) {
                total += Math.max(0, 4 - counts[k] - view.visible[k]);
            }
        }
        return total;
    }

    /** The kinds (bit per kind) that may lower the hand's shanten. */
    static long candidates(int[] counts, int melds) {
        long out = 0;
        long held = 0;
        for (int k = 0; k < TileKind.COUNT; k++) {
            if (counts[k] == 0) {
                continue;
            }
            held |= 1L << k;
            if (k >= 27) {
                out |= 1L << k;
                continue;
            }
            int suitStart = k / 9 * 9;
            for (int j = Math.max(suitStart, k - 2); j <= Math.min(suitStart + 8, k + 2); j++) {
                out |= 1L << j;
            }
        }
        if (melds == 0 && Long.bitCount(held & YAOCHU) >= 8) {
            out |= YAOCHU;
        }
        return out;
    }

    /** Distinct terminal and honour kinds (么九牌) held. */
    static int yaochuKinds(int[] counts) {
        int n = 0;
        for (int k = 0; k < TileKind.COUNT; k++) {
            if (counts[k] > 0 && (YAOCHU & 1L << k) != 0) {
                n++;
            }
        }
        return n;
    }

    static boolean isSimple(int kind) {
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
