package org.jantaku.bots.search;

import org.jantaku.core.analysis.Parts;
import org.jantaku.core.analysis.Shanten;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link PartHashes}: the hashes of a hand's counts equal its kinds' weights times their counts
 * summed per part, and the searches given a hand's hashes by their caller ({@link SwapShanten#reset(int[],
 * int[], int)}, {@link PartShanten#ofHashes}) answer as when they hash the counts themselves, along
 * walks of hands.
 */
class PartHashesTest {

    @ParameterizedTest
    @EnumSource(value = TileSet.class, names = {"STANDARD_136", "SUITS_108"})
    void givenHashesAnswerAsHashedCounts(TileSet set) {
        SplittableRandom rnd = new SplittableRandom(31 + set.kindCount());
        HandWalk walk = new HandWalk(rnd, set.kindCount());
        SwapShanten given = new SwapShanten(set);
        SwapShanten hashed = new SwapShanten(set);
        PartShanten givenParts = new PartShanten(set);
        PartShanten hashedParts = new PartShanten(set);
        int[] hashes = new int[4];
        for (int i = 0; i < 3000; i++) {
            walk.step();
            int[] c = walk.counts();
            int melds = walk.melds();
            String hand = Notation.formatCounts(c) + " with " + melds + " melds, step " + i;
            PartHashes.of(c, hashes);
            int[] summed = new int[4];
            for (int k = 0; k < 34; k++) {
                summed[Parts.of(k)] += c[k] * PartHashes.weight(k);
            }
            assertThat(hashes).as(hand + ": hashes").containsExactly(summed);
            given.reset(c, hashes, melds);
            hashed.reset(c, melds);
            assertThat(given.shanten()).as(hand).isEqualTo(hashed.shanten()).isEqualTo(Shanten.ofValid(c, melds, set));
            for (int k = 0; k < set.kindCount(); k++) {
                if (c[k] > 0) {
                    assertThat(given.afterDiscard(k)).as(hand + " - " + k).isEqualTo(hashed.afterDiscard(k));
                }
            }
            assertThat(givenParts.ofHashes(hashes, melds)).as(hand + ": part shanten").isEqualTo(hashedParts.of(c, melds));
        }
    }
}
