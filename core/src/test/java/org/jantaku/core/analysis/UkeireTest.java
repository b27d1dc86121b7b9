package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.api.Test;

class UkeireTest {
    private static final int[] NONE = new int[34];

    @Test
    void tenpaiUkeireIsTheWaitsWithUnseenCopies() {
        int[] c = Notation.parseCounts("123m456p789s1122z");
        Ukeire u = Ukeire.of(c, 0, NONE, TileSet.STANDARD_136);
        assertThat(u.shanten()).isZero();
        assertThat(u.tiles()).containsExactly(new Ukeire.Useful(TileKind.EAST, 2), new Ukeire.Useful(TileKind.SOUTH, 2));
        assertThat(u.total()).isEqualTo(4);
    }

    @Test
    void visibleTilesReduceTheUnseenCount() {
        int[] c = Notation.parseCounts("123m456p789s1122z");
        int[] visible = Notation.parseCounts("1z2z2z");
        Ukeire u = Ukeire.of(c, 0, visible, TileSet.STANDARD_136);
        assertThat(u.tiles()).containsExactly(new Ukeire.Useful(TileKind.EAST, 1), new Ukeire.Useful(TileKind.SOUTH, 0));
        assertThat(u.total()).isEqualTo(1);
    }

    @Test
    void oneShantenRyanmenShapes() {
        // 23m 56p 789s 111z 99s: 1-shanten, useful 1m 4m 4p 7p (two ryanmen); 9s and ... no.
        int[] c = Notation.parseCounts("23m56p789s99s111z");
        Ukeire u = Ukeire.of(c, 0, NONE, TileSet.STANDARD_136);
        assertThat(u.shanten()).isEqualTo(1);
        assertThat(u.tiles()).extracting(Ukeire.Useful::kind)
                .containsExactly(TileKind.M1, TileKind.M4, TileKind.P4, TileKind.P7);
        assertThat(u.total()).isEqualTo(16);
    }

    @Test
    void usefulMeansShantenDrops() {
        SplittableRandom rnd = new SplittableRandom(9);
        for (int i = 0; i < 300; i++) {
            int[] c = RandomHands.draw(rnd, 13, 34);
            Ukeire u = Ukeire.of(c, 0, NONE, TileSet.STANDARD_136);
            assertThat(u.shanten()).isEqualTo(Shanten.of(c, 0));
            for (int k = 0; k < 34; k++) {
                if (c[k] == 4) {
                    continue;
                }
                c[k]++;
                boolean drops = Shanten.of(c, 0) < u.shanten();
                c[k]--;
                int kind = k;
                assertThat(u.tiles().stream().anyMatch(t -> t.kind().index() == kind)).isEqualTo(drops);
            }
        }
    }

    @Test
    void discardsAreRankedBestFirst() {
        int[] c = Notation.parseCounts("123m456p789s11223z");
        List<Ukeire.Option> options = Ukeire.discards(c, 0, NONE, TileSet.STANDARD_136);
        assertThat(options.get(0).discard()).isEqualTo(TileKind.WEST);
        assertThat(options.get(0).after().shanten()).isZero();
        assertThat(options).hasSize(12);
        for (int i = 1; i < options.size(); i++) {
            Ukeire a = options.get(i - 1).after();
            Ukeire b = options.get(i).after();
            assertThat(a.shanten() < b.shanten() || (a.shanten() == b.shanten() && a.total() >= b.total())).isTrue();
        }
    }
}
