package org.jantaku.core.analysis;

import java.util.SplittableRandom;

/** Seeded random hands for tests. */
public final class RandomHands {
    private RandomHands() {
    }

    /** Counts of {@code n} tiles drawn without replacement from a wall of {@code kinds} × 4 tiles. */
    public static int[] draw(SplittableRandom rnd, int n, int kinds) {
        int size = kinds * 4;
        int[] wall = new int[size];
        for (int i = 0; i < size; i++) {
            wall[i] = i;
        }
        int[] counts = new int[34];
        for (int i = 0; i < n; i++) {
            int j = i + rnd.nextInt(size - i);
            int t = wall[j];
            wall[j] = wall[i];
            wall[i] = t;
            counts[t >> 2]++;
        }
        return counts;
    }

    /**
     * A random complete concealed part for a hand with {@code melds} melds: a pair and 4 − melds
     * random sets (triplets or runs), never more than four copies of a kind.
     */
    public static int[] complete(SplittableRandom rnd, int melds, int kinds) {
        while (true) {
            int[] c = new int[34];
            c[rnd.nextInt(kinds)] += 2;
            boolean ok = true;
            for (int s = 0; s < 4 - melds && ok; s++) {
                if (rnd.nextBoolean()) {
                    c[rnd.nextInt(kinds)] += 3;
                } else {
                    int suit = rnd.nextInt(3);
                    int first = suit * 9 + rnd.nextInt(7);
                    c[first]++;
                    c[first + 1]++;
                    c[first + 2]++;
                }
            }
            for (int n : c) {
                ok &= n <= 4;
            }
            if (ok) {
                return c;
            }
        }
    }

    /** Removes one random tile from the counts. */
    public static void removeOne(SplittableRandom rnd, int[] c) {
        int total = 0;
        for (int n : c) {
            total += n;
        }
        int pick = rnd.nextInt(total);
        for (int k = 0; k < 34; k++) {
            if (pick < c[k]) {
                c[k]--;
                return;
            }
            pick -= c[k];
        }
    }

    /** A complete concealed part with one tile swapped for a random one (at most four of a kind). */
    public static int[] nearComplete(SplittableRandom rnd, int melds, int kinds) {
        int[] c = complete(rnd, melds, kinds);
        removeOne(rnd, c);
        int k;
        do {
            k = rnd.nextInt(kinds);
        } while (c[k] == 4);
        c[k]++;
        return c;
    }
}
