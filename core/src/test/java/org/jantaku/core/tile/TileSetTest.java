package org.jantaku.core.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TileSetTest {

    @ParameterizedTest
    @CsvSource({"STANDARD_136, 136, 34", "SUITS_108, 108, 27"})
    void sizesAndKindCounts(TileSet set, int size, int kindCount) {
        assertThat(set.size()).isEqualTo(size);
        assertThat(set.kindCount()).isEqualTo(kindCount);
        assertThat(set.tiles()).hasSize(size);
        assertThat(set.kinds()).hasSize(kindCount);
    }

    @ParameterizedTest
    @CsvSource({"STANDARD_136", "SUITS_108"})
    void tilesAreInIdOrderFromZero(TileSet set) {
        assertThat(set.tiles().stream().map(Tile::id).toList())
                .isEqualTo(IntStream.range(0, set.size()).boxed().toList());
        assertThat(set.kinds()).isEqualTo(TileKind.all().subList(0, set.kindCount()));
    }

    @Test
    void theStandardSetHasEveryKindAndTile() {
        for (TileKind k : TileKind.all()) {
            assertThat(TileSet.STANDARD_136.contains(k)).as("%s", k).isTrue();
        }
        for (int id = 0; id < 136; id++) {
            assertThat(TileSet.STANDARD_136.contains(Tile.of(id))).isTrue();
        }
    }

    @Test
    void the108SetHasTheNumberedSuitsOnly() {
        for (TileKind k : TileKind.all()) {
            assertThat(TileSet.SUITS_108.contains(k)).as("%s", k).isEqualTo(!k.isHonor());
        }
        for (int id = 0; id < 136; id++) {
            assertThat(TileSet.SUITS_108.contains(Tile.of(id))).as("tile %d", id).isEqualTo(id < 108);
        }
        assertThat(TileSet.SUITS_108.kinds()).last().isEqualTo(TileKind.S9);
        assertThat(TileSet.SUITS_108.tiles()).noneMatch(t -> t.kind().isHonor());
    }

    @Test
    void the108SetKeepsTheRedFiveIds() {
        assertThat(TileSet.SUITS_108.tiles()).filteredOn(Tile::isRed)
                .extracting(Tile::id).containsExactly(16, 52, 88);
    }

    @Test
    void listsAreUnmodifiable() {
        assertThatThrownBy(() -> TileSet.STANDARD_136.tiles().remove(0))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> TileSet.SUITS_108.kinds().add(TileKind.EAST))
                .isInstanceOf(UnsupportedOperationException.class);
    }
}
