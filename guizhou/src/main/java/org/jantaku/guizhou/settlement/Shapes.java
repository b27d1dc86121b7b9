package org.jantaku.guizhou.settlement;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.Decomposer;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
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
        int[] owned = concealed.clone();
        for (Meld m : melds) {
            owned[m.tile().index()] += m.kind().size();
        }
        List<TileKind> out = new java.util.ArrayList<>();
        int[] c = concealed.clone();
        for (int k = 0; k < KINDS; k++) {
            if (owned[k] >= 4) {
                continue;
            }
            c[k]++;
            if (isComplete(c, melds.size())) {
                out.add(TileKind.of(k));
            }
            c[k]--;
        }
        return out;
    }

    /** Whether a waiting hand is ready (有叫). */
    public static boolean isReady(int[] concealed, List<Meld> melds) {
        return !waits(concealed, melds).isEmpty();
    }
}
