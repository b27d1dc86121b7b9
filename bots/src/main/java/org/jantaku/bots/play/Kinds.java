package org.jantaku.bots.play;

import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/** Tiles read as kind counts and kind sets (bit per kind index). */
public final class Kinds {
    private Kinds() {
    }

    /** The tiles counted by kind (34 entries). */
    public static int[] counts(List<Tile> tiles) {
        int[] c = new int[TileKind.COUNT];
        add(tiles, c);
        return c;
    }

    /** Adds the tiles to counts by kind. */
    public static void add(List<Tile> tiles, int[] counts) {
        for (int i = 0, n = tiles.size(); i < n; i++) {
            counts[tiles.get(i).kind().index()]++;
        }
    }

    /** The kinds of the tiles, bit per kind. */
    public static long bits(List<Tile> tiles) {
        long b = 0;
        for (int i = 0, n = tiles.size(); i < n; i++) {
            b |= 1L << tiles.get(i).kind().index();
        }
        return b;
    }

    /** The kinds with a count above zero, bit per kind. */
    public static long held(int[] counts) {
        long b = 0;
        for (int k = 0; k < counts.length; k++) {
            if (counts[k] > 0) {
                b |= 1L << k;
            }
        }
        return b;
    }

    /** Whether {@code n} tiles of {@code kind} taken out (into a kong or a pong) leave the shanten no worse than {@code shanten}. */
    public static boolean keepsPace(int[] counts, int kind, int n, int melds, int shanten, HandShape shape) {
        counts[kind] -= n;
        int s = shape.shanten(counts, melds);
        counts[kind] += n;
        return s <= shanten;
    }
}
