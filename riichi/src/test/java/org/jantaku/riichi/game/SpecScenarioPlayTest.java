package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.TreeSet;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.engine.settle.Transfer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Rows of {@code shared/spec/riichi-options.md} §5 that are about play, played through the engine
 * from constructed walls ({@link Deal}) under the three presets: baseline {@code tenhou},
 * {@code kyoto-club} and {@code baochong}.
 */
class SpecScenarioPlayTest {
    private static final RiichiGame GAME = Play.GAME;
    private static final BySeat<Integer> EVEN = Play.EVEN;

    private static RuleSet rules(String preset) {
        return Play.rules(preset);
    }

    // Three noten hands and a dealer's tenpai hand (123m 456p 789s, East and South pairs).
    static Deal onlyDealerTenpai(int dealer) {
        return Deal.dealer(dealer)
                .hand(dealer, "123m456p789s1122z")
                .hand(BySeat.after(dealer, 1), "1469m1469p1469s5z")
                .hand(BySeat.after(dealer, 2), "1469m1469p1469s6z")
                .hand(BySeat.after(dealer, 3), "1469m1469p1469s7z");
    }

    @ParameterizedTest(name = "row {0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # row | preset   | round | dealer gets | next round | next dealer | next honba
            4     | tenhou   | 1     | 3000        | 1          | 1           | 1
            4     | kyoto-club | 1   | 3000        | 2          | 2           | 1
            4     | baochong | 1     | 3000        | 2          | 2           | 0
            5     | tenhou   | 5     | 3000        | 5          | 1           | 1
            5     | kyoto-club | 5   | 3000        | 5          | 1           | 1
            5     | baochong | 5     | 3000        | 6          | 2           | 0
            """)
    void rows4and5ExhaustiveDrawWithOnlyTheDealerTenpai(int row, String preset, int round, int dealerGets, int nextRound,
            int nextDealer, int nextHonba) {
        Play p = Play.from(onlyDealerTenpai(1).start(rules(preset), round, 0, 0, EVEN)).toHandEnd();
        RiichiEvent.HandDrawn drawn = p.last(RiichiEvent.HandDrawn.class);
        assertThat(drawn.kind()).isEqualTo("exhaustive");
        assertThat(drawn.tenpai()).containsExactly(1);
        assertThat(Transfer.net(drawn.transfers()).get(1)).isEqualTo(dealerGets);
        RiichiEvent.HandStarted next = p.last(RiichiEvent.HandStarted.class);
        assertThat(List.of(next.round(), next.dealer(), next.honba())).containsExactly(nextRound, nextDealer, nextHonba);
        if (preset.equals("kyoto-club")) {
            assertThat(p.events()).as("the dealer declared tenpai (Kyoto: declarations at the draw)")
                    .contains(new RiichiEvent.TenpaiDeclared(1, true));
        } else {
            assertThat(p.events()).noneMatch(e -> e instanceof RiichiEvent.TenpaiDeclared);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # preset     | a tenpai noten declaration is offered
            tenhou       | false
            kyoto-club   | true
            baochong     | false
            """)
    void kyotoLetsATenpaiPlayerDeclareNoten(String preset, boolean offered) {
        Play p = Play.from(onlyDealerTenpai(1).start(rules(preset), 5, 0, 0, EVEN));
        int hand = p.state().hand();
        while (p.state().hand() == hand && !(p.state().phase() instanceof RiichiPhase.Declarations)) {
            p.tsumogiri();
        }
        assertThat(p.state().phase() instanceof RiichiPhase.Declarations).isEqualTo(offered);
        if (offered) {
            assertThat(GAME.toAct(p.state())).containsExactly(1);
            assertThat(p.legal(1)).containsExactly(new RiichiAction.DeclareTenpai(), new RiichiAction.DeclareNoten());
            assertThat(p.attempt(0, new RiichiAction.DeclareNoten()).isOk()).as("only the dealer declares").isFalse();
            p.act(1, new RiichiAction.DeclareNoten());
            RiichiEvent.HandDrawn drawn = p.last(RiichiEvent.HandDrawn.class);
            assertThat(drawn.tenpai()).as("a declared noten is noten").isEmpty();
            assertThat(drawn.transfers()).isEmpty();
            RiichiEvent.HandStarted next = p.last(RiichiEvent.HandStarted.class);
            assertThat(next.dealer()).as("the noten dealer passes the deal").isEqualTo(2);
        }
    }

    /**
     * Row 18: seat 1 makes three closed kans (2m, 4p, 5s), seat 2 discards the fourth 8s, seat 1
     * calls it (the fourth kan) and wins on the replacement tile, suukantsu on the 7p tanki.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # preset     | seat 0 pays | seat 2 pays | seat 3 pays
            tenhou       | 16000       | 8000        | 8000
            kyoto-club   | 0           | 32000       | 0
            baochong     | 16000       | 8000        | 8000
            """)
    void row18TheFeederOfTheFourthKanIsLiableInKyoto(String preset, int pays0, int pays2, int pays3) {
        RiichiState s = Deal.dealer(0)
                .hand(0, "1369m1369p1369s2z")
                .hand(1, "2222m4444p5550s8s")
                .hand(2, "1369m1369p1369s3z")
                .hand(3, "1369m1369p1369s4z")
                .draws("7m8s8s")
                .rinshan(0, "8s").rinshan(1, "7p").rinshan(2, "1z").rinshan(3, "7p")
                .start(rules(preset), 0, 0, 0, EVEN);
        Play p = Play.from(s).tsumogiri();
        for (String kind : List.of("2m", "4p", "5s")) {
            p.act(1, new RiichiAction.ClosedKan(org.jantaku.core.tile.Notation.parseOne(kind).kind()));
        }
        p.tsumogiri(); // the 1z
        p.act(2, new RiichiAction.Discard(p.drawn())); // the fourth 8s
        assertThat(p.legal(1)).contains(new RiichiAction.OpenKan());
        for (int seat : new TreeSet<>(GAME.toAct(p.state()))) {
            p.act(seat, seat == 1 ? new RiichiAction.OpenKan() : new RiichiAction.Pass());
        }
        p.act(1, new RiichiAction.Tsumo());
        RiichiEvent.Won won = p.last(RiichiEvent.Won.class);
        assertThat(won.score().yaku()).anyMatch(y -> y.yaku() == org.jantaku.riichi.scoring.Yaku.SUUKANTSU);
        var net = Transfer.net(won.transfers());
        assertThat(List.of(-net.get(0), -net.get(2), -net.get(3))).containsExactly(pays0, pays2, pays3);
        assertThat(net.get(1)).isEqualTo(32000);
    }

    /**
     * Row 19 played: with 1 honba seat 1 pons the white dragon (off the dealer), then the red and the
     * green one (both off seat 2, who becomes liable with the third set: 包), and wins daisangen on
     * seat 3's 9p. The two pay 16 000 each; the honba goes with the liable player's half at Tenhou
     * (issue #24: +32 300 / −16 000 / −16 300), with the discarder's in Kyoto (積み棒は振り込んだ者のみ)
     * and baochong (1 500 a counter).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # preset     | winner gets | liable seat 2 pays | discarder seat 3 pays
            tenhou       | 32300       | 16300              | 16000
            kyoto-club   | 32300       | 16000              | 16300
            baochong     | 33500       | 16000              | 17500
            """)
    void row19PaoRonHonbaIsPaidAsThePresetSays(String preset, int gets, int liablePays, int discarderPays) {
        RiichiState s = Deal.dealer(0)
                .hand(0, "1469m1458p2458s3z")
                .hand(1, "55z66z77z234m9p179s")
                .hand(2, "1469m1458p2458s4z")
                .hand(3, "1469m1458p2458s4z")
                .draw(0, "5z").draw(1, "7z").draw(2, "6z").draw(4, "9p")
                .start(rules(preset), 0, 1, 0, EVEN);
        Play p = Play.from(s);
        p.act(0, new RiichiAction.Discard(p.drawn())); // the white dragon
        callPon(p, "5z");
        p.act(1, new RiichiAction.Discard(p.held(1, "1s"))).passAll();
        p.act(2, new RiichiAction.Discard(p.drawn())); // the red dragon
        callPon(p, "7z");
        p.act(1, new RiichiAction.Discard(p.held(1, "7s"))).passAll();
        p.act(2, new RiichiAction.Discard(p.drawn())); // the green dragon
        callPon(p, "6z");
        assertThat(RiichiMeld.liable(p.state().seat(1).melds())).as("seat 2 fed the third dragon set").isEqualTo(2);
        p.act(1, new RiichiAction.Discard(p.held(1, "9s"))).passAll();
        p.tsumogiri(); // seat 2
        p.act(3, new RiichiAction.Discard(p.drawn())); // the 9p
        assertThat(p.legal(1)).contains(new RiichiAction.Ron());
        for (int seat : new TreeSet<>(GAME.toAct(p.state()))) {
            p.act(seat, seat == 1 ? new RiichiAction.Ron() : new RiichiAction.Pass());
        }
        RiichiEvent.Won won = p.last(RiichiEvent.Won.class);
        assertThat(won.score().yaku()).anyMatch(y -> y.yaku() == org.jantaku.riichi.scoring.Yaku.DAISANGEN);
        assertThat(Transfer.net(won.transfers()).toList()).containsExactly(0, gets, -liablePays, -discarderPays);
    }

    /** Seat 1 pons the discard just made with two tiles of {@code kind}; every other seat passes. */
    private static void callPon(Play p, String kind) {
        List<org.jantaku.core.tile.Tile> pair = p.state().seats().get(1).hand().stream()
                .filter(t -> t.kind() == Play.kind(kind)).limit(2).toList();
        for (int seat : new TreeSet<>(GAME.toAct(p.state()))) {
            p.act(seat, seat == 1 ? new RiichiAction.Pon(pair.get(0), pair.get(1)) : new RiichiAction.Pass());
        }
    }

    /**
     * Rows 21 and 22: in the last hand (South 4, seat 3 deals) the dealer wins by self-draw on his
     * second draw (East triplet as seat wind, 2 han 40 fu: 1300 all), ending first below 30 000 or not first.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # row | preset     | dealer's points before | what follows
            21    | tenhou     | 22000                  | next hand
            21    | kyoto-club | 22000                  | game over
            21    | baochong   | 22000                  | game over
            22    | tenhou     | 10000                  | next hand
            22    | kyoto-club | 10000                  | dealer's choice
            22    | baochong   | 10000                  | next hand
            """)
    void rows21and22AllLastDealerWin(int row, String preset, int dealerPoints, String follows) {
        BySeat<Integer> scores = new BySeat<>(27000, 25000, 100000 - 52000 - dealerPoints, dealerPoints);
        if (row == 21) {
            scores = new BySeat<>(26000, 26000, 26000, dealerPoints);
        }
        RiichiState s = onlyDealerTenpai(3).draws("5m7m7m8m1z").start(rules(preset), 7, 0, 0, scores);
        Play p = Play.from(s).tsumogiri(4).act(3, new RiichiAction.Tsumo());
        s = p.state();
        RiichiEvent.Won won = p.last(RiichiEvent.Won.class);
        int after = won.scores().get(3);
        if (row == 21) {
            assertThat(after).as("first with less than 30 000").isLessThan(30000)
                    .isGreaterThan(java.util.Collections.max(List.of(won.scores().get(0), won.scores().get(1), won.scores().get(2))));
        } else {
            assertThat(after).as("not first").isLessThan(won.scores().get(2));
        }
        switch (follows) {
            case "next hand" -> {
                assertThat(s.isOver()).isFalse();
                assertThat(s.dealer()).isEqualTo(3);
                assertThat(s.streak()).isEqualTo(1);
            }
            case "game over" -> assertThat(s.isOver()).isTrue();
            default -> {
                assertThat(s.phase()).isEqualTo(new RiichiPhase.DealerChoice(3, true));
                assertThat(GAME.legalActions(s, 3)).containsExactly(new RiichiAction.PlayOn(), new RiichiAction.EndGame());
                assertThat(GAME.isOver(GAME.apply(s, 3, new RiichiAction.EndGame()).orThrow().state())).isTrue();
                RiichiState on = GAME.apply(s, 3, new RiichiAction.PlayOn()).orThrow().state();
                assertThat(List.of(on.round(), on.dealer(), on.streak())).containsExactly(7, 3, 1);
            }
        }
    }
}
