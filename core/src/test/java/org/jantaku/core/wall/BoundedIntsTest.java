package org.jantaku.core.wall;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link BoundedInts} gives the very numbers of {@link SplittableRandom#nextInt(int)}, so walls stay what they were. */
class BoundedIntsTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {0, 1, 7, 42, -3, Long.MAX_VALUE})
    void drawsWhatTheJdkDrawsForEveryBound(long seed) {
        SplittableRandom ours = new SplittableRandom(seed);
        SplittableRandom jdk = new SplittableRandom(seed);
        for (int round = 0; round < 200; round++) {
            for (int bound = 1; bound <= BoundedInts.MAX_BOUND + 3; bound++) {
                assertThat(BoundedInts.next(ours, bound)).as("bound %d round %d", bound, round).isEqualTo(jdk.nextInt(bound));
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 11})
    void remaindersAreExactOverTheWholeRange(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int d = 2; d <= BoundedInts.MAX_BOUND; d++) {
            for (int u : new int[] {0, 1, d - 1, d, d + 1, Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MAX_VALUE - d}) {
                assertThat(BoundedInts.remainder(u, d)).as("%d %% %d", u, d).isEqualTo(u % d);
            }
            for (int i = 0; i < 2_000; i++) {
                int u = random.nextInt() >>> 1;
                assertThat(BoundedInts.remainder(u, d)).as("%d %% %d", u, d).isEqualTo(u % d);
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {5, 9})
    void aShuffledWallIsTheJdkShuffle(long seed) {
        TileSet set = TileSet.STANDARD_136;
        Tile[] tiles = set.tiles().toArray(new Tile[0]);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = tiles.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Tile t = tiles[i];
            tiles[i] = tiles[j];
            tiles[j] = t;
        }
        assertThat(Wall.shuffled(set, seed).tiles()).containsExactly(tiles);
    }
}
