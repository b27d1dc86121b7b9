package org.jantaku.example.game;

/**
 * The one winning shape of pairs 七对: fourteen concealed tiles in seven pairs, four of a kind counting as
 * two pairs (no melds). The single implementation of the rule: the game's wins and waits, and the agents, read it.
 */
public final class SevenPairs {
    private SevenPairs() {
    }

    /**
     * The kinds (a bit per kind index) that complete thirteen concealed tiles, of their counts by kind: the
     * one kind held an odd number of times when it is the only one (six pairs and a single); none otherwise.
     */
    public static long completing(int[] counts) {
        int tiles = 0;
        int odd = -1;
        for (int k = 0; k < counts.length; k++) {
            tiles += counts[k];
            if ((counts[k] & 1) != 0) {
                if (odd >= 0) {
                    return 0;
                }
                odd = k;
            }
        }
        return tiles == 13 && odd >= 0 ? 1L << odd : 0;
    }
}
