package org.jantaku.bots.play;

import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.WinShapes;
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
     * A variant's winning shapes ({@link WinShapes}, as its rules decide them) as a shanten: the shanten tables'
     * forms ({@link #of(TileSet)}) when they are among the shapes (seven different pairs, and thirteen orphans on a
     * set with honours), otherwise four sets and a pair with the special forms allowed; seven pairs counting four of
     * a kind as two (龙七对) on top.
     */
    static HandShape of(WinShapes win) {
        TileSet set = win.set();
        boolean tables = win.tableForms();
        return new ShapeForms(set, tables, !tables && win.sevenPairs() == WinShapes.SevenPairs.DIFFERENT,
                !tables && win.thirteenOrphans(), win.sevenPairs() == WinShapes.SevenPairs.FOUR_AS_TWO);
    }
}
