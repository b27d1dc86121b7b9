package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.MeldNotation;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WaitsTest {

    /** Waits from the shanten tables equal the kinds that make a complete hand by direct search. */
    @ParameterizedTest(name = "{0} melds")
    @CsvSource({"0", "1", "2", "3", "4"})
    void waitsAgreeWithTryingEveryTile(int melds) {
        SplittableRandom rnd = new SplittableRandom(500 + melds);
        int tenpai = 0;
        for (int i = 0; i < 2000; i++) {
            int[] c;
            if (i % 2 == 0) {
                c = RandomHands.complete(rnd, melds, 34);
                RandomHands.removeOne(rnd, c);
            } else {
                c = RandomHands.draw(rnd, 13 - 3 * melds, 34);
            }
            long expected = 0;
            for (int k = 0; k < 34; k++) {
                if (c[k] < 4) {
                    c[k]++;
                    if (Decomposer.isComplete(c, melds)) {
                        expected |= 1L << k;
                    }
                    c[k]--;
                }
            }
            long mask = Waits.mask(c, melds, TileSet.STANDARD_136);
            assertThat(Long.toBinaryString(mask)).as(Notation.formatCounts(c)).isEqualTo(Long.toBinaryString(expected));
            assertThat(mask != 0).isEqualTo(Shanten.of(c, melds) == 0);
            tenpai += mask != 0 ? 1 : 0;
        }
        assertThat(tenpai).as("enough tenpai hands were tried").isGreaterThan(900);
    }

    @Test
    void nineGatesWaitsOnAllNine() {
        Hand hand = hand("1112345678999m");
        assertThat(Waits.of(hand)).extracting(Wait::kind)
                .containsExactly(TileKind.M1, TileKind.M2, TileKind.M3, TileKind.M4, TileKind.M5,
                        TileKind.M6, TileKind.M7, TileKind.M8, TileKind.M9);
    }

    @Test
    void thirteenSidedKokushi() {
        Hand hand = hand("19m19p19s1234567z");
        assertThat(Waits.of(hand)).hasSize(13);
    }

    @Test
    void sevenPairsTankiWait() {
        assertThat(Waits.of(hand("1122m3344p5566s7z"))).extracting(Wait::kind).containsExactly(TileKind.RED);
    }

    @Test
    void aWaitOnAKindHeldFourTimesConcealedIsNoWait() {
        // 1111m + 234p 567p 789s + 5s: 5s tanki only (a fifth 1m does not exist).
        Hand hand = hand("1111m234p567p789s");
        assertThat(Waits.of(hand)).extracting(Wait::kind).doesNotContain(TileKind.M1);
    }

    @Test
    void pureKaratenIsTenpaiOnlyUnderAnyWait() {
        TileAllocator alloc = new TileAllocator(TileSet.STANDARD_136, false);
        Meld pon = MeldNotation.parse("pon:444p", alloc);
        Hand hand = new Hand(alloc.takeAll(Notation.parse("4p123m456m789m")), List.of(pon));
        List<Wait> waits = Waits.of(hand);
        assertThat(waits).containsExactly(new Wait(TileKind.P4, 4));
        assertThat(waits.get(0).exhaustedByOwnTiles()).isTrue();
        assertThat(Waits.isTenpai(hand, TenpaiRule.ANY_WAIT, TileSet.STANDARD_136)).isTrue();
        assertThat(Waits.isTenpai(hand, TenpaiRule.NOT_ALL_OWN_COPIES, TileSet.STANDARD_136)).isFalse();
    }

    @Test
    void aWaitWithAnotherKindLeftIsTenpaiUnderEitherRule() {
        TileAllocator alloc = new TileAllocator(TileSet.STANDARD_136, false);
        Meld kan = MeldNotation.parse("ankan:4444p", alloc);
        // 56p waits on 4p (all four are ours, in the kan) and 7p.
        Hand hand = new Hand(alloc.takeAll(Notation.parse("56p123m456m77m")), List.of(kan));
        assertThat(Waits.of(hand)).containsExactly(new Wait(TileKind.P4, 4), new Wait(TileKind.P7, 0));
        assertThat(Waits.isTenpai(hand, TenpaiRule.NOT_ALL_OWN_COPIES, TileSet.STANDARD_136)).isTrue();
    }

    @Test
    void waitsNeedA13TileHand() {
        assertThatThrownBy(() -> Waits.of(hand("123m456p789s11223z")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("13 tiles");
    }

    @Test
    void on108TilesNoHonourIsAWait() {
        Hand hand = new Hand(new TileAllocator(TileSet.SUITS_108, false).takeAll(Notation.parse("1122m3344p5566s7s")), List.of());
        assertThat(Waits.of(hand, TileSet.SUITS_108)).extracting(Wait::kind).containsExactly(TileKind.S7);
    }

    static Hand hand(String mpsz) {
        List<org.jantaku.core.tile.Tile> tiles = new ArrayList<>(
                new TileAllocator(TileSet.STANDARD_136, false).takeAll(Notation.parse(mpsz)));
        return new Hand(tiles, List.of());
    }
}
