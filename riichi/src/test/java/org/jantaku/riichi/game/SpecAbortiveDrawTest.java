package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The abortive draws of {@code shared/spec/riichi-options.md} §5, rows 11 to 14, played under the
 * three presets: tenhou has all of them, kyoto-club none (「途中流局は一切無しです」), baochong A–F
 * (nine terminals only forced, with more than nine such tiles).
 */
class SpecAbortiveDrawTest {
    /** Simples only: the dealer never has nine terminals. */
    private static final String DEALER_SIMPLES = "234567m234567p8s";

    /** The hand ended as an abortive draw of this kind, and the dealer deals again with one more honba. */
    private static void assertAbortive(Play p, String kind, int sticks) {
        RiichiEvent.HandDrawn drawn = p.last(RiichiEvent.HandDrawn.class);
        assertThat(drawn.kind()).isEqualTo(kind);
        assertThat(drawn.transfers()).isEmpty();
        RiichiEvent.HandStarted next = p.last(RiichiEvent.HandStarted.class);
        assertThat(List.of(next.round(), next.dealer(), next.honba(), next.riichiSticks()))
                .as("round, dealer, honba, sticks of the next hand").containsExactly(0, 0, 1, sticks);
    }

    /** Play goes on in the same hand: nothing was drawn, {@code seat} is to play after its draw. */
    private static void assertPlaysOn(Play p, int seat) {
        assertThat(p.all(RiichiEvent.HandDrawn.class)).isEmpty();
        assertThat(p.state().hand()).isZero();
        assertThat(p.turnSeat()).isEqualTo(seat);
    }

    /**
     * Row 11: all four declare (double) riichi with their first discards; the fourth riichi's discard
     * passes. Tenhou and baochong (C): an abortive draw, the four sticks stay on the table; Kyoto plays on.
     */
    @ParameterizedTest(name = "row 11 {0}")
    @CsvSource({"tenhou, true", "kyoto-club, false", "baochong, true"})
    void row11FourRiichi(String preset, boolean abortive) {
        Play p = Play.from(Deal.dealer(0)
                .hands("123m456p789s1122z", "234m567p789s3344z", "345m678p123s5566z", "678m99m123p456s77z")
                .draws("1p9p1m9s")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        for (int i = 0; i < 4; i++) {
            p.riichiWithDrawn();
        }
        assertThat(p.all(RiichiEvent.RiichiAccepted.class)).hasSize(4);
        assertThat(p.last(RiichiEvent.RiichiAccepted.class).scores().toList()).containsExactly(24000, 24000, 24000, 24000);
        if (abortive) {
            assertAbortive(p, "fourRiichi", 4);
        } else {
            assertPlaysOn(p, 0);
            assertThat(p.state().riichiSticks()).isEqualTo(4);
        }
    }

    /**
     * Row 12: South's first draw gives (a) nine different terminal and honour kinds in nine such
     * tiles, or (b) eight kinds in ten tiles. Tenhou offers 九種九牌 for (a) only; Kyoto never;
     * baochong forces the abortive draw for (b) (more than nine tiles) and offers nothing for (a).
     */
    @ParameterizedTest(name = "row 12{1} {0}")
    @CsvSource(delimiter = '|', textBlock = """
            # preset   | case | South's 13 tiles  | first draw | outcome
            tenhou     | a    | 123459m19p19s123z | 6p         | offered
            kyoto-club | a    | 123459m19p19s123z | 6p         | none
            baochong   | a    | 123459m19p19s123z | 6p         | none
            tenhou     | b    | 1123499m19p19s12z | 5s         | none
            kyoto-club | b    | 1123499m19p19s12z | 5s         | none
            baochong   | b    | 1123499m19p19s12z | 5s         | forced
            """)
    void row12NineTerminals(String preset, String tileCase, String south, String draw, String outcome) {
        Play p = Play.from(Deal.dealer(0).hand(0, DEALER_SIMPLES).hand(1, south).draws("8p" + draw)
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.tsumogiri();
        switch (outcome) {
            case "forced" -> assertAbortive(p, "nineTerminals", 0);
            case "offered" -> {
                assertPlaysOn(p, 1);
                assertThat(p.legal(1)).contains(new RiichiAction.NineTerminals());
                p.act(1, new RiichiAction.NineTerminals());
                assertAbortive(p, "nineTerminals", 0);
            }
            default -> {
                assertPlaysOn(p, 1);
                assertThat(p.legal(1)).doesNotContain(new RiichiAction.NineTerminals());
                assertThat(p.attempt(1, new RiichiAction.NineTerminals()).isOk()).isFalse();
            }
        }
    }

    /** Row 13: the four first discards are all North, no call: tenhou and baochong (B) abort, Kyoto plays on. */
    @ParameterizedTest(name = "row 13 {0}")
    @CsvSource({"tenhou, true", "kyoto-club, false", "baochong, true"})
    void row13FourWinds(String preset, boolean abortive) {
        Play p = Play.from(Deal.dealer(0).hand(0, DEALER_SIMPLES).draws("4z4z4z4z")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.tsumogiri(4);
        if (abortive) {
            assertAbortive(p, "fourWinds", 0);
        } else {
            assertPlaysOn(p, 0);
        }
    }

    /**
     * Row 14: East makes two closed kans (1m, 2m), South two (3m, 4m); South's discard after the
     * fourth kan passes. Tenhou and baochong (F, read as the standard 四開槓) abort; Kyoto plays on,
     * and West, holding four 5m, may not make a fifth kan.
     */
    @ParameterizedTest(name = "row 14 {0}")
    @CsvSource({"tenhou, true", "kyoto-club, false", "baochong, true"})
    void row14FourKansByTwoPlayers(String preset, boolean abortive) {
        Play p = Play.from(Deal.dealer(0)
                .hand(0, "11112222m56789p")
                .hand(1, "33334444m56789s")
                .hand(2, "0555m123p123s123z")
                .draws("9m9p9s")
                .rinshan(0, "7z").rinshan(1, "7z").rinshan(2, "6z").rinshan(3, "6z")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.act(0, new RiichiAction.ClosedKan(Play.kind("1m"))).act(0, new RiichiAction.ClosedKan(Play.kind("2m"))).tsumogiri();
        p.act(1, new RiichiAction.ClosedKan(Play.kind("3m"))).act(1, new RiichiAction.ClosedKan(Play.kind("4m")));
        assertThat(p.state().kans()).containsExactly(0, 0, 1, 1);
        p.tsumogiri();
        if (abortive) {
            assertAbortive(p, "fourKans", 0);
            return;
        }
        assertPlaysOn(p, 2);
        RiichiAction fifth = new RiichiAction.ClosedKan(Play.kind("5m"));
        assertThat(p.legal(2)).doesNotContain(fifth);
        assertThat(p.attempt(2, fifth).isOk()).as("no fifth kan").isFalse();
    }
}
