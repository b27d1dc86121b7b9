package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jantaku.riichi.keep.R.foul;

import java.util.stream.IntStream;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.penalty.Call;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Who deals after a chombo (7-02 of seed 000): a 連莊 (the dealer keeps the deal; like every 連荘 it adds a honba),
 * b a dealer's chombo passes the deal and a non-dealer's is a 連莊, c 流莊 (the deal passes), d 「當作本局什麼都沒有發生,
 * 以相同條件重置」 (replayed under the same conditions: the honba too). 7-02-01 says, when the deal passes, whether a
 * final-hand chombo ends the game (b) or not (a: the hand is replayed). Also 7-04-02 h (少牌: 「立直計不聽立直」) and the
 * Kyoto club's silent calls (seed 002).
 */
class ChomboDealTest {
    /** Tenhou's rules with 7-05-09 (a false tsumo) a: a chombo, the foul these tests report. */
    private static final RuleSet TENHOU = RiichiPresets.TENHOU.rules().with(Penalties.key("7-05-09"), "a");

    private static KeepSession session(String letter) {
        return new KeepSession(TENHOU.with(Penalties.key("7-02"), letter));
    }

    @ParameterizedTest(name = "7-02 {0}, chombo by seat {1}")
    @CsvSource({
            "a, 1, 0, 1, E1", "a, 0, 0, 1, E1",
            "b, 0, 1, 0, E2", "b, 1, 0, 1, E1",
            "c, 1, 1, 0, E2", "c, 0, 1, 0, E2",
            "d, 1, 0, 0, E1", "d, 0, 0, 0, E1"})
    void theDealAfterAChombo(String letter, int offender, int dealer, int honba, String round) {
        KeepState s = session(letter).report(foul("7-05-09", offender)).state();
        assertThat(s.hand()).isEqualTo(2);
        assertThat(s.dealer()).isEqualTo(dealer);
        assertThat(s.honba()).isEqualTo(honba);
        assertThat(s.roundName()).isEqualTo(round);
    }

    @Test
    void aRenchanAfterAChomboAddsToTheHonbaItFinds() {
        KeepSession s = session("a");
        s.report(R.draw(0));
        assertThat(s.state().honba()).isEqualTo(1);
        assertThat(s.report(foul("7-05-09", 2)).state().honba()).isEqualTo(2);
    }

    /** Seven all-noten draws lead to South 4 with 7 honba; a chombo there under c either replays it or ends the game. */
    @ParameterizedTest(name = "7-02 c, 7-02-01 {0}")
    @CsvSource({"a, PLAYING, 7", "b, OVER, 7"})
    void aFinalHandChombo(String finalLetter, String phase, int honba) {
        RuleSet rules = TENHOU.with(Penalties.key("7-02"), "c").with(Penalties.key("7-02-01"), finalLetter);
        KeepSession s = new KeepSession(rules);
        IntStream.range(0, 7).forEach(i -> s.report(R.draw()));
        assertThat(s.state().roundName()).isEqualTo("S4");
        KeepState after = s.report(foul("7-05-09", 1)).state();
        assertThat(after.phase().name()).isEqualTo(phase);
        assertThat(after.honba()).isEqualTo(honba);
        assertThat(after.roundName()).isEqualTo("S4");
    }

    /** 7-04-02 h: a riichi player short of tiles cannot win and his riichi is a noten riichi, whatever the table reports. */
    @Test
    void tooFewTilesMakesARiichiNotenAtTheDraw() {
        KeepSession s = new KeepSession(RiichiPresets.TENHOU.rules().with(Penalties.key("7-04-02"), "h"));
        s.report(R.riichi(1));
        KeepState short1 = s.report(foul("7-04-02", 1)).state();
        assertThat(short1.flags().get(1)).containsExactlyInAnyOrder(SeatFlag.NO_WIN, SeatFlag.RIICHI_COUNTS_NOTEN);
        Step draw = s.report(R.draw(1));
        // 7-05-07 a (tenhou): a noten riichi is a chombo at the draw — reverse mangan, the riichi stick back (7-03 b)
        assertThat(draw.state().scores()).containsExactly(29000, 17000, 27000, 27000);
        assertThat(draw.notes()).extracting(Note::english).anyMatch(n -> n.contains("counts as a noten riichi (7-04-02 h)"));
    }

    /** Seed 002: 「1000点供託: 無発声のポン・チー・カン」, 「あがり放棄: 無発声のリーチ」, 「チョンボ: 無発声のあがり」. */
    @Test
    void kyotoSilentCalls() {
        KeepSession pon = new KeepSession(RiichiPresets.KYOTO_CLUB);
        KeepState p = pon.report(foul("7-05-17", 1, Call.PON)).state();
        assertThat(p.penaltyDeposits()).isEqualTo(1000);
        assertThat(p.scores().get(1)).isEqualTo(24000);

        KeepSession riichi = new KeepSession(RiichiPresets.KYOTO_CLUB);
        riichi.report(R.riichi(1));
        KeepState r = riichi.report(foul("7-05-17", 1, Call.RIICHI)).state();
        assertThat(r.flags().get(1)).containsExactly(SeatFlag.DEAD_HAND);
        assertThat(r.riichi()).as("the riichi stands: a dead hand in riichi plays tsumogiri").containsExactly(1);
        assertThat(r.penaltyDeposits()).isZero();

        KeepSession win = new KeepSession(RiichiPresets.KYOTO_CLUB);
        KeepState w = win.report(foul("7-05-17", 1, Call.WIN)).state();
        assertThat(w.scores()).containsExactly(29000, 17000, 27000, 27000);
        assertThat(w.hand()).isEqualTo(2);
        assertThat(w.honba()).as("満貫払いとし積み棒を増やさずにその局をやり直します").isZero();
    }
}
