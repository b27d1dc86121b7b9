package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** 流し満貫 is paid as a mangan tsumo (nagashi_mangan, 5 han), whatever the tiles. */
class NagashiTest {

    @Test
    void nonDealerNagashiIsAManganTsumo() {
        // the hand need not be complete
        ScoreOutcome.Scored s = Scoring.scored(Scoring.score("tenhou", "129m19p19s1234567z", "7z", null, "tsumo nagashi"));
        assertThat(Scoring.yaku(s.score())).containsExactly(java.util.Map.entry("nagashi_mangan", 5));
        assertThat(s.score().han()).isEqualTo(5);
        assertThat(s.score().level()).isEqualTo("mangan");
        assertThat(s.score().basePoints()).isEqualTo(2000);
        assertThat(s.cost()).isEqualTo(new Cost(4000, 2000, 0, 0, 0, 8000));
    }

    /**
     * The contract's {@code tsumo} defaults to false, so a nagashi line usually says nothing about it;
     * nagashi mangan is still paid as a mangan tsumo (spec riichi-options.md §1.7 "You are paid as a
     * mangan tsumo"), never as one player's 8000 ron.
     */
    @Test
    void nagashiWithoutTheTsumoFlagIsStillPaidAsATsumo() {
        ScoreOutcome.Scored s = Scoring.scored(Scoring.score("tenhou", "129m19p19s1234567z", "7z", null, "nagashi"));
        assertThat(s.cost()).isEqualTo(new Cost(4000, 2000, 0, 0, 0, 8000));
    }

    @Test
    void dealerNagashi() {
        ScoreOutcome.Scored s = Scoring.scored(Scoring.score("tenhou", "129m19p19s1234567z", "7z", null, "dealer tsumo nagashi"));
        assertThat(s.cost()).isEqualTo(new Cost(4000, 4000, 0, 0, 0, 12000));
    }
}
