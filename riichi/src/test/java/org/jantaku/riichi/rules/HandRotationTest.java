package org.jantaku.riichi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** {@link HandRotation#after}: what follows a hand, for the game and the club keeping alike. */
class HandRotationTest {
    private static final RuleSet TENHOU = RiichiPresets.TENHOU.rules();

    @Test
    void bustEndsTheGameFirst() {
        assertThat(HandRotation.after(TENHOU, 0, 0, 0, new int[] {50000, 30000, 21000, -1000}, true, true, false))
                .isEqualTo(new HandRotation.Over(HandRotation.End.BUST));
    }

    @Test
    void renchanKeepsRoundAndDealerWithOneMoreHonba() {
        assertThat(HandRotation.after(TENHOU, 2, 2, 1, new int[] {25000, 25000, 25000, 25000}, true, false, true))
                .isEqualTo(new HandRotation.Next(new HandRotation.Deal(2, 2, 2)));
    }

    @Test
    void aNonDealerWinPassesTheDealAndClearsTheHonba() {
        assertThat(HandRotation.after(TENHOU, 3, 3, 2, new int[] {25000, 25000, 25000, 25000}, false, true, false))
                .isEqualTo(new HandRotation.Next(new HandRotation.Deal(4, 0, 0)));
    }

    @Test
    void allLastDealerFirstAboveTheThresholdStops() {
        int[] scores = {20000, 20000, 20000, 40000};
        assertThat(HandRotation.after(TENHOU, 7, 3, 0, scores, true, true, false))
                .isEqualTo(new HandRotation.Over(HandRotation.End.AGARI_YAME));
        assertThat(HandRotation.after(TENHOU, 7, 3, 0, scores, true, false, true))
                .isEqualTo(new HandRotation.Over(HandRotation.End.TENPAI_YAME));
    }

    @Test
    void kyotoDealerNotFirstChooses() {
        RuleSet kyoto = TENHOU.with(RiichiRules.AGARI_YAME, "kyoto");
        assertThat(HandRotation.after(kyoto, 7, 3, 1, new int[] {40000, 20000, 20000, 20000}, true, true, false))
                .isEqualTo(new HandRotation.DealerChoice(RiichiRules.AGARI_YAME, new HandRotation.Deal(7, 3, 2)));
    }

    @Test
    void suddenDeathGoesOnUntilSomeoneReachesTheThreshold() {
        int[] below = {26000, 25000, 25000, 24000};
        assertThat(HandRotation.after(TENHOU, 7, 3, 0, below, false, true, false))
                .isEqualTo(new HandRotation.Next(new HandRotation.Deal(8, 0, 0)));
        assertThat(HandRotation.after(TENHOU, 7, 3, 0, new int[] {31000, 25000, 25000, 19000}, false, true, false))
                .isEqualTo(new HandRotation.Over(HandRotation.End.LAST_HAND));
        assertThat(HandRotation.after(TENHOU.with(RiichiRules.EXTENSION, "none"), 7, 3, 0, below, false, true, false))
                .isEqualTo(new HandRotation.Over(HandRotation.End.LAST_HAND));
    }
}
