package org.jantaku.core.wall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.api.Test;

class WallTest {

    @Test
    void sameSeedSameWallAndEveryTileOnce() {
        Wall a = Wall.forHand(TileSet.STANDARD_136, 42, 3, 1);
        assertThat(a).isEqualTo(Wall.forHand(TileSet.STANDARD_136, 42, 3, 1));
        assertThat(new HashSet<>(a.tiles())).hasSize(136);
        assertThat(Wall.forHand(TileSet.SUITS_108, 42, 0, 0).tiles()).hasSize(108).allMatch(t -> t.id() < 108);
    }

    @Test
    void handsOfOneGameGetDifferentWalls() {
        Wall first = Wall.forHand(TileSet.STANDARD_136, 42, 0, 0);
        assertThat(Wall.forHand(TileSet.STANDARD_136, 42, 1, 0)).isNotEqualTo(first);
        assertThat(Wall.forHand(TileSet.STANDARD_136, 42, 0, 1)).isNotEqualTo(first);
        assertThat(Wall.forHand(TileSet.STANDARD_136, 43, 0, 0)).isNotEqualTo(first);
        assertThat(HandSeed.of(42, 1, 0)).isNotEqualTo(HandSeed.of(42, 0, 1));
    }

    /** Every tile is about equally likely at every position: a chi-square check over 68,000 shuffles. */
    @Test
    void shuffleIsUniform() {
        int shuffles = 68_000;
        int[] firstTileAt = new int[136];
        int[] lastPositionOfTile0 = new int[136];
        SplittableRandom seeds = new SplittableRandom(7);
        for (int i = 0; i < shuffles; i++) {
            Wall w = Wall.shuffled(TileSet.STANDARD_136, seeds.nextLong());
            firstTileAt[w.at(0).id()]++;
            lastPositionOfTile0[w.tiles().indexOf(Tile.of(0))]++;
        }
        for (int[] histogram : List.of(firstTileAt, lastPositionOfTile0)) {
            double expected = shuffles / 136.0;
            double chi2 = 0;
            for (int n : histogram) {
                chi2 += (n - expected) * (n - expected) / expected;
            }
            // 135 degrees of freedom: the 99.99th percentile is about 210.
            assertThat(chi2).isLessThan(210);
        }
    }

    @Test
    void badWallsAndDiceAreRejected() {
        assertThatThrownBy(() -> new Wall(List.of(Tile.of(1), Tile.of(1)))).hasMessageContaining("twice");
        assertThatThrownBy(() -> new Dice(0, 3)).hasMessageContaining("1-6");
        assertThatThrownBy(() -> HandSeed.of(1, -1, 0)).hasMessageContaining("negative");
        Dice d = Dice.roll(new SplittableRandom(1));
        assertThat(d.sum()).isBetween(2, 12);
    }
}
