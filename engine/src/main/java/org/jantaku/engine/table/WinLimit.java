package org.jantaku.engine.table;

/**
 * How many seats may win on one tile: {@code most} of them, nearest the discarder first (1: the head
 * bump, 頭ハネ / 截胡; 2: double ron; 3: all), and whether three winning where fewer may ends the
 * hand drawn instead ({@code threeAbort}, 三家和).
 */
public record WinLimit(int most, boolean threeAbort) {
    /** Every seat that wins on the tile wins. */
    public static final WinLimit ALL = new WinLimit(3, false);
    /** Only the seat nearest the discarder wins (頭ハネ, 截胡). */
    public static final WinLimit NEAREST = new WinLimit(1, false);

    public WinLimit {
        if (most < 1 || most > 3) {
            throw new IllegalArgumentException("between one and three seats win on a tile, not " + most);
        }
    }

    /** Whether {@code wins} seats winning on one tile end the hand drawn. */
    public boolean aborts(int wins) {
        return threeAbort && wins == 3 && most < 3;
    }
}
