package org.jantaku.riichi.wall;

import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Wall;

/**
 * Riichi's dead wall (王牌): the last 14 tiles of a {@link Wall}, seven stacks of two. Stacks are
 * counted from the dead wall's far end: stack 0 gives the replacement tiles (嶺上牌) of the first
 * two kans (its upper tile first), stack 1 those of the third and fourth; the first dora indicator
 * is the upper tile of stack 2, each kan's indicator the upper tile of the next stack, and each
 * ura-dora indicator lies beneath its dora indicator.
 *
 * <p>The live wall gives {@code 136 − 14 − 52 = 70} draws after the deal. Each replacement draw is
 * made good from the end of the live wall, so with the usual {@code standard14} mode k kans leave
 * {@code 70 − k} live draws; with {@code stackPairs} (the "1杠7, 2杠8" reading of the automatic-table
 * rules) a whole stack moves after every second kan, leaving {@code 70 − 2⌊k/2⌋}.
 */
public final class DeadWall {
    /** Tiles in the dead wall. */
    public static final int SIZE = 14;
    /** Live draws after the deal when no kan is made. */
    public static final int LIVE_DRAWS = 70;

    /** How replacement draws are made good from the live wall. */
    public enum Mode {
        /** One live tile per replacement draw (Tenhou and most rules). */
        STANDARD_14,
        /** A stack of two after every second replacement draw. */
        STACK_PAIRS
    }

    private DeadWall() {
    }

    /** Index in the wall of a dead-wall stack's upper or lower tile. */
    static int position(int stack, boolean upper) {
        if (stack < 0 || stack > 6) {
            throw new IllegalArgumentException("the dead wall has stacks 0-6, not " + stack);
        }
        // The wall's last two tiles are stack 0 (upper, then lower), the two before them stack 1 …
        return Tile.COUNT - 2 * stack - (upper ? 2 : 1);
    }

    /** The replacement tile of the {@code k}-th kan (0-3). */
    public static Tile rinshan(Wall wall, int k) {
        return wall.at(rinshanIndex(k));
    }

    /** Index in the wall of the replacement tile of the {@code k}-th kan (0-3). */
    public static int rinshanIndex(int k) {
        if (k < 0 || k > 3) {
            throw new IllegalArgumentException("replacement tiles exist for kans 0-3, not " + k);
        }
        return position(k / 2, k % 2 == 0);
    }

    /** Index in the wall of the {@code i}-th dora indicator. */
    public static int doraIndicatorIndex(int i) {
        checkIndicator(i);
        return position(2 + i, true);
    }

    /** Index in the wall of the ura-dora indicator beneath the {@code i}-th dora indicator. */
    public static int uraIndicatorIndex(int i) {
        checkIndicator(i);
        return position(2 + i, false);
    }

    /** The {@code i}-th dora indicator (0 = the first, 1-4 after each kan). */
    public static Tile doraIndicator(Wall wall, int i) {
        return wall.at(doraIndicatorIndex(i));
    }

    /** The ura-dora indicator beneath the {@code i}-th dora indicator. */
    public static Tile uraIndicator(Wall wall, int i) {
        return wall.at(uraIndicatorIndex(i));
    }

    private static void checkIndicator(int i) {
        if (i < 0 || i > 4) {
            throw new IllegalArgumentException("dora indicators are numbered 0-4, not " + i);
        }
    }

    /** Live draws after the deal once {@code kans} replacement tiles have been drawn. */
    public static int liveDraws(int kans, Mode mode) {
        if (kans < 0 || kans > 4) {
            throw new IllegalArgumentException("kans must be 0-4, not " + kans);
        }
        return switch (mode) {
            case STANDARD_14 -> LIVE_DRAWS - kans;
            case STACK_PAIRS -> LIVE_DRAWS - 2 * (kans / 2);
        };
    }
}
