package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.scoring.Yaku;
import org.jantaku.riichi.scoring.YakuHan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Rows of {@code shared/spec/riichi-options.md} §5 about taking a discard, the same under the three
 * presets: temporary furiten (36), furiten in riichi (37), kuikae (39) and chankan (41).
 */
class SpecClaimTest {
    /** Every seat waiting on the discard answers: {@code seat} with {@code action}, the others pass. */
    private static Play answer(Play p, int seat, RiichiAction action) {
        while (p.state().phase() instanceof Phase.Claims c) {
            int next = c.waiting().get(0);
            p.act(next, next == seat ? action : new RiichiAction.Pass());
        }
        return p;
    }

    /** Whether {@code seat} may ron the discard on the table now. */
    private static boolean mayRon(Play p, int seat) {
        return p.state().phase() instanceof Phase.Claims && p.legal(seat).contains(new RiichiAction.Ron());
    }

    /**
     * Row 36: West (seat 2, no riichi) holds {@code 234m 345s 666s 88m 23p}: 1p completes the shape
     * without a yaku, 4p with tanyao. North discards 1p (West cannot win on it), then East discards
     * 4p in the same go-around: no ron (temporary furiten). After West's own discard North's 4p may be ronned.
     */
    @ParameterizedTest(name = "row 36 {0}")
    @CsvSource({"tenhou", "kyoto-club", "baochong"})
    void row36TemporaryFuriten(String preset) {
        Play p = Play.from(Deal.dealer(0).hand(2, "234m345s666s88m23p").draws("9m9s7z1p4p7z9p4p").indicator(0, "1z")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.tsumogiri(3);
        p.act(3, new RiichiAction.Discard(p.drawn()));
        assertThat(mayRon(p, 2)).as("1p: no yaku").isFalse();
        p.passAll();
        p.act(0, new RiichiAction.Discard(p.drawn()));
        assertThat(p.last(TableEvent.Discarded.class).tile().kind()).isEqualTo(Play.kind("4p"));
        assertThat(mayRon(p, 2)).as("4p in the same go-around: temporary furiten").isFalse();
        p.passAll().tsumogiri(2);
        p.act(3, new RiichiAction.Discard(p.drawn()));
        assertThat(mayRon(p, 2)).as("4p after West's own discard").isTrue();
        answer(p, 2, new RiichiAction.Ron());
        RiichiEvent.Won won = p.last(RiichiEvent.Won.class);
        assertThat(List.of(won.seat(), won.from())).containsExactly(2, 3);
        assertThat(won.score().yaku()).extracting(YakuHan::yaku).contains(Yaku.TANYAO);
    }

    /**
     * Row 37: the dealer declares riichi waiting on East / South, lets South's East go by, then West
     * discards South: no ron (riichi furiten for the rest of the hand); his own East is a tsumo.
     */
    @ParameterizedTest(name = "row 37 {0}")
    @CsvSource({"tenhou", "kyoto-club", "baochong"})
    void row37FuritenInRiichi(String preset) {
        Play p = Play.from(SpecScenarioPlayTest.onlyDealerTenpai(0).draws("9m1z2z5p1z")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.riichiWithDrawn();
        p.act(1, new RiichiAction.Discard(p.drawn()));
        assertThat(mayRon(p, 0)).as("the first winning tile may be ronned").isTrue();
        p.passAll();
        p.act(2, new RiichiAction.Discard(p.drawn()));
        assertThat(mayRon(p, 0)).as("a later winning discard may not").isFalse();
        p.passAll().tsumogiri();
        assertThat(p.turnSeat()).isZero();
        assertThat(p.legal(0)).contains(new RiichiAction.Tsumo());
        p.act(0, new RiichiAction.Tsumo());
        assertThat(p.last(RiichiEvent.Won.class).seat()).isZero();
    }

    /**
     * Row 39: South chis East's 3m with 45m and may then discard neither 3m nor 6m (喰い替え, same tile
     * and suji); the engine refuses the 6m with a reason.
     */
    @ParameterizedTest(name = "row 39 {0}")
    @CsvSource({"tenhou", "kyoto-club", "baochong"})
    void row39Kuikae(String preset) {
        Play p = Play.from(Deal.dealer(0).hand(1, "3456m123p789p123s").draws("3m")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.act(0, new RiichiAction.Discard(p.drawn()));
        RiichiAction chi = new RiichiAction.Chi(p.held(1, "4m"), p.held(1, "5m"));
        assertThat(p.legal(1)).contains(chi);
        answer(p, 1, chi);
        assertThat(p.turnSeat()).isEqualTo(1);
        RiichiAction six = new RiichiAction.Discard(p.held(1, "6m"));
        RiichiAction three = new RiichiAction.Discard(p.held(1, "3m"));
        assertThat(p.legal(1)).doesNotContain(six, three).contains(new RiichiAction.Discard(p.held(1, "9p")));
        Result<?> refused = p.attempt(1, six);
        assertThat(refused).isInstanceOf(Result.Illegal.class);
        assertThat(((Result.Illegal<?>) refused).reason()).contains("is not legal for seat 1");
    }

    /**
     * Row 41: South pons East's 4p and later adds the fourth 4p; West, waiting on 4p with tanyao,
     * robs it: chankan is one more han (2 han 40 fu = 2600 from South), and no kan indicator is
     * turned, even in Kyoto and baochong where kan dora are revealed at once.
     */
    @ParameterizedTest(name = "row 41 {0}")
    @CsvSource({"tenhou", "kyoto-club", "baochong"})
    void row41Chankan(String preset) {
        Play p = Play.from(Deal.dealer(0)
                .hand(1, "44p123m789m123s99s")
                .hand(2, "234m567m678s55s35p")
                .draws("4p6z7z6z4p")
                .indicator(0, "1z")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.act(0, new RiichiAction.Discard(p.drawn()));
        RiichiAction pon = p.legal(1).stream().filter(a -> a instanceof RiichiAction.Pon).findFirst().orElseThrow();
        answer(p, 1, pon);
        p.act(1, new RiichiAction.Discard(p.held(1, "9s"))).passAll().tsumogiri(3);
        RiichiAction kakan = new RiichiAction.AddedKan(p.drawn());
        assertThat(p.legal(1)).contains(kakan);
        p.act(1, kakan);
        assertThat(p.state().phase()).isInstanceOfSatisfying(Phase.Claims.class, c -> {
            assertThat(c.robbing()).isTrue();
            assertThat(c.waiting()).containsExactly(2);
        });
        p.act(2, new RiichiAction.Ron());
        assertThat(p.all(RiichiEvent.DoraRevealed.class)).as("no new indicator").isEmpty();
        RiichiEvent.Won won = p.last(RiichiEvent.Won.class);
        assertThat(won.score().yaku()).containsExactlyInAnyOrder(new YakuHan(Yaku.TANYAO, 1), new YakuHan(Yaku.CHANKAN, 1));
        assertThat(won.score().fu()).isEqualTo(40);
        assertThat(Transfer.net(won.transfers()).toList()).containsExactly(0, -2600, 2600, 0);
    }
}
