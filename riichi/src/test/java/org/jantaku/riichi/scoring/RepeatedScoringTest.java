package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A scorer keeps the thread's last answer ({@link RiichiScorer#score}): asked again for the same
 * hand it answers the same, and the answer of one rule set is never given for another.
 */
class RepeatedScoringTest {
    private static final String OPEN_TANYAO = "234m567p234s88p";

    private static WinRequest openTanyao() {
        return Scoring.hands(OPEN_TANYAO, "4s", "chi:678s", "").request();
    }

    @Test
    void theSameHandAskedTwiceIsScoredTheSame() {
        RiichiScorer scorer = Scoring.scorer("tenhou");
        ScoreOutcome first = scorer.score(openTanyao());
        ScoreOutcome again = scorer.score(openTanyao());
        assertThat(again).isEqualTo(first);
        assertThat(Scoring.scored(again).cost().total()).isEqualTo(1000);
    }

    @Test
    void rulesThatDifferAnswerForThemselvesOnTheSameHand() {
        RiichiScorer kuitan = Scoring.scorer("tenhou");
        RiichiScorer noKuitan = Scoring.scorer("tenhou;kuitan=false");
        WinRequest hand = openTanyao();
        for (int i = 0; i < 3; i++) {
            assertThat(Scoring.code(noKuitan.score(hand))).isEqualTo("no_yaku");
            assertThat(Scoring.scored(kuitan.score(hand)).score().han()).isEqualTo(1);
        }
    }

    @Test
    void aHandThatDiffersOnlyInItsSituationIsScoredAgain() {
        RiichiScorer scorer = Scoring.scorer("tenhou");
        ScoreOutcome ron = scorer.score(openTanyao());
        ScoreOutcome honba = scorer.score(Scoring.hands(OPEN_TANYAO, "4s", "chi:678s", "honba=2").request());
        assertThat(Scoring.scored(honba).cost().total()).isEqualTo(Scoring.scored(ron).cost().total() + 600);
    }
}
