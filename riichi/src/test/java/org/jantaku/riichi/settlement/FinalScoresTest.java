package org.jantaku.riichi.settlement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Places;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FinalScoresTest {
    private static final RuleSet TENHOU = RiichiPresets.TENHOU.rules();

    private static final RuleSet TENHOU_UNTIL_2020 = TENHOU.with(RiichiRules.FINAL_ROUNDING, "shishaGonyu");

    @Test
    void specRow1Baseline() {
        // shared/spec/riichi-options.md §5 row 1: 45 300 / 28 300 / 16 700 / 9 700 → +55 / +8 / −23 / −40,
        // as Tenhou rounded until 2020 at least; Tenhou now keeps the tenths.
        FinalScores.Result r = FinalScores.settle(new int[] {45300, 28300, 16700, 9700}, 0, 0, TENHOU_UNTIL_2020);
        assertThat(r.points()).containsExactly(550, 80, -230, -400);
        assertThat(r.ranks()).containsExactly(1, 2, 3, 4);
        assertThat(r.pointsText(2)).isEqualTo("-23.0");
        FinalScores.Result now = FinalScores.settle(new int[] {45300, 28300, 16700, 9700}, 0, 0, TENHOU);
        assertThat(now.points()).containsExactly(553, 83, -233, -403);
        assertThat(now.pointsText(3)).isEqualTo("-40.3");
    }

    @Test
    void tenhouNowKeepsTenths() {
        // Issue #24: a 2022/2023 Tenhou game, 53 800 / 16 100 / 29 300 / 800 → 63.8 / −23.9 / 9.3 / −49.2.
        FinalScores.Result r = FinalScores.settle(new int[] {53800, 16100, 29300, 800}, 0, 0, TENHOU);
        assertThat(r.ranks()).containsExactly(1, 3, 2, 4);
        assertThat(r.points()).containsExactly(638, -239, 93, -492);
        assertThat(List.of(r.pointsText(0), r.pointsText(1), r.pointsText(2), r.pointsText(3)))
                .containsExactly("63.8", "-23.9", "9.3", "-49.2");
    }

    @Test
    void tenhouUntil2020RoundsTheScoreHalfAwayFromZero() {
        // Issue #24: 26 900 / 29 200 / 51 400 / −7 500 → −13 / 9 / 62 / −58 (−7 500 → −8, not −7).
        FinalScores.Result r = FinalScores.settle(new int[] {26900, 29200, 51400, -7500}, 0, 0, TENHOU_UNTIL_2020);
        assertThat(r.points()).containsExactly(-130, 90, 620, -580);
        // 38 500 as 2nd → 39 − 30 + 10 = +19; 24 500 as 3rd → 25 − 30 − 10 = −15 (halves go up above zero).
        FinalScores.Result up = FinalScores.settle(new int[] {40000, 38500, 24500, 17000}, 0, 0, TENHOU_UNTIL_2020);
        assertThat(up.points()).containsExactly(-(190 - 150 - 330), 190, -150, -330);
        // 五捨六入 of (score − return) differs on both halves: 38 500 → +8.5 → 8, −7 500 → −37.5 → −37.
        RuleSet gosha = TENHOU.with(RiichiRules.FINAL_ROUNDING, "goshaRokunyu");
        assertThat(FinalScores.settle(new int[] {26900, 29200, 51400, -7500}, 0, 0, gosha).points())
                .containsExactly(-130, 90, 610, -570);
        assertThat(FinalScores.settle(new int[] {40000, 38500, 24500, 17000}, 0, 0, gosha).points().get(1)).isEqualTo(180);
    }

    @Test
    void specRow3SeatOrderBreaksTies() {
        // S (seat 1) and N (seat 3) tied at 30 000, East (seat 0) the first dealer: S ranks above N.
        FinalScores.Result r = FinalScores.settle(new int[] {20000, 30000, 20000, 30000}, 0, 0, TENHOU);
        assertThat(r.ranks()).containsExactly(3, 1, 4, 2);
        // With the first dealer at seat 2, N (seat 3) is nearer and ranks first.
        assertThat(FinalScores.settle(new int[] {20000, 30000, 20000, 30000}, 2, 0, TENHOU).ranks()).containsExactly(4, 2, 3, 1);
    }

    @Test
    void leftoverSticksGoToTheTopOrAreLost() {
        int[] scores = {40000, 30000, 20000, 8000};
        assertThat(FinalScores.settle(scores, 0, 2, TENHOU).scores()).containsExactly(42000, 30000, 20000, 8000);
        RuleSet lost = TENHOU.with(RiichiRules.LEFTOVER_DEPOSITS, "lost");
        assertThat(FinalScores.settle(scores, 0, 2, lost).scores()).containsExactly(40000, 30000, 20000, 8000);
    }

    @Test
    void goshaRokunyuRoundsFiveDownSixUp() {
        // 2nd 30 500 → +0.5 → 0; 3rd 29 400 → −0.6 → −1; 4th 4 500 → −25.5 → −25.
        FinalScores.Result r = FinalScores.settle(new int[] {35600, 30500, 29400, 4500}, 0, 0,
                TENHOU.with(RiichiRules.FINAL_ROUNDING, "goshaRokunyu"));
        assertThat(r.points()).containsExactly(-(100 - 110 - 450), 100, -110, -450);
    }

    @Test
    void exactAndCeilingRounding() {
        int[] scores = {35600, 30500, 29400, 4500};
        RuleSet exact = TENHOU.with(RiichiRules.FINAL_ROUNDING, "exact");
        assertThat(FinalScores.settle(scores, 0, 0, exact).points()).containsExactly(456, 105, -106, -455);
        RuleSet ceil = TENHOU.with(RiichiRules.FINAL_ROUNDING, "ceil2to4TopTakesRest");
        assertThat(FinalScores.settle(scores, 0, 0, ceil).points()).containsExactly(-(110 - 100 - 450), 110, -100, -450);
    }

    @Test
    void splitTieSharesThePlacesPoints() {
        RuleSet split = RuleSet.of(RiichiRules.CATALOG, Map.of(RiichiRules.TIE_BREAK.id(), "split",
                RiichiRules.FINAL_ROUNDING.id(), "exact"));
        FinalScores.Result r = FinalScores.settle(new int[] {40000, 25000, 25000, 10000}, 0, 0, split);
        // 2nd and 3rd: (−5 + 10) and (−5 − 10) shared: −5 each.
        assertThat(r.points()).containsExactly(500, -50, -50, -400);
        assertThat(r.points().stream().mapToInt(Integer::intValue).sum()).isZero();
    }

    @Test
    void resultsAreImmutable() {
        FinalScores.Result r = FinalScores.settle(new int[] {25000, 25000, 25000, 25000}, 0, 0, TENHOU);
        assertThat(r.scores()).isEqualTo(List.of(25000, 25000, 25000, 25000));
        assertThat(r.points().stream().mapToInt(Integer::intValue).sum()).isZero();
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void rankingSortsByScoreThenSeatOrderFromTheFirstDealer(long seed) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        for (int n = 0; n < 500; n++) {
            int[] scores = new int[4];
            for (int seat = 0; seat < 4; seat++) {
                scores[seat] = 1000 * random.nextInt(4); // few values: many ties
            }
            int firstDealer = random.nextInt(4);
            Integer[] expected = {0, 1, 2, 3};
            java.util.Arrays.sort(expected, (a, b) -> scores[a] != scores[b] ? Integer.compare(scores[b], scores[a])
                    : Integer.compare(Math.floorMod(a - firstDealer, 4), Math.floorMod(b - firstDealer, 4)));
            assertThat(Places.order(scores, firstDealer)).as("scores %s, first dealer %d",
                    java.util.Arrays.toString(scores), firstDealer).containsExactly(expected[0], expected[1],
                    expected[2], expected[3]);
        }
    }
}
