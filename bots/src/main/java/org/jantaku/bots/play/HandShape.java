package org.jantaku.bots.play;

import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.TileSet;

/**
 * The winning shapes of a variant, as a shanten (向聴) on kind counts: four sets and a pair always,
 * and the variant's own special forms. Counts hold 3n+1 or 3n+2 concealed tiles beside {@code melds}
 * melds.
 */
public interface HandShape {

    /** The tile set the hands are drawn from. */
    TileSet set();

    /** How many tiles from ready (−1 complete, 0 ready). */
    int shanten(int[] counts, int melds);

    /** Every form of the 136-tile set: four sets and a pair, seven different pairs, thirteen orphans (Riichi). */
    HandShape STANDARD_136 = of(TileSet.STANDARD_136);

    /** The least shanten over every form {@link Shanten#ofValid} knows on {@code set}. */
    static HandShape of(TileSet set) {
        return new HandShape() {
            @Override
            public TileSet set() {
                return set;
            }

            @Override
            public int shanten(int[] counts, int melds) {
                return Shanten.ofValid(counts, melds, set);
            }
        };
    }

    /**
     * {@code base}, and seven pairs where four of a kind counts as two pairs (龙七对): a closed hand
     * only.
     */
    static HandShape withQuadPairs(HandShape base) {
        return new HandShape() {
            @Override
            public TileSet set() {
                return base.set();
            }

            @Override
            public int shanten(int[] counts, int melds) {
                int s = base.shanten(counts, melds);
                return melds == 0 ? Math.min(s, quadPairsShanten(counts, base.set())) : s;
            }
        };
    }

    /**
     * Four sets and a pair and thirteen orphans, without seven pairs (Guangdong 鸡胡 as played by
     * default), on the 136-tile set.
     */
    HandShape NO_SEVEN_PAIRS = new HandShape() {
        @Override
        public TileSet set() {
            return TileSet.STANDARD_136;
        }

        @Override
        public int shanten(int[] counts, int melds) {
            int s = Shanten.standard(counts, melds);
            return melds == 0 ? Math.min(s, Shanten.thirteenOrphans(counts)) : s;
        }
    };

    /** Seven pairs counting a four of a kind as two pairs: 6 − pairs. */
    static int quadPairsShanten(int[] counts, TileSet set) {
        int pairs = 0;
        for (int k = 0, n = set.kindCount(); k < n; k++) {
            pairs += counts[k] >> 1;
        }
        return 6 - Math.min(7, pairs);
    }
}
