package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jantaku.riichi.keep.R.foul;

import java.util.List;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.api.Test;

/**
 * {@code riichi.deadHandAgain}: seed 002 (Kyoto) lists among the chombo 「あがり放棄時に再度あがり放棄に該当する行為をした時」
 * (a second dead-hand act while the hand is already dead); its dead-hand acts include 「錯ポン・錯チー・錯カン」
 * (7-05-02) and 「少牌 ・多牌」 (7-04-01, 7-04-02). Books that do not say so leave the hand dead and nothing more.
 */
class DeadHandAgainTest {
    private static final List<Integer> SEAT2_CHOMBO = List.of(29000, 27000, 17000, 27000);

    @Test
    void theKyotoPresetCitesTheLine() {
        assertThat(RiichiPresets.KYOTO_CLUB.rules().get(RiichiRules.DEAD_HAND_AGAIN)).isEqualTo("chombo");
        assertThat(RiichiPresets.KYOTO_CLUB.sources().get("riichi.deadHandAgain"))
                .contains("seed 002").contains("あがり放棄時に再度あがり放棄に該当する行為をした時");
        for (var p : List.of(RiichiPresets.TENHOU, RiichiPresets.BAOCHONG, RiichiPresets.SCORE_DEFAULT)) {
            assertThat(p.rules().get(RiichiRules.DEAD_HAND_AGAIN)).as(p.name()).isEqualTo("deadHand");
        }
    }

    @Test
    void kyotoASecondWrongCallIsAChombo() {
        KeepSession s = new KeepSession(RiichiPresets.KYOTO_CLUB);
        KeepState first = s.report(foul("7-05-02", 2)).state();
        assertThat(first.flags().get(2)).containsExactly(SeatFlag.DEAD_HAND);
        assertThat(first.scores()).containsExactly(25000, 25000, 25000, 25000);
        Step second = s.report(foul("7-05-02", 2));
        // 満貫払い by a non-dealer, the hand replayed with the same dealer and honba, no flags left
        assertThat(second.state().scores()).isEqualTo(SEAT2_CHOMBO);
        assertThat(second.state().hand()).isEqualTo(2);
        assertThat(second.state().dealer()).isZero();
        assertThat(second.state().flags().get(2)).isEmpty();
        assertThat(second.notes()).extracting(Note::english).anyMatch(n -> n.contains("second dead-hand act is a chombo"));
    }

    @Test
    void kyotoTooManyTilesAfterAWrongCallIsAChombo() {
        KeepSession s = new KeepSession(RiichiPresets.KYOTO_CLUB);
        s.report(foul("7-05-02", 2));
        assertThat(s.report(foul("7-04-01", 2)).state().scores()).isEqualTo(SEAT2_CHOMBO);
    }

    @Test
    void kyotoAnotherPlayersDeadHandDoesNotCount() {
        KeepSession s = new KeepSession(RiichiPresets.KYOTO_CLUB);
        s.report(foul("7-05-02", 1));
        KeepState st = s.report(foul("7-04-02", 2)).state();
        assertThat(st.scores()).containsExactly(25000, 25000, 25000, 25000);
        assertThat(st.flags().get(1)).containsExactly(SeatFlag.DEAD_HAND);
        assertThat(st.flags().get(2)).containsExactly(SeatFlag.DEAD_HAND);
    }

    @Test
    void kyotoTheNextHandStartsAlive() {
        KeepSession s = new KeepSession(RiichiPresets.KYOTO_CLUB);
        s.report(foul("7-05-02", 2));
        s.report(R.ron(1, 3, 2, 30));
        KeepState st = s.report(foul("7-05-02", 2)).state();
        assertThat(st.flags().get(2)).containsExactly(SeatFlag.DEAD_HAND);
        assertThat(st.scores()).containsExactly(25000, 27000, 25000, 23000);
    }

    @Test
    void otherBooksLeaveTheHandDead() {
        RuleSet kyotoWithout = RiichiPresets.KYOTO_CLUB.rules().with(RiichiRules.DEAD_HAND_AGAIN, "deadHand");
        for (KeepSession s : List.of(new KeepSession(RiichiPresets.TENHOU), new KeepSession(kyotoWithout))) {
            s.report(foul("7-05-02", 2));
            Step second = s.report(foul("7-04-01", 2));
            assertThat(second.state().scores()).containsExactly(25000, 25000, 25000, 25000);
            assertThat(second.state().flags().get(2)).isEqualTo(Set.of(SeatFlag.DEAD_HAND));
            assertThat(second.payments()).isEmpty();
        }
    }
}
