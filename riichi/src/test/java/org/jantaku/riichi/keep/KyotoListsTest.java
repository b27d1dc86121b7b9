package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jantaku.riichi.keep.R.foul;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.riichi.penalty.Call;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;

/**
 * The Kyoto club's own lists (seed 002), line by line: what makes a チョンボ, an あがり放棄 and a 1000点供託, each
 * reported as a table would report it under the kyoto-club preset, by seat 1 (a non-dealer) in East 1. A chombo is
 * 満貫払い (the dealer 4000, the others 2000) and the hand is replayed 「積み棒を増やさずに」.
 */
class KyotoListsTest {
    private enum Outcome {
        CHOMBO, DEAD_HAND, DEPOSIT_1000, WARNING
    }

    private static Outcome outcome(List<Step> steps) {
        Step last = steps.get(steps.size() - 1);
        int chombo = steps.stream().flatMap(s -> s.payments().stream())
                .filter(p -> p.from() == 1 && p.reason().equals("penalty 7-01")).mapToInt(Payment::points).sum();
        if (chombo == 8000) {
            assertThat(last.state().dealer()).isZero();
            assertThat(last.state().honba()).isZero();
            return Outcome.CHOMBO;
        }
        assertThat(chombo).as("no partial chombo payment").isZero();
        if (last.state().flags().get(1).contains(SeatFlag.DEAD_HAND)) {
            return Outcome.DEAD_HAND;
        }
        if (last.state().penaltyDeposits() == 1000) {
            return Outcome.DEPOSIT_1000;
        }
        return Outcome.WARNING;
    }

    private static List<Step> play(Report... reports) {
        KeepSession s = new KeepSession(RiichiPresets.KYOTO_CLUB);
        List<Step> out = new ArrayList<>();
        for (Report r : reports) {
            out.add(s.report(r));
        }
        return out;
    }

    /** Seat 1 down to 800 points (a payment the players decided), so that the under-1000 lines apply. */
    private static final Report POOR = R.pay(1, 0, 24200);

    @Test
    void chombo() {
        // ・ノーテンリーチで流局
        assertThat(outcome(play(R.riichi(1), R.draw()))).isEqualTo(Outcome.CHOMBO);
        // ・局の途中でのあがり以外の倒牌行為
        assertThat(outcome(play(foul("7-06-01", 1, Fact.EXPOSED)))).isEqualTo(Outcome.CHOMBO);
        // ・倒牌した場合の誤ロン
        assertThat(outcome(play(foul("7-05-01", 1, Fact.EXPOSED)))).isEqualTo(Outcome.CHOMBO);
        // ・山を崩すなど続行不可能の状態にした時
        assertThat(outcome(play(foul("7-07-01-02", 1)))).isEqualTo(Outcome.CHOMBO);
        // ・リーチ後に面子構成が変わるカンをしてあがった時や流局した時
        assertThat(outcome(play(R.riichi(1), foul("7-05-06", 1), R.tsumo(1, 3, 30)))).isEqualTo(Outcome.CHOMBO);
        assertThat(outcome(play(R.riichi(1), foul("7-05-06", 1), R.draw(1)))).isEqualTo(Outcome.CHOMBO);
        // ・他者の手牌や山の牌を故意に見た時 (not in riichi, and in riichi)
        assertThat(outcome(play(foul("7-06-04", 1, Fact.DELIBERATE)))).isEqualTo(Outcome.CHOMBO);
        assertThat(outcome(play(R.riichi(1), foul("7-06-05", 1, Fact.DELIBERATE)))).isEqualTo(Outcome.CHOMBO);
        // ・あがり放棄時に再度あがり放棄に該当する行為をした時
        assertThat(outcome(play(foul("7-05-02", 1), foul("7-04-01", 1)))).isEqualTo(Outcome.CHOMBO);
        // ・無発声のあがり
        assertThat(outcome(play(foul("7-05-17", 1, Call.WIN)))).isEqualTo(Outcome.CHOMBO);
    }

    @Test
    void deadHand() {
        // ・錯ポン・錯チー・錯カン
        assertThat(outcome(play(foul("7-05-02", 1)))).isEqualTo(Outcome.DEAD_HAND);
        // ・発声のみの誤ロン・誤ツモ
        assertThat(outcome(play(foul("7-05-01", 1)))).isEqualTo(Outcome.DEAD_HAND);
        assertThat(outcome(play(foul("7-05-09", 1)))).isEqualTo(Outcome.DEAD_HAND);
        // ・少牌 ・多牌
        assertThat(outcome(play(foul("7-04-02", 1)))).isEqualTo(Outcome.DEAD_HAND);
        assertThat(outcome(play(foul("7-04-01", 1)))).isEqualTo(Outcome.DEAD_HAND);
        // ・食い替え
        assertThat(outcome(play(foul("7-05-05", 1)))).isEqualTo(Outcome.DEAD_HAND);
        // ・故意の先ヅモ
        assertThat(outcome(play(foul("7-05-10", 1, Fact.DELIBERATE)))).isEqualTo(Outcome.DEAD_HAND);
        // ・故意の見せ牌
        assertThat(outcome(play(foul("7-06-01", 1, Fact.DELIBERATE)))).isEqualTo(Outcome.DEAD_HAND);
        // ・無発声のリーチ
        assertThat(outcome(play(R.riichi(1), foul("7-05-17", 1, Call.RIICHI)))).isEqualTo(Outcome.DEAD_HAND);
        // ・メンゼンでは無いのにリーチした時(牌を切った場合)
        assertThat(outcome(play(R.riichi(1), foul("7-05-12", 1, Fact.OPEN_HAND)))).isEqualTo(Outcome.DEAD_HAND);
        // ・持ち点1000点未満でリーチした時
        assertThat(outcome(play(POOR, R.riichi(1)))).isEqualTo(Outcome.DEAD_HAND);
        // ・三味線行為(1回目は注意のみ)
        assertThat(outcome(play(foul("7-08-01", 1)))).isEqualTo(Outcome.WARNING);
        assertThat(outcome(play(foul("7-08-01", 1), foul("7-08-01", 1)))).isEqualTo(Outcome.DEAD_HAND);
    }

    @Test
    void thousandPointDeposit() {
        // ・発声のみの誤チー・誤ポン・誤カン
        assertThat(outcome(play(foul("7-05-11", 1)))).isEqualTo(Outcome.DEPOSIT_1000);
        // ・無発声のポン・チー・カン
        assertThat(outcome(play(foul("7-05-17", 1, Call.PON)))).isEqualTo(Outcome.DEPOSIT_1000);
        // ・発声のみのリーチの取り消し
        List<Step> withdrawn = play(R.riichi(1), foul("7-05-12", 1, Fact.BEFORE_DISCARD));
        assertThat(outcome(withdrawn)).isEqualTo(Outcome.DEPOSIT_1000);
        assertThat(withdrawn.get(1).state().riichi()).isEmpty();
        // 持ち点が1000点未満の時はあがり放棄とします。
        assertThat(outcome(play(POOR, foul("7-05-11", 1)))).isEqualTo(Outcome.DEAD_HAND);
    }

    /** 「リーチ後にあがり放棄に該当する行為をした場合は…その後流局した場合はノーテン扱いとします(チョンボにはならない)」. */
    @Test
    void aDeadHandAfterRiichiIsNotenAtTheDrawNotAChombo() {
        List<Step> steps = play(R.riichi(1), foul("7-05-02", 1), R.draw(1, 2));
        Step draw = steps.get(2);
        assertThat(draw.payments()).noneMatch(p -> p.reason().equals("penalty 7-01"));
        // seats 2 tenpai, 0, 1 (dead), 3 noten: 3000 split: seat 2 gets 3000, the three others pay 1000 each
        assertThat(draw.state().scores()).containsExactly(24000, 23000, 28000, 24000);
    }
}
