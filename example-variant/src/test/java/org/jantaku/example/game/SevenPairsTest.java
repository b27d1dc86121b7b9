package org.jantaku.example.game;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.tile.Notation;
import org.junit.jupiter.api.Test;

/** The one winning shape: six pairs and a single wait on the single; four of a kind count as two pairs. */
class SevenPairsTest {

    private static long waits(String mpsz) {
        return SevenPairs.completing(Notation.parseCounts(mpsz));
    }

    private static long kind(String mpsz) {
        return 1L << Notation.parseOne(mpsz).kind().index();
    }

    @Test
    void sixPairsAndASingleWaitOnTheSingle() {
        assertThat(waits("1133m557p2299s11z")).isEqualTo(kind("7p"));
        assertThat(waits("1133m55p2299s117z")).isEqualTo(kind("7z"));
    }

    @Test
    void fourOfAKindAreTwoPairsAndThreeOfAKindAPairAndTheSingle() {
        assertThat(waits("1111m3355p2299s7z")).as("1111m is two pairs").isEqualTo(kind("7z"));
        assertThat(waits("111m3355p2299s11z")).as("the fourth 1m makes two pairs").isEqualTo(kind("1m"));
    }

    @Test
    void twoSinglesOrAnotherSizeWaitOnNothing() {
        assertThat(waits("111m33557p2299s11z")).as("1m and 7p both odd").isZero();
        assertThat(waits("1133m5578p299s11z")).isZero();
        assertThat(waits("1133m557p2299s1z")).as("twelve tiles").isZero();
        assertThat(waits("1133m5577p2299s11z")).as("fourteen tiles").isZero();
    }
}
