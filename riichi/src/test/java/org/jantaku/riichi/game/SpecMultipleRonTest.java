package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.Phase;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Rows 9 and 10 of {@code shared/spec/riichi-options.md} §5, played: South (seat 1) discards the 3s
 * in the second go-around (no renhou) and two or three players ron it.
 *
 * <ul>
 * <li>West (seat 2) {@code 234m 567m 234p 55p 45s}: pinfu tanyao, 2 han 30 fu = 2000.
 * <li>North (seat 3) {@code 345m 678m 345p 66p 24s}: tanyao on the kanchan, 1 han 40 fu = 1300 (row 9),
 * or a noten {@code 29s} instead of {@code 24s} (row 10).
 * <li>East, the dealer {@code 456m 678p 678p 77s 45s}: pinfu tanyao iipeikou, 3 han 30 fu = 5800.
 * </ul>
 * The first dora indicator is East (dora South, which no winner holds); no red five is dealt.
 */
class SpecMultipleRonTest {
    private static final String NORTH_WAITS = "345m678m345p66p24s";
    private static final String NORTH_NOTEN = "345m678m345p66p29s";

    private static Play southDiscards3s(String preset, String north, int honba, int sticks) {
        Play p = Play.from(Deal.dealer(0)
                .hands("456m678p678p77s45s", "22m88m22p88p2s8s257z", "234m567m234p55p45s", north)
                .draws("1s7z9m9s8s3s")
                .indicator(0, "1z")
                .start(Play.rules(preset), 0, honba, sticks, Play.EVEN));
        p.tsumogiri(5);
        assertThat(p.drawn().kind()).isEqualTo(Play.kind("3s"));
        p.act(1, new RiichiAction.Discard(p.drawn()));
        while (p.state().phase() instanceof Phase.Claims c) {
            int seat = c.waiting().get(0);
            assertThat(p.legal(seat)).as("seat %d may ron the 3s", seat).contains(new RiichiAction.Ron());
            p.act(seat, new RiichiAction.Ron());
        }
        return p;
    }

    /** What each seat got from the hand's wins (0 each when nobody won). */
    private static List<Integer> won(Play p) {
        int[] net = new int[4];
        for (RiichiEvent.Won w : p.all(RiichiEvent.Won.class)) {
            var n = Transfer.net(w.transfers());
            for (int seat = 0; seat < 4; seat++) {
                net[seat] += n.get(seat);
            }
        }
        return List.of(net[0], net[1], net[2], net[3]);
    }

    private static void assertNextHand(Play p, int dealer, int honba, int sticks) {
        RiichiEvent.HandStarted next = p.last(RiichiEvent.HandStarted.class);
        assertThat(List.of(next.round(), next.dealer(), next.honba(), next.riichiSticks()))
                .as("round, dealer, honba, sticks of the next hand").containsExactly(0, dealer, honba, sticks);
    }

    /**
     * Row 9: West, North and the dealer ron South's discard (1 honba, 1 stick on the table). Tenhou:
     * 三家和, an abortive draw; the sticks stay, the dealer keeps the deal, honba +1. Kyoto: South pays
     * all three hands, West (nearest the discarder) takes the honba and the stick, the dealer won so
     * he keeps the deal. Baochong: abortive draw D, the stick carries over, the counter goes up.
     */
    @ParameterizedTest(name = "row 9 {0}")
    @CsvSource(delimiter = '|', textBlock = """
            # preset   | end       | E    | S     | W    | N    | next honba | next sticks
            tenhou     | tripleRon | 0    | 0     | 0    | 0    | 2          | 1
            kyoto-club | won       | 5800 | -9400 | 3300 | 1300 | 2          | 0
            baochong   | tripleRon | 0    | 0     | 0    | 0    | 2          | 1
            """)
    void row9TripleRon(String preset, String end, int east, int south, int west, int north, int honba, int sticks) {
        Play p = southDiscards3s(preset, NORTH_WAITS, 1, 1);
        if (end.equals("won")) {
            assertThat(p.all(RiichiEvent.Won.class)).extracting(RiichiEvent.Won::seat).containsExactly(2, 3, 0);
        } else {
            assertThat(p.all(RiichiEvent.Won.class)).isEmpty();
            RiichiEvent.HandDrawn drawn = p.last(RiichiEvent.HandDrawn.class);
            assertThat(drawn.kind()).isEqualTo(end);
            assertThat(drawn.transfers()).isEmpty();
        }
        assertThat(won(p)).containsExactly(east, south, west, north);
        assertNextHand(p, 0, honba, sticks);
    }

    /**
     * Row 10: West and the dealer ron South's discard with 1 honba and 2 sticks on the table: West,
     * nearest the discarder, gets his hand, the honba and both sticks, the dealer his hand only, and
     * keeps the deal. Baochong's honba is its 1500-point dealer-streak counter.
     */
    @ParameterizedTest(name = "row 10 {0}")
    @CsvSource(delimiter = '|', textBlock = """
            # preset   | E    | S     | W    | next honba
            tenhou     | 5800 | -8100 | 4300 | 2
            kyoto-club | 5800 | -8100 | 4300 | 2
            baochong   | 5800 | -9300 | 5500 | 2
            """)
    void row10DoubleRonWithHonbaAndSticks(String preset, int east, int south, int west, int honba) {
        Play p = southDiscards3s(preset, NORTH_NOTEN, 1, 2);
        assertThat(p.all(RiichiEvent.Won.class)).extracting(RiichiEvent.Won::seat).containsExactly(2, 0);
        assertThat(won(p)).containsExactly(east, south, west, 0);
        assertNextHand(p, 0, honba, 0);
    }
}
