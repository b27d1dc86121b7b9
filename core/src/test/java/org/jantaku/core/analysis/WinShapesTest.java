package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.api.Test;

class WinShapesTest {
    private static final WinShapes NO_PAIRS = new WinShapes(TileSet.STANDARD_136, WinShapes.SevenPairs.NONE, true);
    private static final WinShapes DIFFERENT = new WinShapes(TileSet.STANDARD_136, WinShapes.SevenPairs.DIFFERENT, false);
    private static final WinShapes DRAGONS = new WinShapes(TileSet.SUITS_108, WinShapes.SevenPairs.FOUR_AS_TWO, false);

    @Test
    void sevenPairsWinOnlyAsTheRulesAllow() {
        int[] pairs = Notation.parseCounts("1122m3344p5566s77m");
        assertThat(NO_PAIRS.complete(pairs, 0)).isFalse();
        assertThat(DIFFERENT.complete(pairs, 0)).isTrue();
        int[] dragon = Notation.parseCounts("1111m3344p5566s77m");
        assertThat(DIFFERENT.complete(dragon, 0)).isFalse();
        assertThat(DRAGONS.complete(dragon, 0)).isTrue();
    }

    @Test
    void thirteenOrphansOnlyWhenAllowed() {
        int[] orphans = Notation.parseCounts("19m19p19s1234567z1m");
        assertThat(NO_PAIRS.complete(orphans, 0)).isTrue();
        assertThat(DIFFERENT.complete(orphans, 0)).isFalse();
    }

    @Test
    void completingKindsIncludeTheDragonWaitFarFromFourSets() {
        int[] waiting = Notation.parseCounts("1111m3344p5566s7m");
        assertThat(WinShapes.kinds(DRAGONS.completing(waiting, 0))).containsExactly(TileKind.M7);
        assertThat(DIFFERENT.completing(waiting, 0)).isZero();
        int[] runs = Notation.parseCounts("123m456p789s1122z");
        assertThat(WinShapes.kinds(NO_PAIRS.completing(runs, 0))).isEqualTo(List.of(TileKind.EAST, TileKind.SOUTH));
        assertThat(runs).isEqualTo(Notation.parseCounts("123m456p789s1122z"));
    }
}
