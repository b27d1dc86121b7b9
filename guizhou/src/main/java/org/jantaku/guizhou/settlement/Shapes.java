package org.jantaku.guizhou.settlement;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.Reading;
import org.jantaku.core.analysis.Readings;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.WinShapes;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Meld;
import org.jantaku.guizhou.rules.GuizhouRules;

/**
 * Winning shapes and their patterns: four sets (melds included) and a pair, or seven pairs of a
 * concealed hand where four of a kind counts as two pairs (a 龙), read by core's {@link Readings}.
 * Counts are by kind index (34 entries, the honours empty).
 */
public final class Shapes {
    /** The 27 kinds of the 108-tile set. */
    public static final int KINDS = 27;
    /** 捉鸡麻将's winning shapes: four sets and a pair, seven pairs with four of a kind as two (龙七对). */
    public static final WinShapes WIN = new WinShapes(TileSet.SUITS_108, WinShapes.SevenPairs.FOUR_AS_TWO, false);

    private Shapes() {
    }

    /** Whether concealed counts with {@code melds} melds form a winning hand (four sets and a pair, or 七对 with 龙). */
    public static boolean isComplete(int[] concealed, int melds) {
        return WIN.complete(concealed, melds);
    }

    /**
     * The highest pattern of a complete hand, or empty when the hand is not complete.
     *
     * @param concealed the concealed counts (the winning tile included)
     * @param melds the melds
     */
    public static Optional<Pattern> pattern(int[] concealed, List<Meld> melds, RuleSet rules) {
        Readings.Hand hand = Readings.Hand.of(concealed, melds.stream().map(Meld::group).toList(), WIN);
        boolean oneSuit = hand.tiles().suits() == 1;
        Pattern best = oneSuit ? Pattern.QING_YI_SE : Pattern.PING_HU;
        for (Reading r : hand.readings()) {
            if (r.allTriplets()) {
                best = higher(best, oneSuit ? Pattern.QING_DA_DUI : Pattern.DA_DUI_ZI, rules);
            } else if (r.shape() == Reading.Shape.SEVEN_PAIRS) {
                best = higher(best, sevenPairs(concealed, oneSuit, rules), rules);
            }
        }
        return hand.complete() ? Optional.of(best) : Optional.empty();
    }

    /** 小七对 and its 龙 (a four of a kind as two pairs): the pattern by how many 龙 it holds. */
    private static Pattern sevenPairs(int[] concealed, boolean oneSuit, RuleSet rules) {
        int dragons = 0;
        for (int n : concealed) {
            dragons += n == 4 ? 1 : 0;
        }
        if (dragons >= 2 && rules.get(GuizhouRules.SHUANGLONG).equals("disabled")) {
            dragons = 1;
        }
        return switch (Math.min(dragons, 2)) {
            case 0 -> oneSuit ? Pattern.QING_QI_DUI : Pattern.XIAO_QI_DUI;
            case 1 -> oneSuit ? Pattern.QING_LONG_QI_DUI : Pattern.LONG_QI_DUI;
            default -> oneSuit ? Pattern.QING_SHUANG_LONG_QI_DUI : Pattern.SHUANG_LONG_QI_DUI;
        };
    }

    private static Pattern higher(Pattern a, Pattern b, RuleSet rules) {
        return b.value(rules) > a.value(rules) ? b : a;
    }

    /**
     * The waits (叫) of a waiting hand: each kind that completes it, in kind order, leaving out kinds
     * the player already holds all four of (concealed or melded).
     *
     * @param concealed 13 − 3·melds concealed tiles by kind
     */
    public static List<TileKind> waits(int[] concealed, List<Meld> melds) {
        return WinShapes.kinds(waitMask(concealed, melds));
    }

    /** {@link #waits} as a bit per kind index: the winning shapes' completions, kinds owned four times left out. */
    public static long waitMask(int[] concealed, List<Meld> melds) {
        long mask = WIN.completing(concealed, melds.size());
        for (Meld meld : melds) {
            if (concealed[meld.kind().index()] + meld.shape().size() >= 4) {
                mask &= ~(1L << meld.kind().index());
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

    /** Whether a meld is a 豆 that scores (点豆, 闷豆, 转弯豆): a kong not made late. */
    public static boolean isScoringDou(Meld meld) {
        return meld.shape().isKong() && !meld.late();
    }

    /** Whether a meld is a 豆 that passes for winning on a discard: a kong, a late one only with {@code delayedKongIsPass}. */
    public static boolean isPassDou(Meld meld, boolean delayedKongIsPass) {
        return meld.shape().isKong() && (!meld.late() || delayedKongIsPass);
    }

    /** Whether a waiting hand is ready (有叫). */
    public static boolean isReady(int[] concealed, List<Meld> melds) {
        return waitMask(concealed, melds) != 0;
    }
}
