package org.jantaku.riichi.wall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Wall;
import org.junit.jupiter.api.Test;

class DeadWallTest {
    /** A wall in id order, so positions can be read off the tiles. */
    private static final Wall ORDERED = new Wall(TileSet.STANDARD_136.tiles());

    @Test
    void layoutFromTheFarEnd() {
        assertThat(DeadWall.rinshan(ORDERED, 0).id()).isEqualTo(134);
        assertThat(DeadWall.rinshan(ORDERED, 1).id()).isEqualTo(135);
        assertThat(DeadWall.rinshan(ORDERED, 2).id()).isEqualTo(132);
        assertThat(DeadWall.rinshan(ORDERED, 3).id()).isEqualTo(133);
        assertThat(DeadWall.doraIndicator(ORDERED, 0).id()).isEqualTo(130);
        assertThat(DeadWall.uraIndicator(ORDERED, 0).id()).isEqualTo(131);
        assertThat(DeadWall.doraIndicator(ORDERED, 4).id()).isEqualTo(122);
        assertThat(DeadWall.uraIndicator(ORDERED, 4).id()).isEqualTo(123);
    }

    @Test
    void everyDeadWallPlaceIsDistinctAndInTheLastFourteen() {
        Set<Tile> seen = new HashSet<>();
        List<Tile> all = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            all.add(DeadWall.rinshan(ORDERED, k));
        }
        for (int i = 0; i < 5; i++) {
            all.add(DeadWall.doraIndicator(ORDERED, i));
            all.add(DeadWall.uraIndicator(ORDERED, i));
        }
        seen.addAll(all);
        assertThat(seen).hasSize(14).allMatch(t -> t.id() >= 122);
    }

    @Test
    void liveDrawsAfterKansSpecRow35() {
        // shared/spec/riichi-options.md §5 row 35: after 1 kan / after 3 kans: 69 / 67, or 70 / 68 with stackPairs.
        assertThat(DeadWall.liveDraws(0, DeadWall.Mode.STANDARD_14)).isEqualTo(70);
        assertThat(DeadWall.liveDraws(1, DeadWall.Mode.STANDARD_14)).isEqualTo(69);
        assertThat(DeadWall.liveDraws(3, DeadWall.Mode.STANDARD_14)).isEqualTo(67);
        assertThat(DeadWall.liveDraws(1, DeadWall.Mode.STACK_PAIRS)).isEqualTo(70);
        assertThat(DeadWall.liveDraws(2, DeadWall.Mode.STACK_PAIRS)).isEqualTo(68);
        assertThat(DeadWall.liveDraws(3, DeadWall.Mode.STACK_PAIRS)).isEqualTo(68);
        assertThatThrownBy(() -> DeadWall.liveDraws(5, DeadWall.Mode.STANDARD_14)).hasMessageContaining("0-4");
        assertThatThrownBy(() -> DeadWall.doraIndicator(ORDERED, 5)).hasMessageContaining("0-4");
    }
}
