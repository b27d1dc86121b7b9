package org.jantaku.guizhou.settlement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.rules.GuizhouRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The settlement under the options of the ambiguity register (spec §13), one situation each. */
class SettlementOptionsTest {
    private static final RuleSet DEFAULT = GuizhouPresets.LIUPANSHUI.rules();

    static List<TileKind> tiles(String mpsz) {
        return Notation.parse(mpsz).stream().map(TileFace::kind).toList();
    }

    static SeatEnd hand(String mpsz, Meld... melds) {
        return SeatEnd.of(tiles(mpsz), List.of(melds), false, List.of());
    }

    static SeatEnd unknown() {
        return new SeatEnd(Optional.empty(), List.of(), false, List.of());
    }

    private static HandEnd selfDraw(int winner, SeatEnd hand, String flip, SeatEnd... others) {
        SeatEnd[] seats = new SeatEnd[4];
        int o = 0;
        for (int s = 0; s < 4; s++) {
            seats[s] = s == winner ? hand : o < others.length ? others[o++] : unknown();
        }
        TileKind last = hand.concealed().orElseThrow().get(hand.concealed().orElseThrow().size() - 1);
        return new HandEnd(0, 1, BySeat.of(List.of(seats)), List.of(new Win(winner, last, WinSource.SELF_DRAW, winner)),
                Optional.of(Notation.parseOne(flip).kind()), Optional.empty());
    }

    /**
     * The seed's example "闲家大对子自摸，庄支付7分，闲家支付5分" against "闲家平胡自摸，庄支付2分，闲家支付1分": no
     * single rule gives both. The default (H + L) has the dealer pay 6; the option {@code seed} pays
     * the literal 7 and leaves the 平胡 example at 2.
     */
    @Test
    void theSeedsDealerPaysSevenDiscrepancy() {
        HandEnd dadui = selfDraw(2, hand("111m333p555s777m99p"), "4m");
        HandEnd pinghu = selfDraw(2, hand("234m567m234p567s88s"), "9p");
        assertThat(HandSettlement.settle(DEFAULT, dadui).net().toList()).containsExactly(-6, -5, 16, -5);
        assertThat(HandSettlement.settle(DEFAULT, pinghu).net().toList()).containsExactly(-2, -1, 4, -1);
        RuleSet seed = DEFAULT.with(GuizhouRules.DEALER_DADUI_SELF_DRAW, "seed");
        assertThat(HandSettlement.settle(seed, dadui).net().toList()).as("the seed's 7").containsExactly(-7, -5, 17, -5);
        assertThat(HandSettlement.settle(seed, pinghu).net().toList()).as("the seed's 2").containsExactly(-2, -1, 4, -1);
    }

    @Test
    void shuanglongValuesFollowTheOption() {
        int[] c = Notation.parseCounts("1111m2222m334455m");
        assertThat(Shapes.pattern(c, List.of(), DEFAULT).orElseThrow()).isEqualTo(Pattern.QING_SHUANG_LONG_QI_DUI);
        assertThat(Pattern.QING_SHUANG_LONG_QI_DUI.value(DEFAULT)).isEqualTo(40);
        RuleSet doubling = DEFAULT.with(GuizhouRules.SHUANGLONG, "doubling");
        assertThat(Pattern.QING_SHUANG_LONG_QI_DUI.value(doubling)).isEqualTo(50);
        assertThat(Pattern.SHUANG_LONG_QI_DUI.value(doubling)).isEqualTo(40);
        RuleSet disabled = DEFAULT.with(GuizhouRules.SHUANGLONG, "disabled");
        assertThat(Shapes.pattern(c, List.of(), disabled).orElseThrow()).isEqualTo(Pattern.QING_LONG_QI_DUI);
    }

    @Test
    void patternsTakeTheHighestReading() {
        assertThat(Shapes.pattern(Notation.parseCounts("13579m2468p13579s"), List.of(), DEFAULT)).isEmpty();
        assertThat(Shapes.pattern(Notation.parseCounts("11122233344455m"), List.of(), DEFAULT).orElseThrow())
                .as("清大对 beats 清一色").isEqualTo(Pattern.QING_DA_DUI);
        assertThat(Shapes.pattern(Notation.parseCounts("22334455667788p"), List.of(), DEFAULT).orElseThrow())
                .as("清七对 beats 清一色").isEqualTo(Pattern.QING_QI_DUI);
        assertThat(Shapes.pattern(Notation.parseCounts("22m33m44m55p66p77s99s"), List.of(), DEFAULT).orElseThrow())
                .isEqualTo(Pattern.XIAO_QI_DUI);
        Meld pong = Meld.described(MeldShape.PUNG, TileKind.S5, 1, false);
        assertThat(Shapes.pattern(Notation.parseCounts("11122233349s"), List.of(pong), DEFAULT)).isEmpty();
        assertThat(Shapes.pattern(Notation.parseCounts("111s222s333s99s"), List.of(pong), DEFAULT).orElseThrow())
                .isEqualTo(Pattern.QING_DA_DUI);
        assertThat(Shapes.waits(Notation.parseCounts("1111m22p33p44s55s6m"), List.of())).containsExactly(TileKind.M6);
    }

    @ParameterizedTest(name = "{0}: max {1}, min {2}")
    @CsvSource({
        "2223334445556m, 15, 10",   // 6m: 清大对; 1m 3m 4m 5m 7m: 清一色
        "222m333m444p55p66p, 5, 1", // 5p 6p: 大对子; 4p 7p: 平胡
        "111m22m333p44p555s, 5, 5", // shanpon: 大对子 either way
        "123m77p888s99s555m, 1, 1",
        "1112345678999m, 10, 10",
        "11m22m33m44m55m66p7p, 10, 10"})
    void chajiaoValueOverTheWaits(String tiles, int max, int min) {
        HandEnd end = new HandEnd(0, 1, BySeat.of(List.of(unknown(), hand(tiles), unknown(), unknown())), List.of(), Optional.empty(),
                Optional.empty());
        assertThat(HandSettlement.settle(DEFAULT, end).chajiao()).extracting(Settlement.ReadyValue::value).containsExactly(max);
        assertThat(HandSettlement.settle(DEFAULT.with(GuizhouRules.CHAJIAO_VALUE, "min"), end).chajiao())
                .extracting(Settlement.ReadyValue::value).containsExactly(min);
        assertThat(HandSettlement.settle(DEFAULT, end).net().toList()).containsExactly(-max - 1, 3 * max + 1, -max, -max);
    }

    @Test
    void chickenOptions() {
        SeatEnd winner = hand("234m567m234p567s88s");
        SeatEnd readyWithTiles = hand("456m789p345s66s77s");
        HandEnd end = selfDraw(1, winner, "5s", readyWithTiles);
        // Flip 5s: 单鸡 6s. Seat 0 (ready) holds 66s: 2 units; the winner one 6s: 1 unit.
        assertThat(HandSettlement.settle(DEFAULT, end).net().toList()).containsExactly(3, 5, -4, -4);
        RuleSet extra = DEFAULT.with(GuizhouRules.EXTRA_CHICKENS, Set.of("benJi", "yaobaiJi", "wuguJi"));
        // Seat 0: 66s (单鸡 2) + 4s (摇摆鸡 1) + 5s (本鸡 1) + 8p (乌骨鸡 2) = 6 units; the winner: 5s and 6s = 2.
        Settlement s = HandSettlement.settle(extra, end);
        assertThat(s.net().toList()).containsExactly(14, 4, -9, -9);
        RuleSet noJin = DEFAULT.with(GuizhouRules.JIN_JI, false);
        HandEnd jin = selfDraw(1, hand("111s234m567p234p99p"), "9s");
        assertThat(HandSettlement.settle(DEFAULT, jin).net().get(1)).as("金鸡: 3 × 2 from each").isEqualTo(4 + 18);
        assertThat(HandSettlement.settle(noJin, jin).net().get(1)).as("no 金鸡: 3 × 1 from each").isEqualTo(4 + 9);
    }

    @Test
    void chickenScopeAllCountsTheDiscards() {
        SeatEnd winner = SeatEnd.of(tiles("234m567m234p567s88s"), List.of(), false, tiles("1s9m"));
        HandEnd end = selfDraw(1, winner, "9p");
        assertThat(HandSettlement.settle(DEFAULT, end).net().get(1)).isEqualTo(4);
        assertThat(HandSettlement.settle(DEFAULT.with(GuizhouRules.CHICKEN_SCOPE, "all"), end).net().get(1)).isEqualTo(4 + 3);
    }

    @Test
    void baojiMakesANotReadyHandPayForItsChickens() {
        SeatEnd winner = hand("234m567m234p567s88s");
        SeatEnd notReady = hand("1s1s1347m147p258s9s");
        HandEnd end = selfDraw(1, winner, "9p", unknown(), unknown(), notReady);
        assertThat(HandSettlement.settle(DEFAULT, end).net().toList()).containsExactly(-2, 4, -1, -1);
        assertThat(HandSettlement.settle(DEFAULT.with(GuizhouRules.BAOJI, true), end).net().toList()).containsExactly(-2, 7, -1, -4); // 1s 1s and the 单鸡 1p: 3
    }

    @Test
    void zerenAndDiandouDirections() {
        Meld pong = Meld.described(MeldShape.PUNG, TileKind.S1, 0, false);
        SeatEnd claimer = new SeatEnd(Optional.empty(), List.of(pong), false, List.of());
        SeatEnd winner = hand("234m567m234p567s88s");
        HandEnd end = new HandEnd(0, 1, BySeat.of(List.of(unknown(), claimer, winner, unknown())),
                List.of(new Win(2, TileKind.S8, WinSource.SELF_DRAW, 2)), Optional.of(TileKind.P9),
                Optional.of(new FirstOneSou(0, Optional.of(1))));
        assertThat(HandSettlement.settle(DEFAULT, end).net().toList()).as("nobody of the two ready: no 责任鸡").containsExactly(-2, -1, 4, -1);
        assertThat(HandSettlement.settle(DEFAULT.with(GuizhouRules.ZEREN_RULE, "discarderPays"), end).net().toList())
                .containsExactly(-3, 0, 4, -1);
        Meld kong = Meld.described(MeldShape.EXPOSED_KONG, TileKind.M9, 0, false);
        SeatEnd konger = SeatEnd.of(tiles("456p678p234s7s"), List.of(kong), false, List.of());
        HandEnd k = selfDraw(1, winner, "9p", unknown(), konger);
        assertThat(HandSettlement.settle(DEFAULT, k).net().toList()).containsExactly(-3, 4, 0, -1);
        assertThat(HandSettlement.settle(DEFAULT.with(GuizhouRules.DIANDOU_PAYER, "konger"), k).net().toList()).containsExactly(-1, 4, -2, -1);
        SeatEnd notReadyKonger = SeatEnd.of(tiles("147p258s9s1m"), List.of(kong), false, List.of());
        HandEnd k2 = selfDraw(1, winner, "9p", unknown(), notReadyKonger);
        assertThat(HandSettlement.settle(DEFAULT, k2).net().toList()).containsExactly(-2, 4, -1, -1);
        assertThat(HandSettlement.settle(DEFAULT.with(GuizhouRules.DOU_REQUIRES_JIAO, false), k2).net().toList()).containsExactly(-3, 4, 0, -1);
    }

    @Test
    void streakOnDrawOption() {
        HandEnd draw = new HandEnd(2, 3, BySeat.all(unknown()), List.of(), Optional.empty(), Optional.empty());
        assertThat(HandSettlement.settle(DEFAULT, draw).nextStreak()).isEqualTo(4);
        assertThat(HandSettlement.settle(DEFAULT.with(GuizhouRules.STREAK_ON_DRAW, false), draw).nextStreak()).isEqualTo(3);
        assertThat(HandSettlement.settle(DEFAULT, draw).nextDealer()).isEqualTo(2);
    }
}
