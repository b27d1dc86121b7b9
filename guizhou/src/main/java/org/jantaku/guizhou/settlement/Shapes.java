package org.jantaku.guizhou.settlement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.Decomposer;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.guizhou.rules.GuizhouRules;

/**
 * Winning shapes and their patterns: four sets (melds included) and a pair, or seven pairs of a
 * concealed hand where four of a kind counts as two pairs (a 龙). Counts are by kind index (34
 * entries, the honours empty).
 */
public final class Shapes {
    /** The 27 kinds of the 108-tile set. */
    public static final int KINDS = 27;

    private Shapes() {
    }

    /**
     * Whether concealed counts with {@code melds} melds form a winning hand (the table-driven shanten
     * of the 108-tile set for four sets and a pair or seven different pairs; then 龙 seven pairs).
     */
    public static boolean isComplete(int[] concealed, int melds) {
        int total = 0;
        for (int k = 0; k < KINDS; k++) {
            total += concealed[k];
        }
        if (total != 14 - 3 * melds) {
            return false;
        }
        return Shanten.ofValid(concealed, melds, TileSet.SUITS_108) == -1 || melds == 0 && Decomposer.isSevenPairs(concealed, true);
    }

    /**
     * The highest pattern of a complete hand, or empty when the hand is not complete.
     *
     * @param concealed the concealed counts (the winning tile included)
     * @param melds the melds
     */
    public static Optional<Pattern> pattern(int[] concealed, List<Meld> melds, RuleSet rules) {
        if (!isComplete(concealed, melds.size())) {
            return Optional.empty();
        }
        boolean oneSuit = oneSuit(concealed, melds);
        Pattern best = oneSuit ? Pattern.QING_YI_SE : Pattern.PING_HU;
        if (allTriplets(concealed)) {
            best = higher(best, oneSuit ? Pattern.QING_DA_DUI : Pattern.DA_DUI_ZI, rules);
        }
        if (melds.isEmpty() && Decomposer.isSevenPairs(concealed, true)) {
            int dragons = 0;
            for (int n : concealed) {
                dragons += n == 4 ? 1 : 0;
            }
            if (dragons >= 2 && rules.get(GuizhouRules.SHUANGLONG).equals("disabled")) {
                dragons = 1;
            }
            Pattern pairs = switch (Math.min(dragons, 2)) {
                case 0 -> oneSuit ? Pattern.QING_QI_DUI : Pattern.XIAO_QI_DUI;
                case 1 -> oneSuit ? Pattern.QING_LONG_QI_DUI : Pattern.LONG_QI_DUI;
                default -> oneSuit ? Pattern.QING_SHUANG_LONG_QI_DUI : Pattern.SHUANG_LONG_QI_DUI;
            };
            best = higher(best, pairs, rules);
        }
        return Optional.of(best);
    }

    private static Pattern higher(Pattern a, Pattern b, RuleSet rules) {
        return b.value(rules) > a.value(rules) ? b : a;
    }

    /** Concealed tiles that are triplets and one pair (the melds are all triplets or kongs: no 吃). */
    private static boolean allTriplets(int[] c) {
        int pairs = 0;
        for (int n : c) {
            switch (n) {
                case 0, 3 -> { }
                case 2 -> pairs++;
                default -> {
                    return false;
                }
            }
        }
        return pairs == 1;
    }

    private static boolean oneSuit(int[] concealed, List<Meld> melds) {
        int suits = 0;
        for (int s = 0; s < 3; s++) {
            boolean any = false;
            for (int k = s * 9; k < s * 9 + 9; k++) {
                any |= concealed[k] > 0;
            }
            for (Meld m : melds) {
                any |= m.tile().index() / 9 == s;
            }
            suits += any ? 1 : 0;
        }
        return suits == 1;
    }

    /**
     * The waits (叫) of a waiting hand: each kind that completes it, in kind order, leaving out kinds
     * the player already holds all four of (concealed or melded).
     *
     * @param concealed 13 − 3·melds concealed tiles by kind
     */
    public static List<TileKind> waits(int[] concealed, List<Meld> melds) {
        List<TileKind> out = new ArrayList<>();
        for (long m = waitMask(concealed, melds); m != 0; m &= m - 1) {
            out.add(TileKind.of(Long.numberOfTrailingZeros(m)));
        }
        return out;
    }

    /**
     * {@link #waits} as a bit per kind index: the four-sets-and-a-pair and seven-different-pairs waits
     * from the shanten tables (asked only of a hand one tile from complete), and the seven-pairs wait
     * with a 龙 (all kinds even but one); then kinds owned four times left out.
     */
    public static long waitMask(int[] concealed, List<Meld> melds) {
        int m = melds.size();
        long mask = Shanten.ofValid(concealed, m, TileSet.SUITS_108) <= 0 ? Waits.mask(concealed, m, TileSet.SUITS_108) : 0;
        if (m == 0) {
            int odd = -1;
            for (int k = 0; k < KINDS && odd != -2; k++) {
                if ((concealed[k] & 1) != 0) {
                    odd = odd == -1 ? k : -2;
                }
            }
            mask |= odd >= 0 ? 1L << odd : 0;
        }
        for (Meld meld : melds) {
            if (concealed[meld.tile().index()] + meld.kind().size() >= 4) {
                mask &= ~(1L << meld.tile().index());
            }
        }
        return mask;
    }

    /**
     * Whether some discard could leave 14 − 3·melds concealed tiles without melds ready: no discard can
     * when the hand is more than one tile from complete and its odd counts are neither none nor two.
     */
    public static boolean mayBeReadyAfterDiscard(int[] concealed) {
        int odd = 0;
        for (int k = 0; k < KINDS; k++) {
            odd += concealed[k] & 1;
        }
        return odd == 0 || odd == 2 || Shanten.ofValid(concealed, 0, TileSet.SUITS_108) <= 0;
    }

    /** Whether a waiting hand is ready (有叫). */
    public static boolean isReady(int[] concealed, List<Meld> melds) {
        return waitMask(concealed, melds) != 0;
    }
}
