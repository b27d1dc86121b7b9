package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.api.Test;

/**
 * Over 10^6 seeded random 14-tile hands from a 136-tile wall, the distribution of
 * min(standard, seven pairs, thirteen orphans) shanten matches the published one (10^8 hands,
 * tomohxx/shanten-number; quoted in shared/data/README.md) within sampling error.
 */
class ShantenDistributionTest {
    private static final int HANDS = 1_000_000;
    /** Published shares in percent for shanten −1 … 6, and their rounding (half the last digit). */
    private static final double[] PERCENT = {0.000278, 0.0696, 2.33, 19.50, 43.93, 28.52, 5.50, 0.155};
    private static final double[] ROUNDING = {0.0000005, 0.00005, 0.005, 0.005, 0.005, 0.005, 0.005, 0.0005};
    private static final double MEAN = 3.1559;

    @Test
    void matchesPublishedDistribution() {
        SplittableRandom rnd = new SplittableRandom(20261121L);
        long[] histogram = new long[8];
        long sum = 0;
        for (int i = 0; i < HANDS; i++) {
            int[] c = RandomHands.draw(rnd, 14, 34);
            int s = Shanten.ofValid(c, 0, TileSet.STANDARD_136);
            histogram[s + 1]++;
            sum += s;
        }
        for (int s = 0; s < 8; s++) {
            double p = PERCENT[s] / 100;
            double sd = Math.sqrt(p * (1 - p) / HANDS);
            // Five standard errors (at least three hands' worth), plus the rounding of the published figure.
            double tolerance = Math.max(5 * sd, 3.0 / HANDS) + ROUNDING[s] / 100;
            double observed = (double) histogram[s] / HANDS;
            assertThat(observed).as("share of shanten %d (%d hands)", s - 1, histogram[s])
                    .isCloseTo(p, org.assertj.core.data.Offset.offset(tolerance));
        }
        double mean = (double) sum / HANDS;
        // Standard deviation of the shanten is below 1, so the mean's standard error is below 0.001.
        assertThat(mean).isCloseTo(MEAN, org.assertj.core.data.Offset.offset(5 * 0.001 + 0.00005));
    }
}
