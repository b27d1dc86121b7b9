package org.jantaku.guizhou.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.junit.jupiter.api.Test;

/**
 * The §12 examples and §14 cases that {@link PlayedExamplesTest} does not reach, played on
 * constructed walls ({@link Table}; seat 0 deals): Ex 2 (热炮, 烧光, 金鸡 and 责任鸡 in one hand, after a
 * 黄庄 that keeps the dealer), Ex 5 (报听 and 杀报), 抢杠 (§14.12, §14.13), 杠上花 (§14.14), 冲锋鸡
 * (§14.20, §14.21) and 责任鸡 (§14.22). Each ends with the nets and transfers the table-side settler
 * gives for the same case ({@code spec-examples.jsonl}), and the seats that are ready (叫).
 */
class PlayedCasesTest {
    private static final RuleSet RULES = GuizhouPresets.LIUPANSHUI.rules();

    @Test
    void example2HotDiscardBurnsTheKongerAndTheGoldenChickenPaysTheClaimer() {
        // Hand 0 is Ex 4's 黄庄 (the dealer keeps the deal, L = 2). Hand 1: the dealer's first discard is the
        // hand's first 1s, seat 3 pongs it; seat 2 pongs seat 1's 3p, later adds the drawn 3p (转弯豆) and
        // discards the replacement 7m: seat 3 must win it (大对子, 热炮). Flip 9s → 金鸡.
        Table t = Table.deal(RULES, List.of(
                new Table.Spec(List.of("169m1789p1349s2s8s", "123456789m234m5m", "123p456p789s55s66s", "78m2568p1345789s"),
                        "", "", ""),
                new Table.Spec(List.of("1389m1256p46899s", "234m567m234678s9m", "456m8m33p789p123s5s", "222m55m77m444p6p11s"),
                        "1s", "3s3p4m2p8p3p9s", "7m")));
        t.playOut();
        assertThat(t.state().dealer()).isZero();
        assertThat(t.state().streak()).as("L").isEqualTo(2);
        t.tsumogiri(0);
        t.play(3, new GuizhouAction.Pong());
        t.discard(3, "6p").passAll().tsumogiriAll(0).tsumogiri(1);
        t.play(2, new GuizhouAction.Pong());
        t.discard(2, "8m").passAll().tsumogiriAll(3, 0, 1);
        t.play(2, new GuizhouAction.AddedKong(TileKind.P3)).passAll();
        t.discard(2, "7m");
        assertThat(t.legal(3)).as("必胡 on a 热炮").containsExactly(new GuizhouAction.Win());
        t.play(3, new GuizhouAction.Win());
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.Won w && w.way() == WinSource.DISCARD_AFTER_KONG);
        assertThat(t.net()).containsExactly(-7, -6, -12, 25);
        assertThat(t.transfers()).containsExactly("2>3 5 hu", "2>3 1 repao", "0>3 6 ji", "1>3 6 ji", "2>3 6 ji",
                "0>3 1 zerenji");
        assertThat(t.settled().settlement().burned()).containsExactly(2);
        assertThat(t.settled().settlement().ready()).containsExactlyInAnyOrder(1, 2, 3);
        assertThat(t.state().dealer()).isEqualTo(3);
        assertThat(t.state().streak()).isEqualTo(1);
    }

    @Test
    void example5aBaotingSelfDraw() {
        // Seat 2 declares 报听 with its first discard (9p), then self-draws 平胡 on 8s.
        Table t = seat2DeclaresReady("234m567m234p567s8s", "147m46p68s8m5m3m2p9s6p", "5s9p1m3p7p8s9p");
        t.play(2, new GuizhouAction.SelfDraw());
        assertThat(t.net()).containsExactly(-12, -11, 34, -11);
        assertThat(t.settled().settlement().ready()).containsExactly(2);
        assertThat(t.state().dealer()).isEqualTo(2);
    }

    @Test
    void example5bSelfDrawAgainstABaotingSeatKillsIt() {
        // Seat 2 declares 报听 (waiting on 9p); seat 3 self-draws 平胡: seat 2 pays 1 + 10 (杀报).
        Table t = seat2DeclaresReady("345m678p345s678s9p", "234m567m234p567s8s", "1m1p5p9s6p2m8s9p");
        assertThat(t.legal(2)).as("a frozen hand discards its draw").hasSize(1);
        t.tsumogiri(2).passAll();
        t.play(3, new GuizhouAction.SelfDraw());
        assertThat(t.net()).containsExactly(-2, -1, -11, 14);
        assertThat(t.transfers()).containsExactly("0>3 1 hu", "0>3 1 lianzhuang", "1>3 1 hu", "2>3 1 hu", "2>3 10 shabao");
        assertThat(t.settled().settlement().ready()).containsExactlyInAnyOrder(2, 3);
        assertThat(t.state().dealer()).isEqualTo(3);
    }

    @Test
    void case12ANonDealerRobsANonDealersAddedKongWithAFullFlush() {
        // Seat 1 pongs seat 2's 5m, later adds the drawn 5m; seat 3 (清一色 waiting on 5m) must rob it.
        Table t = Table.deal(RULES, List.of("12467p99p23578s9s", "55m1m6m1p3p6p8p2s4s6s8s9s", "2m6m7m8m3p4p7p8p9p3s4s6s7s",
                "12346789m2349m5p"), "9p", "6s5m7s9m8p5m4p", "");
        t.tsumogiriAll(0, 1).tsumogiri(2);
        t.play(1, new GuizhouAction.Pong());
        t.discard(1, "2s").passAll().tsumogiriAll(2);
        t.discard(3, "5p").passAll().tsumogiriAll(0);
        t.play(1, new GuizhouAction.AddedKong(TileKind.M5));
        assertThat(t.legal(3)).as("必胡 on 抢杠").containsExactly(new GuizhouAction.Win());
        t.play(3, new GuizhouAction.Win());
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.Won w && w.way() == WinSource.ROBBED_KONG);
        assertThat(t.net()).containsExactly(0, -31, 0, 31);
        assertThat(t.transfers()).containsExactly("1>3 30 hu", "1>3 1 lianzhuang");
        assertThat(t.settled().settlement().burned()).containsExactly(1);
        assertThat(t.state().dealer()).isEqualTo(3);
    }

    @Test
    void case13ANonDealerRobsTheDealersAddedKong() {
        // The dealer pongs seat 1's 5m (seat 2's 豆-less 平胡 may not take it), later adds the drawn 5m; seat 2 robs it.
        Table t = Table.deal(RULES, List.of("55m1p2p6p9p2s3s7s8s9s7m9m", "1m2m6m8m9m1p2p3p7p8p4s6s9s", "34m678p234567s99p",
                "3m6m7m4p6p8p9p3s5s8s9s2s7s"), "1m", "5m4s5p1p5m4p", "");
        t.tsumogiriAll(0).tsumogiri(1);
        assertThat(t.legal(2)).as("平胡 without 豆 does not win on a discard").doesNotContain(new GuizhouAction.Win());
        t.play(0, new GuizhouAction.Pong());
        t.discard(0, "2p").passAll().tsumogiriAll(1, 2, 3);
        t.play(0, new GuizhouAction.AddedKong(TileKind.M5));
        assertThat(t.legal(2)).as("必胡 on 抢杠").containsExactly(new GuizhouAction.Win());
        t.play(2, new GuizhouAction.Win());
        assertThat(t.net()).containsExactly(-4, 0, 4, 0);
        assertThat(t.state().dealer()).isEqualTo(2);
    }

    @Test
    void case14KongReplacementWinWithAConcealedKong() {
        // Seat 2 draws 7m, makes its 闷豆 of 9m at once and wins 大对子 on the replacement 7m (杠上花).
        Table t = Table.deal(RULES, List.of("236m2468p9p24678s", "2468m13577p9p369s", "1119999m333p555s", "348m126p9p234789s"),
                "8m", "5p7m4m", "7m");
        t.tsumogiriAll(0, 1);
        t.play(2, new GuizhouAction.ConcealedKong(TileKind.M9));
        t.play(2, new GuizhouAction.SelfDraw());
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.Won w && w.way() == WinSource.REPLACEMENT_DRAW);
        assertThat(t.net()).containsExactly(-9, -8, 25, -8);
        assertThat(t.transfers()).containsExactly("0>2 5 hu", "0>2 1 lianzhuang", "0>2 1 gangshanghua", "1>2 5 hu",
                "1>2 1 gangshanghua", "3>2 5 hu", "3>2 1 gangshanghua", "0>2 2 mendou", "1>2 2 mendou", "3>2 2 mendou");
    }

    /** §14.20 and §14.21: seat 3 draws and discards the hand's first 1s, unclaimed; seat 1 self-draws 平胡 on 8s. */
    private static Table chargingChicken(String seat3) {
        Table t = Table.deal(RULES, List.of("138m2356789p249s", "234m567m234p567s8s", "1m3m4m7m8m9m4p6p8p2s3s5s9s", seat3),
                "9m", "3p4s1s2p8s9p", "");
        t.tsumogiriAll(0, 1, 2, 3, 0);
        t.play(1, new GuizhouAction.SelfDraw());
        return t;
    }

    @Test
    void case20ChargingChickenOfAReadySeat() {
        Table t = chargingChicken("456m789p345s66s77s");
        assertThat(t.net()).containsExactly(-4, 2, -3, 5);
        assertThat(t.transfers()).containsExactly("0>1 1 hu", "0>1 1 lianzhuang", "2>1 1 hu", "3>1 1 hu",
                "0>3 2 chongfengji", "1>3 2 chongfengji", "2>3 2 chongfengji");
        assertThat(t.settled().settlement().ready()).containsExactlyInAnyOrder(1, 3);
    }

    @Test
    void case21ChargingChickenOfASeatWithoutReadyIsPaidToEachReadySeat() {
        Table t = chargingChicken("46m567p9p3567s28m2s");
        assertThat(t.net()).containsExactly(-2, 6, -1, -3);
        assertThat(t.transfers()).containsExactly("0>1 1 hu", "0>1 1 lianzhuang", "2>1 1 hu", "3>1 1 hu",
                "3>1 2 chongfengji");
        assertThat(t.settled().settlement().ready()).containsExactly(1);
    }

    @Test
    void case22aResponsibleChickenTheClaimerReady() {
        // The dealer's first discard is the hand's first 1s; seat 1 pongs it and ends ready: the dealer pays it 1.
        Table t = responsibleChicken(List.of("138m2356789p249s", "11s345p678p456s9m2m", "234m567m234p567s8s",
                "46m567p9p3567s28m2s"), "2m", "3m9s1m8m8s9p");
        assertThat(t.net()).containsExactly(-6, 9, 1, -4);
        assertThat(t.transfers()).containsExactly("0>2 1 hu", "0>2 1 lianzhuang", "1>2 1 hu", "3>2 1 hu", "0>1 3 ji",
                "2>1 3 ji", "3>1 3 ji", "0>1 1 zerenji");
        assertThat(t.settled().settlement().ready()).containsExactlyInAnyOrder(1, 2);
    }

    @Test
    void case22bResponsibleChickenTheClaimerNotReadyTheDiscarderReady() {
        // The same claim, but seat 1 ends without 叫 and the dealer is ready: seat 1 pays the dealer 1.
        Table t = responsibleChicken(List.of("456m789m345p678s9s", "11s139m2p69p234s6s7p", "234m567m234p567s8s",
                "1268m3678p23459s"), "7p", "1m4p5p8m8s9p");
        assertThat(t.net()).containsExactly(-1, -2, 4, -1);
        assertThat(t.transfers()).containsExactly("0>2 1 hu", "0>2 1 lianzhuang", "1>2 1 hu", "3>2 1 hu", "1>0 1 zerenji");
        assertThat(t.settled().settlement().ready()).containsExactlyInAnyOrder(0, 2);
    }

    /**
     * Ex 5's opening: seat 2 declares 报听 with its first draw (the second tile of {@code front}), then
     * seats 3, 0 and 1 discard their draws; seat 2 is to play its next draw.
     */
    private static Table seat2DeclaresReady(String seat2, String seat3, String front) {
        Table t = Table.deal(RULES, List.of("266m88m3p7p9p22s5s4p9s", "147m258p369s4m7p3s9m", seat2, seat3), "9m", front, "");
        t.tsumogiriAll(0, 1);
        t.play(2, new GuizhouAction.DeclareReady(((Phase.Turn) t.state().phase()).drawn().orElseThrow())).passAll();
        return t.tsumogiriAll(3, 0, 1);
    }

    /**
     * §14.22: the dealer's first discard is the hand's first 1s; seat 1 pongs it and discards
     * {@code discard}; seats 2, 3, 0 and 1 discard their draws, then seat 2 self-draws.
     */
    private static Table responsibleChicken(List<String> hands, String discard, String front) {
        Table t = Table.deal(RULES, hands, "1s", front, "");
        t.tsumogiri(0);
        t.play(1, new GuizhouAction.Pong());
        t.discard(1, discard).passAll().tsumogiriAll(2, 3, 0, 1);
        return t.play(2, new GuizhouAction.SelfDraw());
    }
}
