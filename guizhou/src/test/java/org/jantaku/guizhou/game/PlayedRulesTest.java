package org.jantaku.guizhou.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.rules.GuizhouRules;
import org.jantaku.guizhou.settlement.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** 报听 and 杀报, 热炮 with 必胡 and 烧光, the delayed kong, 过水, and what a seat may see, through play. */
class PlayedRulesTest {
    private static final RuleSet RULES = GuizhouPresets.LIUPANSHUI.rules();
    private static final GuizhouGame GAME = new GuizhouGame();

    @Test
    void baotingFreezesTheHandAndItsDiscardLetsAPingHuWin() {
        // §14.10: seat 2 declares 报听 with its first discard; later it must discard its draw, 5p, into seat 1's 豆-less 平胡.
        Table t = Table.deal(RULES, List.of("266m88m3p7p9p22s5s4p9s", "123m456m789p234s5p", "345m678p345s678s9p",
                "147m146p68s8m5m3m2p9s"), "1m", "8p2m7s3s6m5p2p", "");
        t.tsumogiri(0).passAll().tsumogiri(1).passAll();
        assertThat(t.legal(2)).contains(new GuizhouAction.DeclareReady(t.state().seat(2).ofKind(TileKind.M2).get(0)));
        t.play(2, new GuizhouAction.DeclareReady(t.state().seat(2).ofKind(TileKind.M2).get(0))).passAll();
        assertThat(t.state().seat(2).declared()).isTrue();
        t.tsumogiri(3).passAll().tsumogiri(0).passAll().tsumogiri(1).passAll();
        assertThat(t.legal(2)).as("a frozen hand discards its draw").containsExactly(
                new GuizhouAction.Discard(((Phase.Turn) t.state().phase()).drawn().orElseThrow()));
        t.tsumogiri(2);
        assertThat(t.legal(1)).containsExactly(new GuizhouAction.Win(), new GuizhouAction.Pass());
        t.play(1, new GuizhouAction.Win());
        assertThat(t.net()).containsExactly(0, 11, -11, 0);
        assertThat(t.settled().settlement().transfers()).extracting(tr -> tr.reason()).containsExactly(Reason.HU, Reason.SHABAO);
    }

    @Test
    void noBaotingAfterACall() {
        // The same ready hand of seat 2 as above, but seat 3 pongs the dealer's first discard: no 报听 for anybody after it.
        Table t = Table.deal(RULES, List.of("266m88m3p7p9p22s5s4p9s", "123m456m789p234s5p", "345m678p345s678s9p",
                "147m1146p68s8m5m3m2p"), "1p", "8p2m7s", "");
        t.tsumogiri(0);
        t.play(3, new GuizhouAction.Pong());
        t.discard(3, "1m").passAll().tsumogiri(0).passAll().tsumogiri(1).passAll();
        assertThat(t.state().phase()).isInstanceOf(Phase.Turn.class);
        assertThat(t.legal(2)).noneMatch(a -> a instanceof GuizhouAction.DeclareReady)
                .anyMatch(a -> a instanceof GuizhouAction.Discard);
    }

    @Test
    void hotDiscardMustBeWonAndBurnsTheDiscarder() {
        // §14.11: seat 2 makes a 闷豆, discards the replacement 5p into seat 1's 豆-less 平胡: 必胡; seat 2 pays 1 + 1, gets no 豆 or 鸡.
        Table t = Table.deal(RULES, List.of("266m88m3p7p9p22s5s4p9s", "123m456m789p234s5p", "9999m123s456p678p",
                "147m146p68s8m5m3m2p9s"), "1m", "8p7s2p", "5p");
        t.tsumogiri(0).passAll().tsumogiri(1).passAll();
        t.play(2, new GuizhouAction.ConcealedKong(TileKind.M9));
        t.tsumogiri(2);
        assertThat(t.legal(1)).as("必胡").containsExactly(new GuizhouAction.Win());
        t.play(1, new GuizhouAction.Win());
        assertThat(t.net()).containsExactly(0, 2, -2, 0);
        assertThat(t.settled().settlement().burned()).containsExactly(2);
        assertThat(t.settled().settlement().ready()).contains(2);
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.Won w && w.way() == WinSource.DISCARD_AFTER_KONG);
    }

    @Test
    void aKongLetPassIsLateAndScoresNoDou() {
        // §14.28: seat 1 holds 5555m, discards instead of konging, kongs a turn later (普通补张), wins on the replacement.
        Table t = Table.deal(RULES, List.of("266m88m3p7p9p22s5s4p9s", "5555m123m234p12s9p", "1p4p7p3s6s9s8m1p3p6p4m6m7m",
                "1m4m7m9m2p5p8p4s7s8s5p2m9s"), "6s", "7m3m6p8s9p5s", "3s");
        t.tsumogiri(0).passAll();
        assertThat(t.legal(1)).contains(new GuizhouAction.ConcealedKong(TileKind.M5));
        t.tsumogiri(1).passAll().tsumogiri(2).passAll().tsumogiri(3).passAll().tsumogiri(0).passAll();
        t.play(1, new GuizhouAction.ConcealedKong(TileKind.M5));
        assertThat(t.state().seat(1).melds()).singleElement().satisfies(m -> {
            assertThat(m.shape()).isEqualTo(MeldShape.CONCEALED_KONG);
            assertThat(m.late()).isTrue();
        });
        t.play(1, new GuizhouAction.SelfDraw());
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.Won w && w.way() == WinSource.REPLACEMENT_DRAW);
        // 平胡 + 杠上花 1 + L from the dealer, 1 chicken (1s); no 豆.
        assertThat(t.net()).containsExactly(-4, 10, -3, -3);
        assertThat(t.settled().settlement().transfers()).noneMatch(tr -> tr.reason() == Reason.MENDOU);
    }

    @ParameterizedTest(name = "gz.passLock={0}")
    @ValueSource(booleans = {true, false})
    void passingAWinLocksThatKindUntilTheNextDraw(boolean lock) {
        // Seat 1 waits on 7m/9p for a 大对子; it lets seat 2's 7m go; seat 3's 7m before seat 1's next draw.
        Table t = Table.deal(RULES.with(GuizhouRules.PASS_LOCK, lock), List.of("266m88m3p7p9p22s5s4p9s", "111m333p555s77m99p",
                "246m258p369s48s1p6p", "358m147p246s8s9m2p6p"), "9s", "5m7m7m", "");
        t.tsumogiri(0).passAll().tsumogiri(1).passAll().tsumogiri(2);
        assertThat(t.legal(1)).containsExactly(new GuizhouAction.Win(), new GuizhouAction.Pong(), new GuizhouAction.Pass());
        t.play(1, new GuizhouAction.Pass()).passAll().tsumogiri(3);
        if (lock) {
            assertThat(t.legal(1)).as("过水").containsExactly(new GuizhouAction.Pong(), new GuizhouAction.Pass());
        } else {
            assertThat(t.legal(1)).containsExactly(new GuizhouAction.Win(), new GuizhouAction.Pong(), new GuizhouAction.Pass());
        }
    }

    @Test
    void aSeatSeesOnlyItsOwnConcealedTiles() {
        GuizhouState s = GAME.start(RULES, 5).state();
        int dealer = s.dealer();
        int other = (dealer + 1) % 4;
        GuizhouObservation o = GAME.observe(s, other);
        assertThat(o.table().hands().get(other)).contains(s.seat(other).hand());
        for (int seat = 0; seat < 4; seat++) {
            if (seat != other) {
                assertThat(o.table().hands().get(seat)).as("seat %d in seat %d's view", seat, other).isEmpty();
            }
        }
        assertThat(o.table().drawn()).isEmpty();
        assertThat(GAME.observe(s, dealer).table().drawn()).isPresent();
        assertThat(o.table().tilesLeft()).isEqualTo(55);
        assertThat(o.table().handSizes().toList()).as("the dealer holds 14, the others 13").containsExactly(
                dealer == 0 ? 14 : 13, dealer == 1 ? 14 : 13, dealer == 2 ? 14 : 13, dealer == 3 ? 14 : 13);
        assertThat(o.table().claimTile()).isEqualTo(Optional.empty());
        GuizhouObservation all = GAME.observeAll(s);
        for (int seat = 0; seat < 4; seat++) {
            assertThat(all.table().hands().get(seat)).contains(s.seat(seat).hand());
        }
    }
}
