package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.ClaimWindow;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.Yaku;
import org.jantaku.riichi.scoring.YakuHan;
import org.jantaku.riichi.settlement.FinalScores;
import org.jantaku.riichi.settlement.RiichiPayments;
import org.jantaku.riichi.settlement.Reason;
import org.jantaku.riichi.settlement.Win;
import org.junit.jupiter.api.Test;

/**
 * Three-player Riichi under {@code tenhou-sanma}, from constructed walls: 北抜き (the replacement
 * draw, its dora, rinshan, ron on a North, furiten when it passes, the end of ippatsu), ツモ損
 * payments, the exhaustive draw's noten payments among three, the rounds and the final settlement.
 */
class SpecSanmaTest {
    private static final RuleSet SANMA = RiichiPresets.TENHOU_SANMA.rules();
    private static final BySeat<Integer> EVEN = BySeat.all(3, 35000);

    private static int han(RiichiEvent.Won w, Yaku y) {
        return w.score().yaku().stream().filter(h -> h.yaku() == y).mapToInt(YakuHan::han).sum();
    }

    @Test
    void aNorthSetAsideDrawsFromTheDeadWallCountsAsDoraAndItsReplacementIsRinshan() {
        Play p = Play.from(SanmaDeal.dealer(0)
                .hands("123p456p789s99m1s4z", "2p3p5p6p8p2s3s5s6s8s3z5z6z", "2p3p5p6p8p2s3s5s6s8s3z5z6z")
                .draws("1s").rinshan(0, "9m").indicator(0, "1m").start(SANMA, 0, 0, 0, EVEN));
        assertThat(p.state().players()).isEqualTo(3);
        assertThat(p.state().liveTilesLeft()).isEqualTo(54); // 108 − 14 − 39 − the dealer's first draw
        var north = p.held(0, "4z");
        assertThat(p.legal(0)).contains(new RiichiAction.Nuki(north));
        p.act(0, new RiichiAction.Nuki(north));
        assertThat(p.events()).noneMatch(e -> e instanceof RiichiEvent.DoraRevealed);
        assertThat(p.last(RiichiEvent.Nuki.class)).isEqualTo(new RiichiEvent.Nuki(0, north));
        assertThat(p.last(TableEvent.Drew.class).tile().kind()).isEqualTo(Play.kind("9m"));
        assertThat(p.state().liveTilesLeft()).as("the live wall made the dead wall good").isEqualTo(53);
        assertThat(p.state().riichiSeat(0).nukis()).containsExactly(north);
        p.act(0, new RiichiAction.Tsumo());
        RiichiEvent.Won w = p.last(RiichiEvent.Won.class);
        assertThat(han(w, Yaku.RINSHAN)).isEqualTo(1);
        assertThat(han(w, Yaku.NUKI_DORA)).isEqualTo(1);
        assertThat(han(w, Yaku.DORA)).as("1m shows 9m").isEqualTo(3);
        // 6 han, a dealer's haneman by self-draw: 6,000 from each of the two others (ツモ損: 12,000, not 18,000)
        assertThat(w.transfers()).containsExactlyInAnyOrder(new Transfer<>(1, 0, 6000, Reason.HAND),
                new Transfer<>(2, 0, 6000, Reason.HAND));
        assertThat(w.scores()).isEqualTo(BySeat.three(47000, 29000, 29000));
    }

    /**
     * Seat winds count over three seats: in 東2 (dealer seat 1) seat 0 is West, in 東3 (dealer seat 2) South,
     * never North (Tenhou's 三麻 has no North seat, so 自風 北 never scores).
     */
    @Test
    void seatWindsAreCountedOverThreeSeats() {
        String others = "2p2p4p4p5p5p6p6p7p7p8p8p6z";
        String third = "1m1m1m9m9m9m4s4s5s5s6s6s7z";
        Play west = Play.from(SanmaDeal.dealer(1).hands("123p456p789s11s33z", others, third).draws("3z")
                .start(SANMA, 1, 0, 0, EVEN));
        assertThat(Wind.ofSeat(0, west.state().dealer(), west.state().players())).isEqualTo(Wind.WEST);
        west.act(1, new RiichiAction.Discard(west.drawn()));
        assertThat(west.legal(0)).contains(new RiichiAction.Ron());
        west.act(0, new RiichiAction.Ron());
        assertThat(han(west.last(RiichiEvent.Won.class), Yaku.SEAT_WIND_WEST)).isEqualTo(1);

        Play south = Play.from(SanmaDeal.dealer(2).hands("123p456p789s11s22z", third, others).draws("2z")
                .start(SANMA, 2, 0, 0, EVEN));
        assertThat(Wind.ofSeat(0, south.state().dealer(), south.state().players())).isEqualTo(Wind.SOUTH);
        assertThat(Wind.ofSeat(1, south.state().dealer(), south.state().players())).isEqualTo(Wind.WEST);
        south.act(2, new RiichiAction.Discard(south.drawn()));
        south.act(0, new RiichiAction.Ron());
        RiichiEvent.Won w = south.last(RiichiEvent.Won.class);
        assertThat(han(w, Yaku.SEAT_WIND_SOUTH)).isEqualTo(1);
        assertThat(han(w, Yaku.SEAT_WIND_WEST) + han(w, Yaku.SEAT_WIND_NORTH)).isZero();
    }

    @Test
    void aNorthSetAsideMayBeWonOnByRonWithoutChankan() {
        Play p = Play.from(SanmaDeal.dealer(0)
                .hands("123p456p789s99m1s5z", "2p2p3p3p5p5p6p6p2s2s3s3s4z", "1p1p7p7p8p8p4s4s6s6s7z7z6z")
                .draws("4z").start(SANMA, 0, 0, 0, EVEN));
        p.act(0, new RiichiAction.Nuki(p.drawn()));
        assertThat(p.state().phase()).isInstanceOfSatisfying(Phase.Claims.class, c -> assertThat(c.on() == ClaimWindow.On.ASIDE).isTrue());
        assertThat(p.legal(1)).containsExactly(new RiichiAction.Ron(), new RiichiAction.Pass());
        p.act(1, new RiichiAction.Ron());
        RiichiEvent.Won w = p.last(RiichiEvent.Won.class);
        assertThat(w.seat()).isEqualTo(1);
        assertThat(w.from()).isEqualTo(0);
        assertThat(han(w, Yaku.CHANKAN)).isZero();
        assertThat(han(w, Yaku.CHIITOITSU)).isEqualTo(2);
        assertThat(w.transfers()).containsExactly(new Transfer<>(0, 1, 1600, Reason.HAND));
    }

    @Test
    void aRonLetPassOnANorthIsFuritenAndTheNorthStands() {
        Play p = Play.from(SanmaDeal.dealer(0)
                .hands("123p456p789s99m1s5z", "2p2p3p3p5p5p6p6p2s2s3s3s4z", "1p1p7p7p8p8p4s4s6s6s7z7z6z")
                .draws("4z").start(SANMA, 0, 0, 0, EVEN));
        p.act(0, new RiichiAction.Nuki(p.drawn()));
        p.act(1, new RiichiAction.Pass());
        assertThat(WinChecks.temporaryFuriten(p.state().seat(1))).isTrue();
        assertThat(p.state().nukis()).isEqualTo(1);
        assertThat(p.state().phase()).isInstanceOfSatisfying(Phase.Turn.class, t -> assertThat(t.replacement()).isTrue());
    }

    /** A North that completes a hand without a yaku opens no window, but its seat is furiten for now all the same. */
    @Test
    void aNorthThatCompletesAHandWithoutAYakuMakesItFuriten() {
        Play p = Play.from(SanmaDeal.dealer(0)
                .hands("123p456p789s99m1s5z", "123p456p789s234s4z", "1p1p7p7p8p8p4s4s6s6s7z7z6z")
                .draws("4z").start(SANMA, 0, 0, 0, EVEN));
        p.act(0, new RiichiAction.Nuki(p.drawn()));
        assertThat(p.state().phase()).isInstanceOfSatisfying(Phase.Turn.class, t -> assertThat(t.replacement()).isTrue());
        assertThat(WinChecks.temporaryFuriten(p.state().seat(1))).isTrue();
        assertThat(WinChecks.temporaryFuriten(p.state().seat(2))).isFalse();
    }

    @Test
    void aNorthSetAsideEndsIppatsuAndChiIsNeverOffered() {
        // The dealer declares riichi on its first discard; seat 1 draws a North and sets it aside.
        Play p = Play.from(SanmaDeal.dealer(0)
                .hands("123p456p789s99m11s", "2p3p5p6p8p2s3s5s6s8s3z5z6z", "1p2p7p7p8p8p4s4s6s6s7z7z6z")
                .draws("5z4z").start(SANMA, 0, 0, 0, EVEN));
        p.riichiWithDrawn();
        assertThat(p.state().riichiSeat(0).ippatsu()).isTrue();
        p.act(1, new RiichiAction.Nuki(p.drawn()));
        assertThat(p.state().riichiSeat(0).ippatsu()).isFalse();
        assertThat(p.state().melded()).isTrue();
        // seat 2 (after seat 1) may never chi: a 3p discard by seat 1 with 1p2p in seat 2's hand
        p.act(1, new RiichiAction.Discard(p.held(1, "3p")));
        assertThat(p.state().phase()).isNotInstanceOf(Phase.Claims.class);
    }

    @Test
    void tsumoLossDealerAndNonDealerSelfDrawsAndRon() {
        RiichiPayments pay = new RiichiPayments(SANMA);
        // a non-dealer mangan self-draw with 1 honba: 4,000 + 100 from the dealer, 2,000 + 100 from the other
        assertThat(pay.tsumo(Win.plain(1, 2000), 0, 1, 0)).containsExactly(new Transfer<>(0, 1, 4000, Reason.HAND),
                new Transfer<>(2, 1, 2000, Reason.HAND), new Transfer<>(0, 1, 100, Reason.HONBA),
                new Transfer<>(2, 1, 100, Reason.HONBA));
        // a dealer mangan self-draw: 4,000 from each of two
        assertThat(Transfer.net(pay.tsumo(Win.plain(0, 2000), 0, 0, 0)).toList()).containsExactly(8000, -4000, -4000, 0);
        // a ron: the discarder pays in full, 200 per honba
        assertThat(Transfer.net(pay.ron(Win.plain(2, 2000), 1, 0, 2, 0)).toList()).containsExactly(0, -8400, 8400, 0);
        // 北家折半: the absent North's 2,000 split between the two payers
        RiichiPayments bisection = new RiichiPayments(SANMA.with(RiichiRules.TSUMO_LOSS, "bisection"));
        assertThat(Transfer.net(bisection.tsumo(Win.plain(1, 2000), 0, 0, 0)).toList()).containsExactly(-5000, 8000, -3000, 0);
    }

    @Test
    void exhaustiveDrawNotenPaymentsAmongThree() {
        Play one = Play.from(SanmaDeal.dealer(0)
                .hands("123p456p789s99m11s", "1m9m1p3p5p7p9p2s4s6s8s1z2z", "1m9m2p4p6p8p1s3s5s7s9s3z5z")
                .start(SANMA, 0, 0, 0, EVEN)).toHandEnd();
        RiichiEvent.HandDrawn d = one.last(RiichiEvent.HandDrawn.class);
        assertThat(d.kind()).isEqualTo("exhaustive");
        assertThat(d.tenpai()).containsExactly(0);
        assertThat(d.transfers()).containsExactlyInAnyOrder(new Transfer<>(1, 0, 1000, Reason.HAND),
                new Transfer<>(2, 0, 1000, Reason.HAND));
        RiichiEvent.HandStarted next = one.last(RiichiEvent.HandStarted.class);
        assertThat(next.dealer()).as("a tenpai dealer keeps the deal").isZero();
        assertThat(next.honba()).isEqualTo(1);

        Play two = Play.from(SanmaDeal.dealer(0)
                .hands("123p456p789s99m11s", "123s456s789p111p9m", "1m9m2p4p6p8p1s3s5s7s9s3z5z")
                .start(SANMA, 0, 0, 0, EVEN)).toHandEnd();
        assertThat(Transfer.net(two.last(RiichiEvent.HandDrawn.class).transfers()).toList()).containsExactly(1000, 1000, -2000, 0);
    }

    @Test
    void roundsOfThreeHandsAndTheFinalSettlementWithUma() {
        assertThat(HandRotation.lastRound(SANMA)).as("South 3").isEqualTo(6);
        assertThat(HandRotation.nextRound(SANMA, 2)).as("East 3 → South 1").isEqualTo(4);
        assertThat(HandRotation.nextRound(RiichiPresets.TENHOU.rules(), 2)).isEqualTo(3);
        // Tenhou sanma: 71,000 / 35,000 / −1,000 → +66 / −5 / −61 (31 + 15 oka + 20 uma; −5 + 0; −41 − 20)
        FinalScores.Result r = FinalScores.settle(new int[] {71000, 35000, -1000}, 0, 0, SANMA);
        assertThat(r.ranks()).containsExactly(1, 2, 3);
        assertThat(r.points()).containsExactly(660, -50, -610);
    }

    @Test
    void aBustEndsTheGameWithThreePlacesSummingToZero() {
        Play p = Play.from(SanmaDeal.dealer(0)
                .hands("123p456p789s99m1s4z", "2p3p5p6p8p2s3s5s6s8s3z5z6z", "2p3p5p6p8p2s3s5s6s8s3z5z6z")
                .draws("1s").rinshan(0, "9m").indicator(0, "1m").start(SANMA, 6, 0, 0, BySeat.three(35000, 5000, 65000)));
        p.act(0, new RiichiAction.Nuki(p.held(0, "4z"))).act(0, new RiichiAction.Tsumo());
        RiichiEvent.GameEnded end = p.last(RiichiEvent.GameEnded.class);
        assertThat(end.result().scores()).containsExactly(47000, -1000, 59000);
        assertThat(end.result().points().stream().mapToInt(Integer::intValue).sum()).isZero();
        assertThat(p.state().isOver()).isTrue();
    }

    @Test
    void fourPlayerDrawsCannotHappenWithThree() {
        assertThat(List.of(SANMA.get(RiichiRules.ABORTIVE_SUUFON_RENDA), SANMA.get(RiichiRules.ABORTIVE_SUUCHA_RIICHI)))
                .containsOnly(false);
        assertThat(new RiichiGame().seats(SANMA)).isEqualTo(3);
        assertThat(new RiichiGame().tileSet(SANMA).size()).isEqualTo(108);
    }
}
