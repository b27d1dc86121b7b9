package org.jantaku.guizhou.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.rules.GuizhouRules;
import org.jantaku.guizhou.settlement.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The §14 cases that {@link PlayedExamplesTest}, {@link PlayedRulesTest} and {@link PlayedCasesTest}
 * do not reach, played on constructed walls ({@link Table}; seat 0 deals): patterns and the dealer's
 * 连庄 amounts on discards and self-draws (§14.3–14.9), 豆 of a seat not ready, 点豆 and two 转弯豆
 * (§14.15–14.17), 单鸡 wrap and 金鸡 (§14.18), a win on the last tile (§14.19), 黄庄查叫 (§14.23–14.25)
 * and the seed's "dealer pays 7" (§14.30). Filler hands hold no pair of a kind that is discarded and
 * are not ready; every discard that should stay unclaimed is checked to open no claim window. Each
 * case ends with the settler's nets (and transfers) for it ({@code spec-examples.jsonl}), the seats
 * ready (叫), the next dealer and L.
 */
class PlayedMoreCasesTest {
    private static final RuleSet RULES = GuizhouPresets.LIUPANSHUI.rules();

    /** The settled hand's nets and ready seats, and the next hand's dealer and L. */
    private static void ends(Table t, List<Integer> net, List<Integer> ready, int dealer, int streak) {
        assertThat(t.net()).as("net").containsExactlyElementsOf(net);
        assertThat(t.settled().settlement().ready()).as("叫").containsExactlyInAnyOrderElementsOf(ready);
        assertThat(t.state().dealer()).as("next dealer").isEqualTo(dealer);
        assertThat(t.state().streak()).as("next L").isEqualTo(streak);
    }

    private static void won(Table t, int seat, WinSource way, Pattern pattern) {
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.Won w && w.seat() == seat && w.way() == way
                && w.pattern() == pattern);
    }

    @Test
    void case3AllTripletsWinOnADiscardWithoutDou() {
        // Seat 1 (大对子, no 豆) waits on 9p alone; seat 3 discards it. Flip 5p → 6p.
        Table t = Table.deal(RULES, List.of("3589m2457p26789s", "111777m3339p555s", "248m14789p34678s", "346m1679p123678s"),
                "2m", "6p5m9s5p", "");
        t.quiet(0, 1, 2).discard(3, "9p");
        assertThat(t.legal(1)).containsExactly(new GuizhouAction.Win(), new GuizhouAction.Pass());
        t.play(1, new GuizhouAction.Win());
        won(t, 1, WinSource.DISCARD, Pattern.DA_DUI_ZI);
        assertThat(t.transfers()).containsExactly("3>1 5 hu");
        ends(t, List.of(0, 5, 0, -5), List.of(1), 1, 1);
    }

    /**
     * §14.4 and §14.15: seat 1 self-draws 平胡 on 8s; seat 3 holds 9999m and either discards its draws
     * or makes a 闷豆 at its first turn and discards the replacement: it ends not ready, so the 豆 scores
     * nothing and the nets are the same.
     */
    @ParameterizedTest(name = "seat 3 makes its 闷豆: {0}")
    @ValueSource(booleans = {false, true})
    void case4And15SelfDrawOfANonDealerAndTheDouOfASeatNotReady(boolean kong) {
        Table t = Table.deal(RULES, List.of("3457m12459p1789s", "234567m234p5678s", "23458m35678p146s", "489999m157p1469s"),
                "6m", "1p7m3s8p8s9p", "2s");
        t.quiet(0, 1, 2);
        if (kong) {
            t.play(3, new GuizhouAction.ConcealedKong(TileKind.M9));
            assertThat(t.state().seat(3).melds()).singleElement()
                    .satisfies(m -> assertThat(m).extracting(x -> x.shape(), x -> x.late()).containsExactly(MeldShape.CONCEALED_KONG, false));
        }
        t.quiet(3, 0).play(1, new GuizhouAction.SelfDraw());
        won(t, 1, WinSource.SELF_DRAW, Pattern.PING_HU);
        assertThat(t.transfers()).containsExactly("0>1 1 hu", "0>1 1 lianzhuang", "2>1 1 hu", "3>1 1 hu");
        ends(t, List.of(-2, 4, -1, -1), List.of(1), 1, 1);
    }

    @Test
    void case5DealerSelfDrawsAtStreaksOneTwoAndThree() {
        // The dealer wins 平胡 on its own 5s three hands in a row (the same wall each time): each 闲 pays 1 + L.
        Table.Spec spec = new Table.Spec(List.of("234567m234p5678s", "14679m679p12478s", "13469m48p134678s", "12789m12578p348s"),
                "5p", "3m9s6p5s9p", "");
        Table t = Table.deal(RULES, List.of(spec, spec, spec));
        for (int streak = 1; streak <= 3; streak++) {
            assertThat(t.state().streak()).isEqualTo(streak);
            t.quiet(0, 1, 2, 3).play(0, new GuizhouAction.SelfDraw());
            won(t, 0, WinSource.SELF_DRAW, Pattern.PING_HU);
            int paid = 1 + streak;
            ends(t, List.of(3 * paid, -paid, -paid, -paid), List.of(0), 0, streak + 1);
        }
    }

    @Test
    void case6NonDealerDiscardsIntoTheDealersAllTriplets() {
        // The dealer (大对子) waits on 9p; seat 2 discards it: 5 + L. Flip 7s → 8s.
        Table t = Table.deal(RULES, List.of("111777m3339p555s", "69m1245678p1389s", "359m14579p34689s", "568m124589p2379s"),
                "4m", "2m2s7s", "");
        t.quiet(0, 1).discard(2, "9p");
        assertThat(t.legal(0)).containsExactly(new GuizhouAction.Win(), new GuizhouAction.Pass());
        t.play(0, new GuizhouAction.Win());
        won(t, 0, WinSource.DISCARD, Pattern.DA_DUI_ZI);
        assertThat(t.transfers()).containsExactly("2>0 5 hu", "2>0 1 lianzhuang");
        ends(t, List.of(6, 0, -6, 0), List.of(0), 0, 2);
    }

    @Test
    void case7DealerDiscardsIntoAFullFlush() {
        // Seat 2 (清一色 of 万, waiting on 2m and 5m) wins the dealer's 5m: 10 + L. Flip 5s → 6s.
        Table t = Table.deal(RULES, List.of("2345789m267p168s", "45689m13679p356s", "1223344556789m", "12367m5679p1367s"),
                "4p", "3p9s4s8p5s", "");
        t.quiet(0, 1, 2, 3).discard(0, "5m");
        assertThat(t.legal(2)).containsExactly(new GuizhouAction.Win(), new GuizhouAction.Pong(), new GuizhouAction.Pass());
        t.play(2, new GuizhouAction.Win());
        won(t, 2, WinSource.DISCARD, Pattern.QING_YI_SE);
        assertThat(t.transfers()).containsExactly("0>2 10 hu", "0>2 1 lianzhuang");
        ends(t, List.of(-11, 0, 11, 0), List.of(2), 2, 1);
    }

    @Test
    void case8NonDealerDiscardsIntoSevenPairs() {
        // Seat 3 (小七对) waits on 9s; seat 1 discards it: 10, no L. Flip 8p → 9p.
        Table t = Table.deal(RULES, List.of("1247m2346789p18s", "1246m1489p13489s", "1358m2457p15679s", "224466m3377p559s"),
                "9m", "8m5p9p3m6s8p", "");
        t.quiet(0, 1, 2, 3, 0).discard(1, "9s");
        assertThat(t.legal(3)).containsExactly(new GuizhouAction.Win(), new GuizhouAction.Pass());
        t.play(3, new GuizhouAction.Win());
        won(t, 3, WinSource.DISCARD, Pattern.XIAO_QI_DUI);
        assertThat(t.transfers()).containsExactly("1>3 10 hu");
        ends(t, List.of(0, -10, 0, 10), List.of(3), 3, 1);
    }

    static Stream<Arguments> sevenPairs() {
        return Stream.of(
                // 11223344556677s: H 20 + L from the dealer, and two 幺鸡 (2 from each).
                Arguments.of(List.of("1267m234579p259s", "1122334455667s", "1239m1245689p38s", "258m123469p3459s"), "3m",
                        "4m8p9m6p7s5p", Pattern.QING_QI_DUI, 20, List.of(-23, 67, -22, -22)),
                // 11112233445566s: H 30 + L, and four 幺鸡 (4 from each); the 1s kong is never made.
                Arguments.of(List.of("349m1245679p379s", "1111223344556s", "2389m23456p2489s", "12457m359p23678s"), "1m",
                        "6m7m8p1p6s5p", Pattern.QING_LONG_QI_DUI, 30, List.of(-35, 103, -34, -34)),
                // 1111m 2222p 33s 44s 55s: 双龙七对, 30 by default.
                Arguments.of(List.of("234567m49p13679s", "1111m2222p33445s", "4679m459p235678s", "34679m568p24679s"), "8m",
                        "1p3p7p8s5s5p", Pattern.SHUANG_LONG_QI_DUI, 30, List.of(-31, 91, -30, -30)));
    }

    @ParameterizedTest(name = "{3}")
    @MethodSource("sevenPairs")
    void case9SevenPairsPatternsWonInPlay(List<String> hands, String dealerDraw, String front, Pattern pattern, int value,
            List<Integer> net) {
        // Seat 1 self-draws its seventh pair at its second draw; flip 5p → 6p.
        Table t = Table.deal(RULES, hands, dealerDraw, front, "");
        t.quiet(0, 1, 2, 3, 0).play(1, new GuizhouAction.SelfDraw());
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.Won w && w.seat() == 1 && w.pattern() == pattern
                && w.value() == value);
        ends(t, net, List.of(1), 1, 1);
    }

    @Test
    void case16DianDouOffTheDealersDiscard() {
        // Seat 2 kongs the dealer's 9m (点豆), discards the replacement; seat 1 self-draws 平胡 on 8s. Flip 9p → 1p.
        Table t = Table.deal(RULES, List.of("4678m2679p14578s", "234567m234p5678s", "999m456678p2347s", "1256m34567p1479s"),
                "9m", "8m3s8s9p", "3m");
        t.tsumogiri(0);
        assertThat(t.legal(2)).containsExactly(new GuizhouAction.Kong(), new GuizhouAction.Pong(), new GuizhouAction.Pass());
        t.play(2, new GuizhouAction.Kong());
        assertThat(t.state().seat(2).melds()).singleElement()
                .satisfies(m -> assertThat(m).extracting(x -> x.shape(), x -> x.from()).containsExactly(MeldShape.EXPOSED_KONG, 0));
        t.quiet(2, 3, 0).play(1, new GuizhouAction.SelfDraw());
        assertThat(t.transfers()).containsExactly("0>1 1 hu", "0>1 1 lianzhuang", "2>1 1 hu", "3>1 1 hu", "0>2 1 diandou");
        ends(t, List.of(-3, 4, 0, -1), List.of(1, 2), 1, 1);
    }

    @Test
    void case17TwoAddedKongsOfAReadySeat() {
        // Seat 1 pongs the dealer's 9m and seat 2's 9p, adds each fourth tile the turn it draws it (转弯豆); after
        // the first it may win 平胡 on a discard, so nobody discards its 2s, 5s or 8s. Seat 3 self-draws 8p; flip 7m → 8m.
        Table t = Table.deal(RULES, List.of("1678m268p134789s", "699m99p23456789s", "1568m135678p146s", "234567m2345678p"),
                "9m", "9p1m3s4p9m7p1p2m9p5m8p7m", "3p4m");
        t.tsumogiri(0).play(1, new GuizhouAction.Pong()).discard(1, "6m").unclaimed();
        t.tsumogiri(2).play(1, new GuizhouAction.Pong()).discard(1, "9s").unclaimed();
        t.quiet(2, 3, 0).play(1, new GuizhouAction.AddedKong(TileKind.M9)).unclaimed();
        t.quiet(1, 2, 3, 0).play(1, new GuizhouAction.AddedKong(TileKind.P9)).unclaimed();
        t.quiet(1, 2).play(3, new GuizhouAction.SelfDraw());
        assertThat(t.transfers()).containsExactly("0>3 1 hu", "0>3 1 lianzhuang", "1>3 1 hu", "2>3 1 hu", "0>1 3 zhuanwandou",
                "2>1 3 zhuanwandou", "3>1 3 zhuanwandou", "0>1 3 zhuanwandou", "2>1 3 zhuanwandou", "3>1 3 zhuanwandou");
        ends(t, List.of(-8, 17, -7, -2), List.of(1, 3), 3, 1);
    }

    @Test
    void case18aFlipNineWrapsToOne() {
        // Seat 1 holds 11m and self-draws 平胡 on 8s; flip 9m → 单鸡 1m: 2 from each.
        Table t = Table.deal(RULES, List.of("257m1267p123478s", "11234m567p23467s", "267m1467p124679s", "23489m1578p2459s"),
                "3p", "5m8m6s9p8s9m", "");
        t.quiet(0, 1, 2, 3, 0).play(1, new GuizhouAction.SelfDraw());
        assertThat(GuizhouEvent.flipOf(t.events())).hasValueSatisfying(f -> assertThat(f.kind()).isEqualTo(TileKind.M9));
        assertThat(t.transfers()).containsExactly("0>1 1 hu", "0>1 1 lianzhuang", "2>1 1 hu", "3>1 1 hu", "0>1 2 ji", "2>1 2 ji",
                "3>1 2 ji");
        ends(t, List.of(-4, 10, -3, -3), List.of(1), 1, 1);
    }

    @Test
    void case18bGoldenChickenOnAOneSouPong() {
        // Seat 1 pongs seat 2's 1s and ends ready; seat 3 self-draws 平胡 on 9s; flip 9s → 金鸡: the pong is 3 × 2 from
        // each. A 1s pong is always a claim of the hand's first 1s (责任鸡: seat 2 pays 1 more, not doubled by 金鸡);
        // the settler's case leaves the first 1s out, so here that is the one extra transfer.
        Table t = Table.deal(RULES, List.of("2478m14579p2578s", "234m2345679p118s", "368m13689p23578s", "456789m4566789s"),
                "6m", "1p1s4s9s9s", "");
        t.quiet(0, 1).tsumogiri(2);
        assertThat(t.legal(1)).containsExactly(new GuizhouAction.Pong(), new GuizhouAction.Pass());
        t.play(1, new GuizhouAction.Pong()).discard(1, "8s").unclaimed();
        t.quiet(2).play(3, new GuizhouAction.SelfDraw());
        assertThat(GuizhouEvent.flipOf(t.events())).hasValueSatisfying(f -> assertThat(f.kind()).isEqualTo(TileKind.S9));
        assertThat(t.transfers()).containsExactly("0>3 1 hu", "0>3 1 lianzhuang", "1>3 1 hu", "2>3 1 hu", "0>1 6 ji", "2>1 6 ji",
                "3>1 6 ji", "2>1 1 zerenji");
        ends(t, List.of(-8, 18, -8, -2), List.of(1, 3), 3, 1);
    }

    @Test
    void case19WinOnTheLastTileFlipsNothing() {
        // Seat 2 pongs the dealer's 3p (skipping two draws), so seat 1 draws the wall's last tile, 9p, and wins 平胡;
        // nothing is flipped: only its 幺鸡 counts. Every paired kind and every wait has all four tiles in hands.
        Table t = Table.deal(RULES, List.of("246789m34789p68s", "456789m4569p123s", "167m12335p34579s", "36m12489p111258s"),
                "3p", "", "9p");
        t.tsumogiri(0).play(2, new GuizhouAction.Pong()).discard(2, "7m").unclaimed();
        t.toLastTile();
        assertThat(t.turn()).isEqualTo(1);
        t.play(1, new GuizhouAction.SelfDraw());
        assertThat(t.events()).noneMatch(e -> e instanceof GuizhouEvent.ChickenFlipped);
        assertThat(t.transfers()).containsExactly("0>1 1 hu", "0>1 1 lianzhuang", "2>1 1 hu", "3>1 1 hu", "0>1 1 ji", "2>1 1 ji",
                "3>1 1 ji");
        ends(t, List.of(-3, 7, -2, -2), List.of(1), 1, 1);
    }

    static Stream<Arguments> exhausted() {
        return Stream.of(
                // §14.23: only seat 1 ready (平胡 on 5s/6s), the dealer not: 1 + L from the dealer, 1 from the others.
                Arguments.of("§14.23", List.of("1478m3457p13579s", "123456p5566789s", "46m12589p345669s", "3469m345689p148s"),
                        List.of(-2, 4, -1, -1), List.of(1)),
                // §14.24: only the dealer ready, on a 龙七对 (20): each 闲 pays 20 + L.
                Arguments.of("§14.24", List.of("11116m2233p4455s", "789m13478p13578s", "68m1248p1234689s", "668m234568p2345s"),
                        List.of(63, -21, -21, -21), List.of(0)),
                // §14.25: nobody ready.
                Arguments.of("§14.25 none", List.of("13589m3789p1238s", "123689m148p1467s", "89m134568p13478s", "349m13567p13489s"),
                        List.of(0, 0, 0, 0), List.of()),
                // §14.25: all four ready, each on 9s alone.
                Arguments.of("§14.25 all", List.of("234m123678p1239s", "234m123789p4569s", "234567m234p1239s", "123456m2345679s"),
                        List.of(0, 0, 0, 0), List.of(0, 1, 2, 3)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("exhausted")
    void cases23To25ExhaustedWall(String name, List<String> hands, List<Integer> net, List<Integer> ready) {
        // Everyone discards each draw to the end (every paired kind and every wait has all four tiles in hands): 黄庄查叫.
        Table t = Table.deal(RULES, hands, "", "", "");
        t.toLastTile();
        t.quiet(t.turn());
        assertThat(t.settled().settlement().wins()).isEmpty();
        assertThat(t.settled().settlement().transfers()).allMatch(tr -> tr.to() != tr.from());
        ends(t, net, ready, 0, 2);
    }

    @ParameterizedTest(name = "gz.dealerDaduiSelfDraw={0}")
    @ValueSource(strings = {"formula", "seed"})
    void case30TheSeedsDealerPaysSeven(String option) {
        // Seat 2 self-draws 大对子 on 9p at its second draw, L = 1: the dealer pays H + L = 6 by default, the seed's 7
        // with the option (the seed's example reads 7; no consistent rule gives both its 2 and its 7). Flip 4m → 5m.
        Table t = Table.deal(RULES.with(GuizhouRules.DEALER_DADUI_SELF_DRAW, option),
                List.of("3469m157p134689s", "2348m12478p1247s", "111777m3339p555s", "23458m146789p18s"), "2m", "5m6m2p3s6p9p4m", "");
        t.quiet(0, 1, 2, 3, 0, 1).play(2, new GuizhouAction.SelfDraw());
        won(t, 2, WinSource.SELF_DRAW, Pattern.DA_DUI_ZI);
        if (option.equals("seed")) {
            assertThat(t.transfers()).containsExactly("0>2 5 hu", "0>2 1 lianzhuang", "0>2 1 dealer_extra", "1>2 5 hu", "3>2 5 hu");
            ends(t, List.of(-7, -5, 17, -5), List.of(2), 2, 1);
        } else {
            assertThat(t.transfers()).containsExactly("0>2 5 hu", "0>2 1 lianzhuang", "1>2 5 hu", "3>2 5 hu");
            ends(t, List.of(-6, -5, 16, -5), List.of(2), 2, 1);
        }
    }
}
