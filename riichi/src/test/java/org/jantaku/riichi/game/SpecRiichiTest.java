package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.seat.BySeat;
import org.jantaku.engine.table.TableEvent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Riichi rows of {@code shared/spec/riichi-options.md} §5 played under the three presets: the
 * closed kan after riichi (16, 17), the points (26) and the live tiles (27) a declaration needs.
 */
class SpecRiichiTest {
    private static boolean riichiOffered(Play p, int seat) {
        return p.legal(seat).stream().anyMatch(a -> a instanceof RiichiAction.DeclareRiichi);
    }

    /**
     * Rows 16 and 17: the dealer declares riichi with the seed's hands, then draws the fourth tile of
     * a concealed triplet. The waits stay the same ({1s 3s 4s}; {4s 7s}), so tenhou and baochong
     * ({@code waitsUnchanged}) offer the kan; Kyoto ({@code structureUnchanged}) does not, because a
     * tenpai reading without that triplet disappears ({@code 222 + 35 + 55} waiting on 4s;
     * {@code 123s 123s 123s}).
     */
    @ParameterizedTest(name = "row {0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # row | preset   | dealer's 13 tiles | fourth tile | kan offered
            16    | tenhou     | 2223555s678p789m | 0s | true
            16    | kyoto-club | 2223555s678p789m | 0s | false
            16    | baochong   | 2223555s678p789m | 0s | true
            17    | tenhou     | 11122233356s66z  | 1s | true
            17    | kyoto-club | 11122233356s66z  | 1s | false
            17    | baochong   | 11122233356s66z  | 1s | true
            """)
    void rows16and17ClosedKanAfterRiichi(int row, String preset, String hand, String fourth, boolean offered) {
        Play p = Play.from(Deal.dealer(0).hand(0, hand).draws("1z9m9p8m" + fourth)
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.riichiWithDrawn().tsumogiri(3);
        assertThat(p.turnSeat()).isZero();
        assertThat(p.drawn().kind()).isEqualTo(Play.kind(fourth));
        RiichiAction kan = new RiichiAction.ClosedKan(Play.kind(fourth));
        assertThat(p.legal(0).contains(kan)).as("kan offered").isEqualTo(offered);
        if (offered) {
            p.act(0, kan);
            assertThat(((RiichiMeld) p.last(TableEvent.Called.class).meld()).meld()).isInstanceOf(ClosedKan.class);
            assertThat(p.state().seat(0).declared()).isTrue();
        } else {
            assertThat(p.attempt(0, kan).isOk()).as("the kan is refused").isFalse();
            assertThat(p.legal(0)).containsExactly(new RiichiAction.Discard(p.drawn()));
        }
    }

    /** The control of rows 16 and 17: a completely independent triplet (222z) may be kanned in riichi under every preset. */
    @ParameterizedTest(name = "independent triplet {0}")
    @CsvSource({"tenhou", "kyoto-club", "baochong"})
    void anIndependentTripletMayBeKannedInRiichi(String preset) {
        Play p = Play.from(Deal.dealer(0).hand(0, "123m456p789s222z5p").draws("1z9m9p8m2z")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        p.riichiWithDrawn().tsumogiri(3);
        RiichiAction kan = new RiichiAction.ClosedKan(Play.kind("2z"));
        assertThat(p.legal(0)).contains(kan);
        p.act(0, kan);
        assertThat(((RiichiMeld) p.last(TableEvent.Called.class).meld()).meld()).isInstanceOf(ClosedKan.class);
    }

    /**
     * Row 26: the tenpai dealer may declare riichi with exactly 1000 points (and goes to 0, which is
     * not a bust), not with 900, under every preset (Kyoto's scorekeeping dead hand for a riichi
     * under 1000 is in {@code keep.ScenarioTest}).
     */
    @ParameterizedTest(name = "row 26 {0} with {1}")
    @CsvSource({"tenhou, 1000", "tenhou, 900", "kyoto-club, 1000", "kyoto-club, 900", "baochong, 1000", "baochong, 900"})
    void row26RiichiNeedsAThousand(String preset, int points) {
        Play p = Play.from(SpecScenarioPlayTest.onlyDealerTenpai(0).draws("9m")
                .start(Play.rules(preset), 0, 0, 0, new BySeat<>(points, 33000, 33000, 33000)));
        boolean allowed = points >= 1000;
        assertThat(riichiOffered(p, 0)).isEqualTo(allowed);
        if (!allowed) {
            assertThat(p.attempt(0, new RiichiAction.DeclareRiichi(p.drawn())).isOk()).isFalse();
            return;
        }
        p.riichiWithDrawn();
        assertThat(p.last(RiichiEvent.RiichiAccepted.class).scores().get(0)).isZero();
        assertThat(p.state().riichiSticks()).isEqualTo(1);
        assertThat(p.state().isOver()).isFalse();
        assertThat(p.turnSeat()).isEqualTo(1);
    }

    /**
     * Row 27: North (seat 3) is tenpai all hand; on his draw that leaves 6 live tiles every preset
     * offers riichi, on the one that leaves 2 only Kyoto does (「自分のツモ順が無くてもリーチはかけられます」).
     */
    @ParameterizedTest(name = "row 27 {0}")
    @CsvSource({"tenhou, false", "kyoto-club, true", "baochong, false"})
    void row27RiichiNearTheWallsEnd(String preset, boolean offeredWithTwoLeft) {
        Play p = Play.from(Deal.dealer(0)
                .hands("1469m1469p1469s5z", "1469m1469p1469s6z", "1469m1469p1469s7z", "123m456p789s1122z")
                .start(Play.rules(preset), 0, 0, 0, Play.EVEN));
        for (int left : new int[] {6, 2}) {
            while (!(p.turnSeat() == 3 && p.state().liveTilesLeft() == left)) {
                p.tsumogiri();
            }
            assertThat(riichiOffered(p, 3)).as("riichi offered with %d live tiles left", left)
                    .isEqualTo(left == 6 || offeredWithTwoLeft);
            p.tsumogiri();
        }
    }
}
