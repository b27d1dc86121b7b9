package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jantaku.core.tile.TileKind;
import org.junit.jupiter.api.Test;

class ReadingTest {
    private static Reading.Group triplet(TileKind k) {
        return new Reading.Group(false, k, false, true);
    }

    private static Reading standard(TileKind pair, TileKind... triplets) {
        List<Reading.Group> sets = new ArrayList<>(Arrays.stream(triplets).map(ReadingTest::triplet).toList());
        while (sets.size() < 4) {
            sets.add(new Reading.Group(true, TileKind.M1, false, true));
        }
        return new Reading(Reading.Shape.STANDARD, pair, sets);
    }

    @Test
    void windSets() {
        Reading big = standard(TileKind.M5, TileKind.EAST, TileKind.SOUTH, TileKind.WEST, TileKind.NORTH);
        Reading little = standard(TileKind.NORTH, TileKind.EAST, TileKind.SOUTH, TileKind.WEST);
        Reading neither = standard(TileKind.M5, TileKind.EAST, TileKind.SOUTH, TileKind.WEST);
        assertThat(big.bigFourWinds()).isTrue();
        assertThat(big.littleFourWinds()).isFalse();
        assertThat(little.littleFourWinds()).isTrue();
        assertThat(little.bigFourWinds()).isFalse();
        assertThat(neither.littleFourWinds() || neither.bigFourWinds()).isFalse();
    }

    @Test
    void dragonSets() {
        Reading big = standard(TileKind.M5, TileKind.WHITE, TileKind.GREEN, TileKind.RED);
        Reading little = standard(TileKind.RED, TileKind.WHITE, TileKind.GREEN);
        Reading neither = standard(TileKind.EAST, TileKind.WHITE, TileKind.GREEN);
        assertThat(big.bigThreeDragons()).isTrue();
        assertThat(big.littleThreeDragons()).isFalse();
        assertThat(little.littleThreeDragons()).isTrue();
        assertThat(little.bigThreeDragons()).isFalse();
        assertThat(neither.littleThreeDragons() || neither.bigThreeDragons()).isFalse();
        assertThat(new Reading(Reading.Shape.SEVEN_PAIRS, TileKind.RED, List.of()).littleThreeDragons()).isFalse();
    }

    /** A hand read once: every reading by the shapes, and what its tiles, melds included, are made of. */
    @Test
    void aHandIsReadWithItsMeldsAndTiles() {
        WinShapes shapes = new WinShapes(org.jantaku.core.tile.TileSet.STANDARD_136, WinShapes.SevenPairs.NONE, true);
        int[] concealed = TileKind.counts(List.of(TileKind.M1, TileKind.M1, TileKind.M1, TileKind.M2, TileKind.M2, TileKind.M2,
                TileKind.M3, TileKind.M3, TileKind.M3, TileKind.M5, TileKind.M5));
        Readings.Hand hand = Readings.Hand.of(concealed, List.of(triplet(TileKind.EAST)), shapes);
        assertThat(hand.complete()).isTrue();
        assertThat(hand.readings()).hasSize(2).allMatch(r -> r.hasTriplet(TileKind.EAST));
        assertThat(hand.tiles().halfFlush()).isTrue();
        concealed[TileKind.M5.index()]--;
        concealed[TileKind.M6.index()]++;
        assertThat(Readings.Hand.of(concealed, List.of(triplet(TileKind.EAST)), shapes).complete()).isFalse();
    }
}
