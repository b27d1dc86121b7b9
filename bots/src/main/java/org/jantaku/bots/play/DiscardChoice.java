package org.jantaku.bots.play;

/**
 * Chooses a discard from a hand of 3n+2 concealed tiles: the lowest shanten, then what the variant
 * wants kept ({@link Judge#keep}), then the most ukeire (for a ready hand, {@link Judge#readyWorth}),
 * then the variant's throwing order ({@link Judge#order}), then the safer tile. Folding, the safest
 * tile comes first and shanten only breaks ties. Deterministic.
 */
public final class DiscardChoice {
    private DiscardChoice() {
    }

    /** A variant's view of discards beyond shanten and ukeire. */
    public interface Judge {

        /** The variant's winning shapes. */
        HandShape shape();

        /** Weighed after shanten and before ukeire: how much the hand wants to keep a tile of a kind (0 = nothing special, at most 1000). */
        default int keep(int kind) {
            return 0;
        }

        /** Weighed after ukeire: kinds of lower order are thrown first (by default honours, then terminals, then simples). */
        default int order(int kind) {
            return kind >= 27 ? 0 : TileEfficiency.isSimple(kind) ? 2 : 1;
        }

        /**
         * What a ready hand (3n+1 tiles, shanten 0) is worth, compared in place of its ukeire (at most
         * 1000); by default its ukeire.
         */
        default int readyWorth(int[] counts, int melds, int[] visible, int ukeire) {
            return ukeire;
        }
    }

    /**
     * The chosen discard.
     *
     * @param kind the kind to throw
     * @param shanten the shanten after it
     * @param ukeire the ukeire after it
     */
    public record Pick(int kind, int shanten, int ukeire) {
    }

    /**
     * The best discard among {@code discardable} (bit per kind, at least one).
     *
     * @param counts the concealed tiles by kind (left as they were)
     * @param visible tiles seen outside the own concealed hand, by kind
     * @param safety each kind's safety 0-100 against the threats at the table
     * @param fold whether to throw the safest tile first
     */
    public static Pick best(int[] counts, int melds, long discardable, int[] visible, Judge judge, int[] safety, boolean fold) {
        if (discardable == 0) {
            throw new IllegalArgumentException("no discard to choose from");
        }
        HandShape shape = judge.shape();
        int[] after = new int[counts.length];
        int least = Integer.MAX_VALUE;
        int leastKeep = Integer.MAX_VALUE;
        int ties = 0;
        for (long bits = discardable; bits != 0; bits &= bits - 1) {
            int k = Long.numberOfTrailingZeros(bits);
            counts[k]--;
            after[k] = shape.shanten(counts, melds);
            counts[k]++;
            int keep = judge.keep(k);
            if (after[k] < least || after[k] == least && keep < leastKeep) {
                least = after[k];
                leastKeep = keep;
                ties = 1;
            } else if (after[k] == least && keep == leastKeep) {
                ties++;
            }
        }
        int best = -1;
        int bestUkeire = 0;
        long bestKey = Long.MAX_VALUE;
        for (long bits = discardable; bits != 0; bits &= bits - 1) {
            int k = Long.numberOfTrailingZeros(bits);
            long key;
            int ukeire = 0;
            if (fold) {
                key = key(100 - safety[k], after[k], judge.keep(k), 0, judge.order(k));
            } else {
                if (after[k] != least || judge.keep(k) != leastKeep) {
                    continue;
                }
                int worth = 0;
                if (ties > 1 || least == 0) {
                    counts[k]--;
                    ukeire = TileEfficiency.ukeire(counts, melds, least, visible, shape);
                    worth = least == 0 ? judge.readyWorth(counts, melds, visible, ukeire) : ukeire;
                    counts[k]++;
                }
                key = key(0, 0, 1000 - Math.min(1000, worth), judge.order(k), 100 - safety[k]);
            }
            if (key < bestKey) {
                bestKey = key;
                best = k;
                bestUkeire = ukeire;
            }
        }
        return new Pick(best, after[best], bestUkeire);
    }

    /** A lexicographic key of small non-negative parts (each below 2^10 but the first), lowest best. */
    private static long key(int a, int b, int c, int d, int e) {
        return (((((long) a << 10 | b) << 10 | c) << 10 | d) << 10) | e;
    }
}
