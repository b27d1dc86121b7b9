package org.jantaku.riichi.scoring;

/**
 * A standard reading of the concealed tiles (the melds are in {@link WinFacts}): the pair, the runs
 * as {@link RunCounts} and the triplets as a bit per kind (a kind holds at most one triplet). Yaku
 * and fu need no order of the sets, so masks are enough. Reused between readings.
 */
final class Reading {
    int pair;
    long runs;
    long triplets;

    void set(int pair, long runs, long triplets) {
        this.pair = pair;
        this.runs = runs;
        this.triplets = triplets;
    }

    void copyFrom(Reading o) {
        set(o.pair, o.runs, o.triplets);
    }
}
