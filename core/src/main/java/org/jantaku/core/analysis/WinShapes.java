package org.jantaku.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * The winning shapes (和了形) of a rule set, for any variant: four sets (melds included) and a pair;
 * without melds, seven pairs as the rules allow them and, when allowed, thirteen orphans (十三幺).
 * Counts are by kind index (34 entries; kinds outside the tile set empty).
 *
 * @param set the tiles played (the shanten tables and kinds looked at)
 * @param sevenPairs whether seven pairs (七对) win and whether four of a kind is two of them (龙七对)
 * @param thirteenOrphans whether 十三幺 wins
 */
public record WinShapes(TileSet set, SevenPairs sevenPairs, boolean thirteenOrphans) {

    /** Seven pairs under a rule set. */
    public enum SevenPairs {
        /** Not a winning shape. */
        NONE,
        /** Seven different pairs. */
        DIFFERENT,
        /** Seven pairs, four of a kind counting as two (龙). */
        FOUR_AS_TWO
    }

    /** Whether concealed counts with {@code melds} melds (14 − 3·melds tiles) are a winning shape. */
    public boolean complete(int[] counts, int melds) {
        int total = 0;
        for (int k = 0; k < set.kindCount(); k++) {
            total += counts[k];
        }
        if (total != 14 - 3 * melds) {
            return false;
        }
        if (Shanten.standard(counts, melds, set) < 0) {
            return true;
        }
        return melds == 0 && (sevenPairs != SevenPairs.NONE && Decomposer.isSevenPairs(counts, sevenPairs == SevenPairs.FOUR_AS_TWO)
                || thirteenOrphans && Decomposer.thirteenOrphansPair(counts) >= 0);
    }

    /**
     * The kinds (a bit per kind index) that complete a waiting hand of 13 − 3·melds concealed tiles,
     * none held four times among them; {@code counts} is changed while looking and restored. When the
     * shapes are the shanten tables' forms these give the waits ({@link Waits#mask}; 龙七对 adds the one
     * odd kind); otherwise a hand one tile from complete is tried kind by kind.
     */
    public long completing(int[] counts, int melds) {
        return completing(counts, melds, Shanten.ofValid(counts, melds, set));
    }

    /**
     * Whether the shanten tables' forms ({@link Shanten#ofValid}: four sets and a pair, seven different pairs, and
     * thirteen orphans on a set with honours) are these shapes, 龙七对's four-as-two pairs apart.
     */
    public boolean tableForms() {
        return sevenPairs != SevenPairs.NONE && thirteenOrphans == set.hasHonors();
    }

    /**
     * {@link #completing(int[], int)} of a hand whose shanten by the shanten tables' forms
     * ({@link Shanten#ofValid}) the caller has worked out already: {@code shanten}.
     */
    public long completing(int[] counts, int melds, int shanten) {
        boolean dragonWait = melds == 0 && sevenPairs == SevenPairs.FOUR_AS_TWO && oneOdd(counts) >= 0;
        boolean near = shanten <= 0;
        if (tableForms()) {
            // the shanten tables' forms are these shapes (seven different pairs): their waits, and the 龙 one
            return (near ? Waits.mask(counts, melds, set) : 0) | (dragonWait ? 1L << oneOdd(counts) : 0);
        }
        if (!near && !dragonWait) {
            return 0;
        }
        long kinds = 0;
        for (int k = 0; k < set.kindCount(); k++) {
            if (counts[k] < 4) {
                counts[k]++;
                kinds |= complete(counts, melds) ? 1L << k : 0;
                counts[k]--;
            }
        }
        return kinds;
    }

    /** The one kind held an odd number of times, or −1 when there is none or more than one. */
    private int oneOdd(int[] counts) {
        int odd = -1;
        for (int k = 0; k < set.kindCount(); k++) {
            if ((counts[k] & 1) != 0) {
                if (odd >= 0) {
                    return -1;
                }
                odd = k;
            }
        }
        return odd;
    }

    /** The kinds of a mask, in kind order. */
    public static List<TileKind> kinds(long mask) {
        List<TileKind> out = new ArrayList<>();
        for (long m = mask; m != 0; m &= m - 1) {
            out.add(TileKind.of(Long.numberOfTrailingZeros(m)));
        }
        return out;
    }
}
