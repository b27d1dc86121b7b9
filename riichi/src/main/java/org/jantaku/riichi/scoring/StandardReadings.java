package org.jantaku.riichi.scoring;

import org.jantaku.core.analysis.Decomposer;

/**
 * The standard readings (sets and a pair) of a loaded hand's concealed tiles: every combination of
 * its three suits' {@link SuitReadings}, man outermost, with the honours, whose reading is forced (a
 * pair of two, a triplet of three). These are the readings {@link Decomposer#visitStandard} finds,
 * in its order, so ties between equally valued readings go the same way.
 */
final class StandardReadings {
    /** Receives each reading; the reading is reused, copy what you keep. */
    @FunctionalInterface
    interface Visitor {
        void visit(Reading r);
    }

    private StandardReadings() {
    }

    /** Visits every standard reading of the concealed tiles of {@code f} into {@code r}; returns whether there was one. */
    static boolean visit(WinFacts f, Reading r, Visitor visitor) {
        if (f.honourMisfit) {
            return false;
        }
        long man = SuitReadings.find(SuitReadings.key(f.suitKeys, 0));
        long pin = SuitReadings.find(SuitReadings.key(f.suitKeys, 1));
        long sou = SuitReadings.find(SuitReadings.key(f.suitKeys, 2));
        if (man == 0 || pin == 0 || sou == 0) {
            return false;
        }
        // Whether a suit has the pair is the same in all its readings (its tile count says so).
        int suitPairs = pairOf(SuitReadings.reading(man, 0), 0) >= 0 ? 1 : 0;
        suitPairs += pairOf(SuitReadings.reading(pin, 0), 1) >= 0 ? 1 : 0;
        suitPairs += pairOf(SuitReadings.reading(sou, 0), 2) >= 0 ? 1 : 0;
        if (suitPairs + Long.bitCount(f.honourPairs) != 1) {
            return false;
        }
        int honourPair = f.honourPairs == 0 ? -1 : Long.numberOfTrailingZeros(f.honourPairs);
        for (int i = 0; i < SuitReadings.count(man); i++) {
            long m = SuitReadings.reading(man, i);
            for (int j = 0; j < SuitReadings.count(pin); j++) {
                long p = SuitReadings.reading(pin, j);
                for (int k = 0; k < SuitReadings.count(sou); k++) {
                    long s = SuitReadings.reading(sou, k);
                    int pair = Math.max(honourPair, Math.max(pairOf(m, 0), Math.max(pairOf(p, 1), pairOf(s, 2))));
                    long runs = SuitReadings.runs(m) | SuitReadings.runs(p) << 21 | SuitReadings.runs(s) << 42;
                    long triplets = SuitReadings.triplets(m) | SuitReadings.triplets(p) << 9
                            | SuitReadings.triplets(s) << 18 | f.honourTriplets;
                    r.set(pair, runs, triplets);
                    visitor.visit(r);
                }
            }
        }
        return true;
    }

    /** The kind of a suit reading's pair, or −1. */
    private static int pairOf(long reading, int suit) {
        int pair = SuitReadings.pair(reading);
        return pair == SuitReadings.NO_PAIR ? -1 : 9 * suit + pair;
    }
}
