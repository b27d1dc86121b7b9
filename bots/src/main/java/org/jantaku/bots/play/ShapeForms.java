package org.jantaku.bots.play;

import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.TileSet;

/**
 * The shanten of a variant's winning shapes ({@link HandShape#of(org.jantaku.core.analysis.WinShapes)}): four sets
 * and a pair, and for a closed hand the special forms it allows.
 *
 * @param set the tile set
 * @param tables whether the shanten tables' forms are read ({@link Shanten#ofValid}: seven different pairs, and
 *     thirteen orphans on a set with honours), else four sets and a pair alone ({@link Shanten#standard})
 * @param sevenPairs whether seven different pairs are added (when not read from the tables)
 * @param thirteenOrphans whether thirteen orphans are added (when not read from the tables)
 * @param quadPairs whether seven pairs counting four of a kind as two pairs (龙七对) are added
 */
record ShapeForms(TileSet set, boolean tables, boolean sevenPairs, boolean thirteenOrphans, boolean quadPairs)
        implements HandShape {

    @Override
    public int shanten(int[] counts, int melds) {
        int s = tables ? Shanten.ofValid(counts, melds, set) : Shanten.standard(counts, melds, set);
        if (melds == 0) {
            s = sevenPairs ? Math.min(s, Shanten.sevenPairs(counts)) : s;
            s = thirteenOrphans ? Math.min(s, Shanten.thirteenOrphans(counts, 0, set)) : s;
            s = quadPairs ? Math.min(s, quadPairs(counts)) : s;
        }
        return s;
    }

    /** Seven pairs counting a four of a kind as two pairs: 6 − pairs. */
    private int quadPairs(int[] counts) {
        int pairs = 0;
        for (int k = 0, n = set.kindCount(); k < n; k++) {
            pairs += counts[k] >> 1;
        }
        return 6 - Math.min(7, pairs);
    }
}
