package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;

/**
 * Impossible combinations of situation flags, the nagashi and renhou options, and the tie-break
 * between a true and a counted yakuman (found by the cross-check against an independent scorer).
 */
class SituationRulesTest {
    private static final RiichiScorer DEFAULT = new RiichiScorer(RiichiPresets.SCORE_DEFAULT.rules());

    private static RiichiScorer with(Map<String, ?> overrides) {
        return new RiichiScorer(RuleSet.of(RiichiPresets.TENHOU.rules().catalog(), overrides));
    }

    private static String error(RiichiScorer scorer, Hands h) {
        return ((ScoreOutcome.Rejected) scorer.score(h.request())).code();
    }

    private static ScoreOutcome.Scored scored(RiichiScorer scorer, Hands h) {
        return (ScoreOutcome.Scored) scorer.score(h.request());
    }

    @Test
    void firstTurnWinsCannotComeWithRiichiOrTheLastTile() {
        assertThat(error(DEFAULT, Hands.of("234m456p678s23444s", "4s").renhou().riichi())).isEqualTo("renhou_with_riichi");
        assertThat(error(DEFAULT, Hands.of("234m456p678s23444s", "4s").dealer().tsumo().tenhou().riichi()))
                .isEqualTo("tenhou_with_riichi");
        assertThat(error(DEFAULT, Hands.of("234m456p678s23444s", "4s").tsumo().chiihou().haitei())).isEqualTo("chiihou_with_haitei");
        assertThat(error(DEFAULT, Hands.of("234m456p678s23444s", "4s").renhou().houtei())).isEqualTo("renhou_with_houtei");
    }

    @Test
    void ippatsuEndsWithOwnKan() {
        assertThat(error(DEFAULT, Hands.of("234m456p23444s", "4s", "ankan:1111z").tsumo().riichi().ippatsu().rinshan()))
                .isEqualTo("ippatsu_with_rinshan");
    }

    @Test
    void chankanRobsTheLastCopy() {
        assertThat(error(DEFAULT, Hands.of("234m456p678s23444s", "4s").chankan())).isEqualTo("invalid_input");
        assertThat(scored(DEFAULT, Hands.of("234m456p678s23455s", "2s").chankan()).score().yaku())
                .contains(new YakuHan(Yaku.CHANKAN, 1));
    }

    @Test
    void aTrueYakumanBeatsACountedOneOfEqualPoints() {
        // Four concealed triplets by tsumo, which also read as runs worth 14 han (chinitsu, iipeikou …).
        HandScore s = scored(DEFAULT, Hands.of("444555666777p33p", "5p").tsumo().riichi().ippatsu().dora("6p")).score();
        assertThat(s.yakumanMultiplier()).isEqualTo(1);
        assertThat(s.yaku()).containsExactly(new YakuHan(Yaku.SUUANKOU, 13));
    }

    @Test
    void renhouAsFixedMangan() {
        RiichiScorer fixed = with(Map.of("riichi.renhou", "manganFixed"));
        HandScore small = scored(fixed, Hands.of("234m456p678s23444s", "4s").renhou()).score();
        assertThat(small.yaku()).containsExactly(new YakuHan(Yaku.RENHOU, 5));
        assertThat(small.basePoints()).isEqualTo(2000);
        // A hand worth more than a mangan keeps its own value, without renhou.
        HandScore big = scored(fixed, Hands.of("11223344556677m", "7m").renhou()).score();
        assertThat(big.limit()).isEqualTo(Limit.BAIMAN);
        assertThat(big.yaku()).extracting(YakuHan::yaku).doesNotContain(Yaku.RENHOU);
        // The contract's reading adds 5 han to the hand's yaku.
        assertThat(scored(DEFAULT, Hands.of("234m456p678s23444s", "4s").renhou()).score().han()).isEqualTo(7);
    }

    @Test
    void nagashiAsDrawPaymentOrAsWin() {
        Hands h = Hands.of("129m19p19s1234567z", "7z").honba(1).sticks(1);
        // Tenhou: a draw payment, no honba, the stick stays on the table (spec §1.7).
        ScoreOutcome.Scored draw = scored(with(Map.of()), h.nagashi());
        assertThat(draw.cost()).isEqualTo(new Cost(4000, 2000, 0, 0, 0, 8000));
        ScoreOutcome.Scored win = scored(with(Map.of("riichi.nagashiMangan", "asWin")), Hands.of("129m19p19s1234567z", "7z")
                .honba(1).sticks(1).nagashi());
        assertThat(win.cost()).isEqualTo(new Cost(4000, 2000, 100, 100, 1000, 9300));
        assertThat(error(with(Map.of("riichi.nagashiMangan", "off")), Hands.of("129m19p19s1234567z", "7z").nagashi()))
                .isEqualTo("invalid_input");
    }

    @Test
    void openRiichiIsScoredWhereTheRulesAllowIt() {
        HandScore s = scored(DEFAULT, Hands.of("234m567p333s789s99p", "9s").openRiichi()).score();
        assertThat(s.yaku()).contains(new YakuHan(Yaku.OPEN_RIICHI, 2));
    }
}
