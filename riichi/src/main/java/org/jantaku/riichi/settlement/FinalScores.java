package org.jantaku.riichi.settlement;

import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Places;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * The end of a game (終局): leftover riichi sticks, ranks, uma and oka, and the final rounding.
 *
 * <p>Points are in tenths of a thousand (46.0 = 460), so that exact results need no floating point.
 * With {@code riichi.finalRounding=goshaRokunyu} (五捨六入) 2nd to 4th place round (score − return)
 * to thousands, a remainder of 500 or less going towards zero and more going away from it, and 1st
 * place takes what makes the points sum to zero (its uma and the oka included); with
 * {@code shishaGonyu} (四捨五入, Tenhou's way until 2020 at least) 2nd to 4th round their score itself to
 * thousands, 500 going away from zero (38,500 → 39, −7,500 → −8), before the return is taken off;
 * with {@code ceil2to4TopTakesRest} 2nd to 4th round up; with {@code exact} (Tenhou now) nothing is
 * rounded and points keep their tenths.
 */
public final class FinalScores {
    private FinalScores() {
    }

    /**
     * The result of a game.
     *
     * @param scores final scores, leftover riichi sticks included (by seat)
     * @param ranks 1-4 by seat (1-3 with three players)
     * @param points final points in tenths of a thousand, uma and oka included (by seat)
     */
    public record Result(List<Integer> scores, List<Integer> ranks, List<Integer> points) {
        public Result {
            scores = List.copyOf(scores);
            ranks = List.copyOf(ranks);
            points = List.copyOf(points);
        }

        /** Points as text with one decimal, e.g. {@code 46.0}, {@code -8.0}. */
        public String pointsText(int seat) {
            int p = points.get(seat);
            return (p < 0 ? "-" : "") + Math.abs(p) / 10 + "." + Math.abs(p) % 10;
        }
    }

    /**
     * Settles a finished game.
     *
     * @param scores scores by seat after the last hand
     * @param firstDealer the seat of the first dealer (起家), for the seat-order tie-break
     * @param riichiSticks sticks still on the table
     */
    public static Result settle(int[] scores, int firstDealer, int riichiSticks, RuleSet rules) {
        return settle(scores, Places.order(scores, firstDealer), riichiSticks, rules,
                rules.get(RiichiRules.TIE_BREAK).equals("split"));
    }

    /**
     * Settles a finished game whose places are given, as when a chombo lowered a player's rank
     * (penalty 7-01-01 b): {@code order} lists the seats from first to last place. Equal scores are
     * not split then ({@code riichi.tieBreak}): the given places stand.
     */
    public static Result settleInPlaces(int[] scores, int[] order, int riichiSticks, RuleSet rules) {
        return settle(scores, order.clone(), riichiSticks, rules, false);
    }

    private static Result settle(int[] scores, int[] order, int riichiSticks, RuleSet rules, boolean splitTies) {
        int[] finalScores = scores.clone();
        if (rules.get(RiichiRules.LEFTOVER_DEPOSITS).equals("toTop")) {
            finalScores[order[0]] += riichiSticks * rules.get(RiichiRules.RIICHI_DEPOSIT);
        }
        int n = scores.length;
        int[] ranks = new int[n];
        for (int place = 0; place < n; place++) {
            ranks[order[place]] = place + 1;
        }
        int returnPoints = rules.get(RiichiRules.RETURN_POINTS);
        int oka = rules.get(RiichiRules.OKA).equals("toTop")
                ? n * (returnPoints - rules.get(RiichiRules.STARTING_POINTS)) : 0;
        List<Integer> uma = rules.get(RiichiRules.UMA);
        boolean negative = rules.get(RiichiRules.NEGATIVE_SETTLEMENT);
        String rounding = rules.get(RiichiRules.FINAL_ROUNDING);
        int[] points = new int[n];
        int others = 0;
        for (int place = 1; place < n; place++) {
            int seat = order[place];
            int score = negative ? finalScores[seat] : Math.max(0, finalScores[seat]);
            points[seat] = round(score, returnPoints, rounding) + 10 * uma.get(place);
            others += points[seat];
        }
        int top = order[0];
        if (rounding.equals("exact")) {
            int raw = (negative ? finalScores[top] : Math.max(0, finalScores[top])) - returnPoints;
            points[top] = raw / 100 + 10 * uma.get(0) + oka / 100;
        } else {
            points[top] = -others;
        }
        if (splitTies) {
            splitTies(finalScores, order, points);
        }
        return new Result(box(finalScores), box(ranks), box(points));
    }

    /** (score − return) in tenths of a thousand, rounded to whole thousands as the option says. */
    private static int round(int score, int returnPoints, String rounding) {
        int raw = score - returnPoints;
        return switch (rounding) {
            case "shishaGonyu" -> {
                int thousands = (Math.abs(score) + 500) / 1000;
                yield 10 * (score < 0 ? -thousands : thousands) - returnPoints / 100;
            }
            case "goshaRokunyu" -> {
                int thousands = Math.abs(raw) / 1000;
                int rest = Math.abs(raw) % 1000;
                int magnitude = rest > 500 ? thousands + 1 : thousands;
                yield 10 * (raw < 0 ? -magnitude : magnitude);
            }
            case "ceil2to4TopTakesRest" -> 10 * Math.floorDiv(raw + 999, 1000);
            default -> raw / 100;
        };
    }

    /** With {@code riichi.tieBreak=split}, players with equal scores share their places' points equally. */
    private static void splitTies(int[] scores, int[] order, int[] points) {
        int i = 0;
        while (i < scores.length) {
            int j = i;
            while (j + 1 < scores.length && scores[order[j + 1]] == scores[order[i]]) {
                j++;
            }
            if (j > i) {
                int sum = 0;
                for (int k = i; k <= j; k++) {
                    sum += points[order[k]];
                }
                int n = j - i + 1;
                for (int k = i; k <= j; k++) {
                    points[order[k]] = sum / n + (k - i < Math.floorMod(sum, n) ? 1 : 0);
                }
            }
            i = j + 1;
        }
    }

    private static List<Integer> box(int[] a) {
        Integer[] out = new Integer[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i];
        }
        return List.of(out);
    }
}
