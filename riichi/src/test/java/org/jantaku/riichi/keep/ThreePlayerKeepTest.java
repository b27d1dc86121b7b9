package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.FinalScores;
import org.junit.jupiter.api.Test;

/**
 * Scorekeeping at a three-player table ({@code tenhou-sanma}): a whole hanchan of reported events
 * whose scores are worked out by hand from the rules (docs/sanma.md): 35,000 each, ツモ損, 200 a
 * honba (100 from each of two on a self-draw), 2,000 noten payments, a reverse mangan among three,
 * 東1-東3 then 南1-南3, uma +20 / 0 / −20 and oka 15,000 to the top, exact tenths.
 */
class ThreePlayerKeepTest {
    private static KeepSession sanma() {
        return new KeepSession(RiichiPresets.byName("tenhou-sanma").orElseThrow());
    }

    private static KeepState report(KeepSession s, Report r) {
        return s.report(r).state();
    }

    @Test
    void wholeHanchanByHand() {
        KeepSession s = sanma();
        assertThat(s.state().scores()).containsExactly(35000, 35000, 35000);
        assertThat(s.state().roundName()).isEqualTo("E1");

        // E1, seat 0 deals. Seat 1 riichi, tsumo 3 han 30 fu (base 960): the dealer 1,920 → 2,000, seat 2
        // 960 → 1,000; nobody pays the absent North's share (ツモ損); the stick back.
        report(s, R.riichi(1));
        KeepState st = report(s, R.tsumo(1, 3, 30));
        assertThat(st.scores()).containsExactly(33000, 38000, 34000);
        assertThat(st.roundName()).isEqualTo("E2");
        assertThat(st.dealer()).isEqualTo(1);

        // E2: the dealer's mangan tsumo: 4,000 from each of the two.
        st = report(s, R.tsumo(1, 5, 0));
        assertThat(st.scores()).containsExactly(29000, 46000, 30000);
        assertThat(st.honba()).isEqualTo(1);
        assertThat(st.dealer()).isEqualTo(1);

        // E2-1: drawn, only seat 0 tenpai: 1,000 from each noten (2,000 in all); the dealer is noten,
        // the deal passes, the honba goes on (riichi.honbaOnDraw=always).
        st = report(s, R.draw(0));
        assertThat(st.scores()).containsExactly(31000, 45000, 29000);
        assertThat(st.roundName()).isEqualTo("E3");
        assertThat(st.dealer()).isEqualTo(2);
        assertThat(st.honba()).isEqualTo(2);

        // E3-2: seat 0 tsumo 4 han 30 fu (base 1,920): dealer 3,840 → 3,900 + 200 honba, seat 1 1,920 →
        // 2,000 + 200 (100 a honba from each of two).
        st = report(s, R.tsumo(0, 4, 30));
        assertThat(st.scores()).containsExactly(37300, 42800, 24900);
        // after 東3 comes 南1: a wind has three hands
        assertThat(st.roundName()).isEqualTo("S1");
        assertThat(st.round()).isEqualTo(4);
        assertThat(st.dealer()).isEqualTo(0);
        assertThat(st.honba()).isZero();

        // S1: seat 2 riichi, rons seat 1 for 3 han 40 fu (base 1,280 × 4 = 5,120 → 5,200) and the stick.
        report(s, R.riichi(2));
        st = report(s, R.ron(2, 1, 3, 40));
        assertThat(st.scores()).containsExactly(37300, 37600, 30100);
        assertThat(st.roundName()).isEqualTo("S2");

        // S2: drawn, seats 1 and 2 tenpai: seat 0 pays each 1,000; the dealer (1) keeps the deal.
        st = report(s, R.draw(1, 2));
        assertThat(st.scores()).containsExactly(35300, 38600, 31100);
        assertThat(st.dealer()).isEqualTo(1);
        assertThat(st.honba()).isEqualTo(1);

        // S2-1: seat 2 lays down a false win: chombo, a reverse mangan as a self-draw with ツモ損 would
        // cost: 4,000 to the dealer, 2,000 to seat 0; the hand is replayed (7-02 d).
        st = report(s, R.foul("7-05-01", 2, Fact.EXPOSED));
        assertThat(st.scores()).containsExactly(37300, 42600, 25100);
        assertThat(st.roundName()).isEqualTo("S2");
        assertThat(st.honba()).isEqualTo(1);

        // S2-1 replayed: seat 0 rons the dealer for 2 han 30 fu: 2,000 + 200 for the honba.
        st = report(s, R.ron(0, 1, 2, 30));
        assertThat(st.scores()).containsExactly(39500, 40400, 25100);
        assertThat(st.roundName()).isEqualTo("S3");
        assertThat(st.dealer()).isEqualTo(2);

        // S3 (all last): the dealer rons seat 0 for 3 han 30 fu (960 × 6 = 5,760 → 5,800); he is not
        // first, so he deals again.
        st = report(s, R.ron(2, 0, 3, 30));
        assertThat(st.scores()).containsExactly(33700, 40400, 30900);
        assertThat(st.phase()).isEqualTo(KeepState.Phase.PLAYING);
        assertThat(st.honba()).isEqualTo(1);

        // S3-1: seat 1 tsumo 1 han 40 fu (base 320): dealer 640 → 700 + 100, seat 0 320 → 400 + 100. The
        // deal would pass after the last hand: the game is over.
        st = report(s, R.tsumo(1, 1, 40));
        assertThat(st.scores()).containsExactly(33200, 41700, 30100);
        assertThat(st.phase()).isEqualTo(KeepState.Phase.OVER);

        // 1st 41,700: +1.7 + 20 uma + 15 oka = 36.7; 2nd 33,200: −6.8; 3rd 30,100: −9.9 − 20 = −29.9.
        FinalScores.Result r = st.result().orElseThrow();
        assertThat(r.ranks()).containsExactly(2, 1, 3);
        assertThat(List.of(r.pointsText(0), r.pointsText(1), r.pointsText(2))).containsExactly("-6.8", "36.7", "-29.9");
    }

    @Test
    void northBisectionSplitsTheAbsentShare() {
        RuleSet rules = RiichiPresets.byName("tenhou-sanma").orElseThrow().rules().with(RiichiRules.TSUMO_LOSS, "bisection");
        KeepSession s = new KeepSession(rules);
        // a non-dealer mangan: the North's 2,000 split, 1,000 more from each payer
        assertThat(report(s, R.tsumo(1, 5, 0)).scores()).containsExactly(30000, 43000, 32000);
        // seat 1 now deals: a dealer mangan, 4,000 + the North's 4,000 / 2 from each of the two
        assertThat(report(s, R.tsumo(1, 5, 0)).scores()).containsExactly(24000, 55000, 26000);
    }

    @Test
    void aHandByItsTilesCountsTheNorthsSetAside() throws Exception {
        KeepSession s = sanma();
        var json = new ObjectMapper().readTree("""
                {"type":"win","winners":[{"seat":1,"hand":{"hand":"123456789p23455s","win":"2s","dora":["1z"],"nuki":2}}]}""");
        // pinfu, tsumo, ittsu (4 han) and two Norths: 6 han, a haneman (base 3,000): 6,000 + 3,000
        KeepState st = report(s, KeepJson.report(json, "tenhou-sanma"));
        assertThat(st.scores()).containsExactly(29000, 44000, 32000);
    }

    @Test
    void penaltyPaidToEachOtherPlayerPaysTwo() {
        RuleSet rules = RiichiPresets.byName("tenhou-sanma").orElseThrow().rules()
                .with(org.jantaku.riichi.penalty.Penalties.key("7-01"), "g");
        KeepSession s = new KeepSession(rules);
        // a chombo under 7-01 g: 3,000 to each other player, of whom there are two
        assertThat(report(s, R.foul("7-05-01", 0, Fact.EXPOSED)).scores()).containsExactly(29000, 38000, 38000);
    }

    @Test
    void aFourthSeatIsRefused() {
        KeepSession s = sanma();
        assertThatThrownBy(() -> s.report(R.riichi(3))).isInstanceOf(KeepException.class)
                .hasMessageContaining("0-2");
        assertThatThrownBy(() -> s.report(R.ron(0, 3, 1, 30))).isInstanceOf(KeepException.class);
        assertThatThrownBy(() -> s.report(R.draw(3))).isInstanceOf(KeepException.class);
        assertThat(s.state().scores()).containsExactly(35000, 35000, 35000);
        assertThat(s.log()).isEmpty();
    }

    @Test
    void fourPlayerNotenPaymentsUnchanged() {
        KeepSession s = new KeepSession(RiichiPresets.byName("tenhou").orElseThrow());
        assertThat(report(s, R.draw(0)).scores()).containsExactly(28000, 24000, 24000, 24000);
        assertThat(report(s, R.draw(0, 1)).scores()).containsExactly(29500, 25500, 22500, 22500);
    }
}
