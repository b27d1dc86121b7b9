package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.FinalScores;
import org.jantaku.riichi.settlement.Reason;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Rows of {@code shared/spec/riichi-options.md} §5 about the wall's end and what follows it, played
 * under the three presets: nagashi mangan (20), the last hand and the game's end (23, 24, 25),
 * karaten (29) and the number of live draws (35).
 */
class SpecExhaustiveDrawTest {
    /** Four noten hands: every seat keeps 1469m 1469p 1469s and one wind. */
    private static Deal allNoten(int dealer) {
        Deal d = Deal.dealer(dealer);
        for (int seat = 0; seat < 4; seat++) {
            d.hand(seat, "1469m1469p1469s" + (seat + 1) + "z");
        }
        return d;
    }

    private static List<Integer> net(List<Transfer<Reason>> transfers) {
        return Transfer.net(transfers).toList();
    }

    private static List<Integer> next(Play p) {
        RiichiEvent.HandStarted next = p.last(RiichiEvent.HandStarted.class);
        return List.of(next.round(), next.dealer(), next.honba(), next.riichiSticks());
    }

    /**
     * Row 20: South 2 (seat 1 deals), 1 honba and 1 stick on the table. West (seat 2) draws and
     * discards 18 terminals and honours; the dealer is tenpai, the others noten. Tenhou pays nagashi at
     * the draw (no honba, the stick stays, no noten payments; the tenpai dealer keeps the deal);
     * Kyoto treats it as a non-dealer's win (honba and stick to West, the deal passes, honba 0);
     * baochong has no nagashi: the dealer's noten payments, and the deal passes (no tenpai renchan).
     */
    @ParameterizedTest(name = "row 20 {0}")
    @CsvSource(delimiter = '|', textBlock = """
            # preset   | E     | S (dealer) | W    | N     | next round | dealer | honba | sticks
            tenhou     | -2000 | -4000      | 8000 | -2000 | 5          | 1      | 2     | 1
            kyoto-club | -2100 | -4100      | 9300 | -2100 | 6          | 2      | 0     | 0
            baochong   | -1000 | 3000       | -1000| -1000 | 6          | 2      | 0     | 1
            """)
    void row20NagashiMangan(String preset, int east, int south, int west, int north, int round, int dealer, int honba,
            int sticks) {
        Deal d = Deal.dealer(1).hands("2468m2468p2468s3p", "123m456p789s1122z", "2468m2468p2468s3s", "2468m2468p2468s3m");
        List<String> westDraws = List.of("9m", "9m", "9m", "9m", "1p", "1p", "1p", "1p", "9p", "9p", "9p", "9p", "1s", "1s",
                "1s", "1s", "3z", "3z");
        for (int i = 0; i < westDraws.size(); i++) {
            d.draw(1 + 4 * i, westDraws.get(i));
        }
        Play p = Play.from(d.start(Play.rules(preset), 5, 1, 1, Play.EVEN)).toHandEnd();
        RiichiEvent.HandDrawn drawn = p.last(RiichiEvent.HandDrawn.class);
        assertThat(drawn.kind()).isEqualTo("exhaustive");
        assertThat(drawn.tenpai()).containsExactly(1);
        assertThat(net(drawn.transfers())).containsExactly(east, south, west, north);
        assertThat(next(p)).containsExactly(round, dealer, honba, sticks);
    }

    /**
     * Row 23: South 4, only the dealer (seat 3) is tenpai at the draw and first with 35 000: the game
     * ends under Tenhou's rules (its 聴牌止め since June 2010, the dealer top with 30,000 or more), Kyoto's
     * (forced end) and baochong's (the deal passes after the last hand); under Tenhou's rules before June
     * 2010 (no 聴牌止め) the dealer deals South 4 again.
     */
    @ParameterizedTest(name = "row 23 {0}")
    @CsvSource({"tenhou, true", "kyoto-club, true", "baochong, true", "tenhou-before-2010-06, false"})
    void row23AllLastDealerTenpaiOnTop(String preset, boolean ends) {
        RuleSet rules = preset.equals("tenhou-before-2010-06")
                ? Play.rules("tenhou").with(RiichiRules.TENPAI_YAME, "off") : Play.rules(preset);
        Play p = Play.from(SpecScenarioPlayTest.onlyDealerTenpai(3)
                .start(rules, 7, 0, 0, new BySeat<>(23000, 23000, 22000, 32000))).toHandEnd();
        assertThat(p.last(RiichiEvent.HandDrawn.class).tenpai()).containsExactly(3);
        assertThat(p.state().isOver()).isEqualTo(ends);
        if (ends) {
            assertThat(p.all(RiichiEvent.HandStarted.class)).as("no hand after it").isEmpty();
            assertThat(p.last(RiichiEvent.GameEnded.class).result().scores()).containsExactly(22000, 22000, 21000, 35000);
        } else {
            RiichiEvent.HandStarted next = p.last(RiichiEvent.HandStarted.class);
            assertThat(List.of(next.round(), next.dealer(), next.honba())).as("South 4 again, 1 honba").containsExactly(7, 3, 1);
            assertThat(next.scores().toList()).containsExactly(22000, 22000, 21000, 35000);
            assertThat(p.all(RiichiEvent.GameEnded.class)).isEmpty();
        }
    }

    /**
     * The same all-last hand won instead (the dealer's East triplet by self-draw on his second draw):
     * Tenhou's 和了止め ends the game when the winning dealer is top with 30 000 or more.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"tenhou", "kyoto-club"})
    void allLastDealerWinningOnTopEndsTheGame(String preset) {
        Play p = Play.from(SpecScenarioPlayTest.onlyDealerTenpai(3).draw(4, "1z")
                .start(Play.rules(preset), 7, 0, 0, new BySeat<>(23000, 23000, 22000, 32000))).tsumogiri(4);
        p.act(3, new RiichiAction.Tsumo());
        assertThat(p.state().isOver()).isTrue();
        assertThat(p.all(RiichiEvent.HandStarted.class)).isEmpty();
    }

    /**
     * Row 24: South 4 ends with an all-noten draw, the top at 29 000: tenhou goes into West 1
     * (sudden death below 30 000), Kyoto and baochong have no extension.
     */
    @ParameterizedTest(name = "row 24 {0}")
    @CsvSource({"tenhou, true", "kyoto-club, false", "baochong, false"})
    void row24NoOneReachedTheThreshold(String preset, boolean westRound) {
        Play p = Play.from(allNoten(3).start(Play.rules(preset), 7, 0, 0, new BySeat<>(29000, 25000, 25000, 21000)))
                .toHandEnd();
        RiichiEvent.HandDrawn drawn = p.last(RiichiEvent.HandDrawn.class);
        assertThat(drawn.tenpai()).isEmpty();
        assertThat(drawn.transfers()).isEmpty();
        assertThat(p.state().isOver()).isEqualTo(!westRound);
        if (westRound) {
            assertThat(next(p)).containsExactly(8, 0, 1, 0);
        }
    }

    /**
     * Row 25: South's noten payment (only the dealer tenpai) leaves him at exactly 0, which plays on,
     * or at −1000, which ends the game, the negative score settled as it is.
     */
    @ParameterizedTest(name = "row 25 {0} from {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # preset   | South before | others before | game over | final points (E S W N)
            tenhou     | 1000 | 37000 | false | ''
            kyoto-club | 1000 | 37000 | false | ''
            baochong   | 1000 | 37000 | false | ''
            tenhou     | 0    | 37500 | true  | -12.0 -51.0 46.5 16.5
            kyoto-club | 0    | 37500 | true  | -7.0 -41.0 36.0 12.0
            baochong   | 0    | 37500 | true  | 3.0 -26.0 11.5 11.5
            """)
    void row25BustBelowZero(String preset, int south, int others, boolean over, String points) {
        Play p = Play.from(SpecScenarioPlayTest.onlyDealerTenpai(0)
                .start(Play.rules(preset), 0, 0, 0, new BySeat<>(25000, south, others, others))).toHandEnd();
        assertThat(p.last(RiichiEvent.HandDrawn.class).scores().get(1)).isEqualTo(south - 1000);
        assertThat(p.state().isOver()).isEqualTo(over);
        if (!over) {
            assertThat(p.last(RiichiEvent.HandStarted.class).scores().get(1)).isZero();
            return;
        }
        FinalScores.Result r = p.last(RiichiEvent.GameEnded.class).result();
        assertThat(r.scores()).containsExactly(28000, -1000, others - 1000, others - 1000);
        StringBuilder text = new StringBuilder();
        for (int seat = 0; seat < 4; seat++) {
            text.append(seat == 0 ? "" : " ").append(r.pointsText(seat));
        }
        assertThat(text.toString()).isEqualTo(points);
    }

    /**
     * Row 29: at the draw South holds a pon of West and waits on the fifth West (all four copies his
     * own: noten); West waits on a kanchan 8p, whose four copies are all in the discards (still tenpai).
     */
    @ParameterizedTest(name = "row 29 {0}")
    @CsvSource({"tenhou", "kyoto-club", "baochong"})
    void row29Karaten(String preset) {
        Play p = Play.from(Deal.dealer(0)
                .hands("2468m2346p2468s5z", "1239m456p789s333z", "234m567m234s55s79p", "2468m2346p2468s6z")
                .draws("3z8p8p8p8p")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.act(0, new RiichiAction.Discard(p.drawn()));
        RiichiAction pon = p.legal(1).stream().filter(a -> a instanceof RiichiAction.Pon).findFirst().orElseThrow();
        p.act(1, pon).act(1, new RiichiAction.Discard(p.held(1, "9m"))).passAll().toHandEnd();
        assertThat(p.state().hand()).isEqualTo(1);
        RiichiEvent.HandDrawn drawn = p.last(RiichiEvent.HandDrawn.class);
        assertThat(p.all(TableEvent.Discarded.class).stream().filter(e -> e.tile().kind() == Play.kind("8p")))
                .as("all four 8p were discarded").hasSize(4);
        assertThat(drawn.tenpai()).containsExactly(2);
        assertThat(net(drawn.transfers())).containsExactly(-1000, -1000, 3000, -1000);
    }

    /**
     * Row 35: the dealer makes one closed kan, or three, on his first turn; everyone then plays to the
     * wall's end. Live draws: 70 − k with the standard dead wall; baochong's 1杠7 2杠8
     * ({@code stackPairs}) gives 70 and 68.
     */
    @ParameterizedTest(name = "row 35 {0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # preset   | kans        | dealer's 13 tiles | live draws
            tenhou     | 1m          | 1111m234567p234s  | 69
            tenhou     | 1m 2m 3m    | 111122223333m5p   | 67
            kyoto-club | 1m          | 1111m234567p234s  | 69
            kyoto-club | 1m 2m 3m    | 111122223333m5p   | 67
            baochong   | 1m          | 1111m234567p234s  | 70
            baochong   | 1m 2m 3m    | 111122223333m5p   | 68
            """)
    void row35LiveDrawsAfterKans(String preset, String kans, String hand, int liveDraws) {
        Play p = Play.from(Deal.dealer(0).hand(0, hand).start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        List<String> kinds = List.of(kans.split(" "));
        for (String kind : kinds) {
            p.act(0, new RiichiAction.ClosedKan(Play.kind(kind)));
        }
        p.toHandEnd();
        assertThat(p.last(RiichiEvent.HandDrawn.class).kind()).isEqualTo("exhaustive");
        long drew = p.events().stream().takeWhile(e -> !(e instanceof RiichiEvent.HandDrawn))
                .filter(e -> e instanceof RiichiEvent.Table(TableEvent.Drew d)).count();
        // the dealer's first draw comes with the deal, before the events played here; kans draw replacement tiles
        assertThat(1 + drew - kinds.size()).isEqualTo(liveDraws);
    }
}
