package org.jantaku.guizhou.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.settlement.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Worked examples of spec §12 and test cases of §14 reached through play on constructed walls
 * ({@link Table}; seat 0 deals): the same nets as the table-side settler gives for them
 * ({@code spec-examples.jsonl}).
 */
class PlayedExamplesTest {
    private static final RuleSet RULES = GuizhouPresets.LIUPANSHUI.rules();

    @Test
    void pingHuWithoutDouCannotWinOnADiscard() {
        // §14.1: seat 1 waits on 5p with a 平胡 and no 豆; seat 3's 5p opens no window.
        Table t = Table.deal(RULES, List.of("266m88m3p7p9p22s5s4p9s", "123m456m789p234s5p",
                "66p88s99s1p3p6s7s9m2m4p", "5p7m9m2p4p6p4s6s8s1p3m5m9s"), "1m", "8p3p7p", "");
        t.tsumogiri(0).passAll().tsumogiri(1).passAll().tsumogiri(2).passAll();
        t.discard(3, "5p");
        assertThat(t.state().phase()).isInstanceOf(Phase.Turn.class);
        assertThat(((Phase.Turn) t.state().phase()).seat()).isZero();
        assertThat(t.events()).noneMatch(e -> e instanceof GuizhouEvent.Won);
    }

    @Test
    void pingHuWithADianDouWinsOnADiscard() {
        // §14.2: seat 1 kongs seat 2's 7s (点豆), then wins on seat 3's 5p: 3 → 1 胡 1, 2 → 1 点豆 1.
        Table t = Table.deal(RULES, List.of("266m88m3p7p9p22s5s4p9s", "123m456m789p777s5p",
                "66p88s99s1p3p6s7s9m2m4p", "5p7m9m2p4p6p4s6s8s1p3m5m9s"), "1m", "8p3p1p7p2s", "4m");
        t.tsumogiri(0).tsumogiri(1);
        t.discard(2, "7s");
        assertThat(t.legal(1)).contains(new GuizhouAction.Kong(), new GuizhouAction.Pong());
        t.play(1, new GuizhouAction.Kong());
        t.tsumogiri(1).passAll().tsumogiri(2).passAll();
        t.discard(3, "5p");
        assertThat(t.legal(1)).containsExactly(new GuizhouAction.Win(), new GuizhouAction.Pass());
        t.play(1, new GuizhouAction.Win());
        assertThat(t.net()).containsExactly(0, 2, -1, -1);
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.Won w && w.pattern() == Pattern.PING_HU
                && w.way() == WinSource.DISCARD);
    }

    @Test
    void example1SelfDrawWithAMenDouAndChickens() {
        // §12 Ex 1: seat 1 闷豆 5m, self-draws 平胡 on 3s; flip 5p → 单鸡 6p; seat 2 ready with 66p.
        Table t = Table.deal(RULES, List.of("236m13468p25689s", "5555m123m234p12s9p", "77789m234789s66p",
                "1247m1457p14789s"), "7p", "9p3p8m5s3s5p", "9m");
        t.tsumogiri(0).passAll();
        t.play(1, new GuizhouAction.ConcealedKong(TileKind.M5));
        t.tsumogiri(1).passAll().tsumogiri(2).passAll().tsumogiri(3).passAll().tsumogiri(0).passAll();
        t.play(1, new GuizhouAction.SelfDraw());
        assertThat(t.net()).containsExactly(-7, 11, 2, -6);
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.ChickenFlipped f && f.tile().kind() == TileKind.P5);
        assertThat(t.state().dealer()).isEqualTo(1);
    }

    @Test
    void example3TheDealerRobsAnAddedKong() {
        // §12 Ex 3: seat 1 pongs seat 2's 4p, later adds the drawn 4p; the dealer (no 豆, 平胡 on 4p) must rob it.
        Table t = Table.deal(RULES, List.of("123s345m35p678m99s", "4p4p11s567p789m23s5m", "456s456s789s22p8p4p",
                "14679m13679p258s"), "9s", "8m8p3s9p1p4p2m", "");
        t.tsumogiri(0).passAll().tsumogiri(1).passAll();
        t.discard(2, "4p");
        t.play(1, new GuizhouAction.Pong());
        t.discard(1, "5m").passAll().tsumogiri(2).passAll().tsumogiri(3).passAll().tsumogiri(0).passAll();
        t.play(1, new GuizhouAction.AddedKong(TileKind.P4));
        assertThat(t.events()).anyMatch(e -> e instanceof GuizhouEvent.Table(TableEvent.KongAdding k));
        assertThat(t.legal(0)).as("必胡").containsExactly(new GuizhouAction.Win());
        t.play(0, new GuizhouAction.Win());
        assertThat(t.net()).containsExactly(12, -8, -2, -2);
        assertThat(t.settled().settlement().burned()).containsExactly(1);
        assertThat(t.state().dealer()).isZero();
        assertThat(t.state().streak()).isEqualTo(2);
    }

    @Test
    void example4ExhaustedWallChajiao() {
        // §12 Ex 4: everyone discards what he draws to the end; seat 1 ready on 清一色, seat 2 on 平胡.
        Table t = Table.deal(RULES, List.of("169m1789p1349s2s8s", "123456789m234m5m", "123p456p789s55s66s",
                "78m2568p1345789s"), "", "", "");
        t.playOut();
        assertThat(t.settled().settlement().wins()).isEmpty();
        assertThat(t.net()).containsExactly(-13, 21, 3, -11);
        assertThat(t.state().dealer()).isZero();
        assertThat(t.state().streak()).isEqualTo(2);
    }

    @Test
    void case26OneDiscardTwoWinners() {
        // §14.26: seat 1 (平胡 with a 闷豆) and seat 3 (大对子) both win on the dealer's 8p; seat 1 deals next.
        Table t = Table.deal(RULES, List.of("8p1m6m8m1p3p6p9p3s5s8s9s2s", "9999m234p567s345m", "124m2p5p7p3s1p7s5m6m9p4p",
                "222m444s666s77m88p"), "7p", "8p2s9s5s7s", "1p");
        t.tsumogiri(0).passAll();
        t.play(1, new GuizhouAction.ConcealedKong(TileKind.M9));
        t.tsumogiri(1).passAll().tsumogiri(2).passAll().tsumogiri(3).passAll();
        t.discard(0, "8p");
        t.play(1, new GuizhouAction.Win());
        t.play(3, new GuizhouAction.Win());
        // 胡: 0 → 1 1 + L 1, 0 → 3 5 + L 1; seat 1's 闷豆: 2 from each other seat.
        assertThat(t.net()).containsExactly(-10, 8, -2, 4);
        assertThat(t.state().dealer()).isEqualTo(1);
        assertThat(t.events().stream().filter(e -> e instanceof GuizhouEvent.ChickenFlipped)).hasSize(1);
    }
}
