package org.jantaku.riichi.game;

import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Seat;

/**
 * What the engine works out of one seat's concealed tiles and melds ({@link RiichiSeat} keeps one and
 * tells it every tile that comes and goes): the shanten and the waits (待ち), and so whether the seat is
 * furiten. The tiles by kind are
 * the seat's own (its {@link Seat}'s concealed tiles), read from there, and so are the waits of a
 * waiting hand: the seat's one cache of the kinds that complete its hand ({@link Seat#winKinds()}),
 * kept by the seat while its hand by kind is the one they were worked out for.
 *
 * <p>Worked out only as far as asked: a draw onto a waiting hand keeps that hand's shanten and
 * waits, so a discard of the drawn kind (ツモ切り) gives them back, and the shanten with the drawn
 * tile is settled from them when it can be (a tenpai hand is complete exactly when the tile is a
 * wait; a drawn tile lowers the shanten by one at most). A discard never lowers the shanten, so a
 * hand left at one or more from tenpai is searched only if asked. The shanten and waits a turn's
 * riichi declarations weigh are kept until the hand changes, so the discard then played is not
 * worked out again. Not thread-safe, as the seat it belongs to.
 */
public final class SeatShape {
    private static final int UNKNOWN = Integer.MIN_VALUE;
    /** Not a mask of kinds (34 bits): waits not worked out yet (for the riichi discards' cache). */
    private static final long WAITS_UNKNOWN = -1L;

    /** The seat, whose concealed tiles are counted by kind there. */
    private final Seat<?> tiles;
    /** The counts copied for a search (the searches read an array, some change a kind for a while). */
    private final int[] scratch = new int[TileKind.COUNT];
    private int melds;
    /** Shanten of the concealed tiles with the melds, or {@link #UNKNOWN} (then at least {@link #lowerBound}). */
    private int shanten;
    private int lowerBound;
    /** After a draw onto a waiting hand: the drawn kind, and that hand's shanten and bound (its waits stay the seat's); else −1. */
    private int drawnKind = -1;
    private int shantenBefore;
    private int boundBefore;
    /** The shanten and waits left by a discard of each kind, for the kinds of {@link #discardKnown}, until the hand changes. */
    private long discardKnown;
    /** Made when first needed: most seats (and most copies) never weigh a riichi discard. */
    private int[] discardShanten;
    private long[] discardWaits;

    /** The shape of this seat's tiles (worked out when {@link #dealt}). */
    SeatShape(Seat<?> tiles) {
        this.tiles = tiles;
    }

    private SeatShape(SeatShape o, Seat<?> tiles) {
        this.tiles = tiles;
        melds = o.melds;
        shanten = o.shanten;
        lowerBound = o.lowerBound;
        drawnKind = o.drawnKind;
        shantenBefore = o.shantenBefore;
        boundBefore = o.boundBefore; // the riichi discards' cache starts empty
    }

    /** An independent copy reading {@code tiles}, a copy of this shape's seat. */
    SeatShape copy(Seat<?> tiles) {
        return new SeatShape(this, tiles);
    }

    /** The counts by kind, less one tile of {@code kind} unless it is −1, in {@link #scratch}. */
    private int[] counts(int less) {
        int[] c = tiles.counts(scratch);
        if (less >= 0) {
            c[less]--;
        }
        return c;
    }

    /** Shanten (向聴数) of the concealed tiles with the melds: −1 complete, 0 tenpai. */
    public int shanten() {
        int s = shanten;
        if (s == UNKNOWN) {
            s = Shanten.ofValid(counts(-1), melds, WinChecks.SHAPES.set());
            shanten = s;
        }
        return s;
    }

    /** Whether the shanten is at most {@code n} (often known without working it out). */
    boolean shantenAtMost(int n) {
        return lowerBound <= n && shanten() <= n;
    }

    /**
     * The waits of a waiting hand (bit per kind); 0 when not tenpai or just after a draw or a call.
     * Worked out by Riichi's winning shapes ({@link WinChecks#SHAPES}, given the shanten known here)
     * and kept in the seat's win kinds, which it keeps while its hand by kind is unchanged.
     */
    public long waits() {
        if (tiles.handSize() != 13 - 3 * melds) {
            return 0;
        }
        if (!tiles.winKindsKnown()) {
            tiles.winKinds(shantenAtMost(0) ? WinChecks.SHAPES.completing(counts(-1), melds, shanten()) : 0);
        }
        return tiles.winKinds();
    }

    /**
     * Whether the seat is furiten (振聴) now: a lock on a win on a discard (a winning tile let pass,
     * {@link WinChecks#missedWins}) or one of its waits in its own pond.
     */
    public boolean furiten() {
        return tiles.locked() != 0 || (waits() & tiles.pondKinds()) != 0;
    }

    /** Whether a tile of {@code kind} leaving the hand gives back the hand before the draw (ツモ切り or its like). */
    boolean isDrawnKind(int kind) {
        return kind == drawnKind;
    }

    /** The shanten of the hand (after a draw or call) less a tile of {@code kind}, kept until the hand changes. */
    int shantenDiscarding(int kind) {
        if (kind == drawnKind) {
            if (shantenBefore == UNKNOWN) {
                shantenBefore = Shanten.ofValid(counts(kind), melds, WinChecks.SHAPES.set());
            }
            return shantenBefore;
        }
        if ((discardKnown & 1L << kind) == 0) {
            if (discardShanten == null) {
                discardShanten = new int[TileKind.COUNT];
                discardWaits = new long[TileKind.COUNT];
            }
            int s = Shanten.ofValid(counts(kind), melds, WinChecks.SHAPES.set());
            discardShanten[kind] = s;
            discardWaits[kind] = s == 0 ? WAITS_UNKNOWN : 0;
            discardKnown |= 1L << kind;
        }
        return discardShanten[kind];
    }

    /** The waits of the hand less a tile of {@code kind} (a turn's riichi declarations weigh them), kept until the hand changes. */
    long waitsDiscarding(int kind) {
        if (kind == drawnKind) { // the hand before the draw: its waits are the seat's, kept since
            if (shantenBefore != 0) {
                return 0;
            }
            if (!tiles.winKindsKnown()) {
                tiles.winKinds(WinChecks.SHAPES.completing(counts(kind), melds, 0));
            }
            return tiles.winKinds();
        }
        shantenDiscarding(kind);
        long w = discardWaits[kind];
        if (w == WAITS_UNKNOWN) {
            w = WinChecks.SHAPES.completing(counts(kind), melds, 0);
            discardWaits[kind] = w;
        }
        return w;
    }

    // ---- told by the seat ----

    /** The tiles were dealt a new hand, no meld. */
    void dealt() {
        workOut(tiles.handSize(), 0);
    }

    /**
     * A tile of {@code kind} is drawn into a hand of {@code handSize} tiles and {@code meldCount}
     * melds: told before the tile goes into the tiles (the waiting hand's waits are read first).
     */
    void drawn(int kind, int handSize, int meldCount) {
        boolean waitingSize = handSize == 13 - 3 * meldCount;
        long w = waitingSize && shanten == 0 ? waits() : 0; // the waiting hand's, before the tile goes in
        discardKnown = 0;
        if (!waitingSize) {
            workOut(handSize + 1, meldCount);
            return;
        }
        shantenBefore = shanten;
        boundBefore = lowerBound;
        drawnKind = kind;
        if (shantenBefore == 0) {
            shanten = (w & 1L << kind) != 0 ? -1 : 0;
            lowerBound = shanten;
        } else {
            lowerBound = (shantenBefore == UNKNOWN ? boundBefore : shantenBefore) - 1;
            shanten = UNKNOWN;
        }
    }

    /**
     * A tile of {@code kind} was discarded from a hand of {@code handSize} tiles (before the discard)
     * and {@code meldCount} melds: told once it has left the tiles (the seat keeps its win kinds when
     * the tile is of the drawn kind, {@link #isDrawnKind}).
     */
    void discarded(int kind, int handSize, int meldCount) {
        if (handSize != 14 - 3 * meldCount) {
            workOut(handSize - 1, meldCount);
            return;
        }
        if (kind == drawnKind) { // ツモ切り or its like: the waiting hand before the draw again
            shanten = shantenBefore;
            lowerBound = boundBefore;
        } else if ((discardKnown & 1L << kind) != 0) {
            shanten = discardShanten[kind];
            lowerBound = shanten;
            long w = discardWaits[kind];
            if (w != WAITS_UNKNOWN) {
                tiles.winKinds(w);
            }
        } else {
            int bound = shanten != UNKNOWN ? shanten : lowerBound;
            if (bound >= 1) {
                shanten = UNKNOWN; // a discard never lowers the shanten: no wait, searched only if asked
                lowerBound = bound;
            } else {
                int s = Shanten.ofValid(counts(-1), melds, WinChecks.SHAPES.set());
                shanten = s;
                lowerBound = s;
            }
        }
        drawnKind = -1;
        discardKnown = 0;
    }

    /**
     * The shape worked out afresh for {@code handSize} concealed tiles and {@code meldCount} melds (a
     * hand of the wrong size has none: shanten {@link Integer#MAX_VALUE}).
     */
    void workOut(int handSize, int meldCount) {
        melds = meldCount;
        drawnKind = -1;
        discardKnown = 0;
        if (meldCount > 4 || handSize > 14 - 3 * meldCount) {
            shanten = Integer.MAX_VALUE;
            lowerBound = Integer.MAX_VALUE;
            return;
        }
        int s = Shanten.ofValid(counts(-1), meldCount, WinChecks.SHAPES.set());
        shanten = s;
        lowerBound = s;
    }
}
