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
}
