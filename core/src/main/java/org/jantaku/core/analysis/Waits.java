package org.jantaku.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/** Waits (待ち / 听牌) of a hand of 3n+1 concealed tiles, and whether it is tenpai under a rule. */
public final class Waits {
    private Waits() {
    }

    /**
     * Bit {@code k} set for each kind {@code k} that completes the hand. A kind the player already
     * holds four of among the concealed tiles is never a wait.
     *
     * @throws IllegalArgumentException unless the counts hold at most {@code 13 − 3·melds} tiles
     */
    public static long mask(int[] counts, int melds, TileSet set) {
        Shanten.check(counts, melds, set);
        int total = 0;
        for (int n : counts) {
            total += n;
        }
        if (total > 13 - 3 * melds) {
            throw new IllegalArgumentException("waits are for a waiting hand of at most " + (13 - 3 * melds)
                    + " concealed tiles with " + melds + " meld(s), not " + total);
        }
        ShantenParts parts = new ShantenParts(counts, melds, set);
        long candidates = ShantenParts.completionCandidates(counts, melds, set);
        long mask = 0;
        while (candidates != 0) {
            int k = Long.numberOfTrailingZeros(candidates);
            candidates &= candidates - 1;
            if (counts[k] < 4 && parts.shantenWith(k, 1) == -1) {
                mask |= 1L << k;
            }
        }
        return mask;
    }

    /** The waits of a 13-tile hand (counting melds as three) on the 136-tile set. */
    public static List<Wait> of(Hand hand) {
        return of(hand, TileSet.STANDARD_136);
    }

    /** The waits of a 13-tile hand (counting melds as three). */
    public static List<Wait> of(Hand hand, TileSet set) {
        if (hand.isFull()) {
            throw new IllegalArgumentException("waits are for a hand of 13 tiles; this one has 14");
        }
        int[] counts = hand.concealedCounts();
        int[] own = hand.allCounts();
        long mask = mask(counts, hand.melds().size(), set);
        List<Wait> out = new ArrayList<>();
        for (int k = 0; k < set.kindCount(); k++) {
            if ((mask & (1L << k)) != 0) {
                out.add(new Wait(TileKind.of(k), own[k]));
            }
        }
        return out;
    }

    /** Tenpai under a rule: at least one wait, and under {@link TenpaiRule#NOT_ALL_OWN_COPIES} one the player does not hold all of. */
    public static boolean isTenpai(Hand hand, TenpaiRule rule, TileSet set) {
        List<Wait> waits = of(hand, set);
        return switch (rule) {
            case ANY_WAIT -> !waits.isEmpty();
            case NOT_ALL_OWN_COPIES -> waits.stream().anyMatch(w -> !w.exhaustedByOwnTiles());
        };
    }

}
