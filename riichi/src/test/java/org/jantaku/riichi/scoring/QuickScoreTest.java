package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.api.Test;

class QuickScoreTest {
    static final RiichiScorer SCORER = new RiichiScorer(RiichiPresets.SCORE_DEFAULT.rules());

    static ScoreOutcome.Scored scored(Hands h) {
        ScoreOutcome o = SCORER.score(h.request());
        assertThat(o).isInstanceOf(ScoreOutcome.Scored.class);
        return (ScoreOutcome.Scored) o;
    }

    @Test
    void contractPinfuTsumo() {
        ScoreOutcome.Scored s = scored(Hands.of("234m56799p234678s", "8s").tsumo().riichi());
        assertThat(s.score().han()).isEqualTo(3);
        assertThat(s.score().fu()).isEqualTo(20);
        assertThat(s.cost()).isEqualTo(new Cost(1300, 700, 0, 0, 0, 2700));
    }

    @Test
    void contractKuitanOff() {
        RiichiScorer noKuitan = new RiichiScorer(RuleSet.of(RiichiRules.CATALOG, java.util.Map.of("riichi.kuitan", false)));
        ScoreOutcome o = noKuitan.score(Hands.of("234m678p33s", "3s", "chi:456s", "pon:888m").request());
        assertThat(o).isEqualTo(new ScoreOutcome.Rejected("no_yaku", ""));
    }
}
