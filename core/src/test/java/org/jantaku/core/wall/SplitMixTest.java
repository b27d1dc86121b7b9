package org.jantaku.core.wall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link SplitMix} gives {@link SplittableRandom}'s numbers, so seeded walls stay as they were. */
class SplitMixTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {0, 1, 42, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x9e3779b97f4a7c15L, 7919})
    void theSameNumbersAsSplittableRandom(long seed) {
        SplitMix mine = new SplitMix(seed);
        SplittableRandom jdk = new SplittableRandom(seed);
        SplittableRandom bounds = new SplittableRandom(~seed);
        for (int i = 0; i < 20_000; i++) {
            int bound = switch (i % 4) {
                case 0 -> 1 + bounds.nextInt(300); // a wall's bounds, and the table's edge
                case 1 -> 1 + bounds.nextInt(Integer.MAX_VALUE); // large bounds reject often
                case 2 -> (1 << 30) + 1 + bounds.nextInt(1 << 20); // more than half the range: many rejections
                default -> 1 << bounds.nextInt(31); // powers of two
            };
            assertThat(mine.nextInt(bound)).as("draw %d, bound %d", i, bound).isEqualTo(jdk.nextInt(bound));
        }
        assertThat(mine.nextInt()).isEqualTo(jdk.nextInt());
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 5, 8, 13, 21, 34})
    void wallsShuffleAsWithSplittableRandom(long seed) {
        for (TileSet set : TileSet.values()) {
            for (long s = seed; s < seed + 200; s++) {
                Tile[] tiles = set.tiles().toArray(new Tile[0]);
                SplittableRandom random = new SplittableRandom(s);
                for (int i = tiles.length - 1; i > 0; i--) {
                    int j = random.nextInt(i + 1);
                    Tile t = tiles[i];
                    tiles[i] = tiles[j];
                    tiles[j] = t;
                }
                assertThat(Wall.shuffled(set, s).tiles()).as("%s seed %d", set, s).isEqualTo(Arrays.asList(tiles));
            }
        }
    }

    @ParameterizedTest(name = "bound {0}")
    @ValueSource(ints = {0, -1, Integer.MIN_VALUE})
    void refusesABoundBelowOne(int bound) {
        assertThatThrownBy(() -> new SplitMix(1).nextInt(bound)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("bound must be positive");
    }
}
