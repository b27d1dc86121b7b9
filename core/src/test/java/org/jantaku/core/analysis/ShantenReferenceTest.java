package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The table-driven shanten agrees with the slow reference on random hands with 0-4 melds. */
class ShantenReferenceTest {

    @ParameterizedTest(name = "{0} melds, {1} concealed tiles, 136 tiles")
    @CsvSource({"0,14", "0,13", "1,11", "1,10", "2,8", "2,7", "3,5", "3,4", "4,2", "4,1"})
    void agreesWithReferenceOnRandomHands(int melds, int tiles) {
        check(melds, tiles, TileSet.STANDARD_136, 1000 + 31L * melds + tiles, 400);
    }

    @ParameterizedTest(name = "{0} melds, {1} concealed tiles, 108 tiles")
    @CsvSource({"0,14", "0,13", "1,11", "2,7", "3,5", "4,1"})
    void agreesWithReferenceOn108TileSet(int melds, int tiles) {
        check(melds, tiles, TileSet.SUITS_108, 2000 + 31L * melds + tiles, 300);
    }

    @ParameterizedTest(name = "{0} melds, near-complete hands")
    @CsvSource({"0", "1", "2", "3", "4"})
    void agreesWithReferenceNearCompleteHands(int melds) {
        SplittableRandom rnd = new SplittableRandom(3000 + melds);
        for (int i = 0; i < 300; i++) {
            int[] c = RandomHands.complete(rnd, melds, 34);
            if (rnd.nextBoolean()) {
                RandomHands.removeOne(rnd, c);
            }
            int expected = ReferenceShanten.shanten(c, melds, true);
            assertThat(Shanten.of(c, melds)).as(Notation.formatCounts(c)).isEqualTo(expected);
        }
    }

    private static void check(int melds, int tiles, TileSet set, long seed, int hands) {
        SplittableRandom rnd = new SplittableRandom(seed);
        boolean honors = set == TileSet.STANDARD_136;
        for (int i = 0; i < hands; i++) {
            int[] c = RandomHands.draw(rnd, tiles, set.kindCount());
            String hand = Notation.formatCounts(c);
            assertThat(Shanten.standard(c, melds, set)).as("standard " + hand)
                    .isEqualTo(ReferenceShanten.standard(c, melds, honors));
            assertThat(Shanten.of(c, melds, set)).as("least " + hand)
                    .isEqualTo(ReferenceShanten.shanten(c, melds, honors));
            if (melds == 0) {
                assertThat(Shanten.sevenPairs(c)).as("seven pairs " + hand)
                        .isEqualTo(ReferenceShanten.sevenPairs(c, honors));
                if (honors) {
                    assertThat(Shanten.thirteenOrphans(c)).as("thirteen orphans " + hand)
                            .isEqualTo(ReferenceShanten.thirteenOrphans(c));
                }
            }
        }
    }
}
