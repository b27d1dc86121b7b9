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
 *
 * <p>A three-player wall (三人麻雀, 108 tiles) has the same 14-tile dead wall at its end and
 * {@code 108 − 14 − 39 = 55} live draws. Its replacement draws, kans' and 北抜き's counted together,
 * are eight at most (riichi.wiki Sanma: "the dead wall accommodates 8 rinshan draws"): the first
 * four as above, the fifth to eighth from the tiles the live wall gave up to keep the dead wall at
 * 14, the one next to the dead wall first (index {@code size − 15}, then {@code size − 16} …), so no
 * replacement draw ever takes a dora indicator. The methods without a wall size are those of the
 * 136-tile wall.
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

    /** Index in a wall of {@code size} tiles of a dead-wall stack's upper or lower tile. */
    static int position(int stack, boolean upper, int size) {
        if (stack < 0 || stack > 6) {
            throw new IllegalArgumentException("the dead wall has stacks 0-6, not " + stack);
        }
        // The wall's last two tiles are stack 0 (upper, then lower), the two before them stack 1 …
        return size - 2 * stack - (upper ? 2 : 1);
    }

    /** The replacement tile of the {@code k}-th replacement draw (0-3; 0-7 in a three-player wall). */
    public static Tile rinshan(Wall wall, int k) {
        return wall.at(rinshanIndex(k, wall.size()));
    }

    /** Index in the 136-tile wall of the replacement tile of the {@code k}-th kan (0-3). */
    public static int rinshanIndex(int k) {
        return rinshanIndex(k, Tile.COUNT);
    }

    /**
     * Index in a wall of {@code size} tiles of the {@code k}-th replacement draw: 0-3 in the 136-tile
     * wall, 0-7 in the three-player wall (kans and 北抜き together).
     */
    public static int rinshanIndex(int k, int size) {
        int max = size == Tile.COUNT ? 3 : 7;
        if (k < 0 || k > max) {
            throw new IllegalArgumentException("replacement tiles exist for draws 0-" + max + ", not " + k);
        }
        return k < 4 ? position(k / 2, k % 2 == 0, size) : size - SIZE - 1 - (k - 4);
    }

    /** Index in the 136-tile wall of the {@code i}-th dora indicator. */
    public static int doraIndicatorIndex(int i) {
        return doraIndicatorIndex(i, Tile.COUNT);
    }

    /** Index in a wall of {@code size} tiles of the {@code i}-th dora indicator. */
    public static int doraIndicatorIndex(int i, int size) {
        checkIndicator(i);
        return position(2 + i, true, size);
    }

    /** Index in the 136-tile wall of the ura-dora indicator beneath the {@code i}-th dora indicator. */
    public static int uraIndicatorIndex(int i) {
        return uraIndicatorIndex(i, Tile.COUNT);
    }

    /** Index in a wall of {@code size} tiles of the ura-dora indicator beneath the {@code i}-th dora indicator. */
    public static int uraIndicatorIndex(int i, int size) {
        checkIndicator(i);
        return position(2 + i, false, size);
    }

    /** The {@code i}-th dora indicator (0 = the first, 1-4 after each kan). */
    public static Tile doraIndicator(Wall wall, int i) {
        return wall.at(doraIndicatorIndex(i, wall.size()));
    }

    /** The ura-dora indicator beneath the {@code i}-th dora indicator. */
    public static Tile uraIndicator(Wall wall, int i) {
        return wall.at(uraIndicatorIndex(i, wall.size()));
    }

    private static void checkIndicator(int i) {
        if (i < 0 || i > 4) {
            throw new IllegalArgumentException("dora indicators are numbered 0-4, not " + i);
        }
    }

    /** Live draws after the deal of the 136-tile wall once {@code kans} replacement tiles have been drawn. */
    public static int liveDraws(int kans, Mode mode) {
        if (kans < 0 || kans > 4) {
            throw new IllegalArgumentException("kans must be 0-4, not " + kans);
        }
        return liveDraws(LIVE_DRAWS, kans, mode);
    }

    /**
     * Live draws after the deal once {@code replacements} replacement tiles have been drawn, from a
     * wall that gives {@code draws} live draws without them (70 with four players, 55 with three).
     */
    public static int liveDraws(int draws, int replacements, Mode mode) {
        return switch (mode) {
            case STANDARD_14 -> draws - replacements;
            case STACK_PAIRS -> draws - 2 * (replacements / 2);
        };
    }
}
