package org.jantaku.riichi.game;

import java.util.Arrays;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.ConcealedTiles;

/**
 * What the engine works out of one seat's concealed tiles and melds ({@link SeatState} keeps one and
 * tells it every tile that comes and goes): the tiles by kind, a bit per kind held at least once …
 * four times, the shanten and the waits (待ち).
 *
 * <p>Worked out only as far as asked: a draw onto a waiting hand keeps that hand's shanten and
 * waits, so a discard of the drawn kind (ツモ切り) gives them back, and the shanten with the drawn
 * tile is settled from them when it can be (a tenpai hand is complete exactly when the tile is a
 * wait; a drawn tile lowers the shanten by one at most). A discard never lowers the shanten, so a
 * hand left at one or more from tenpai is searched only if asked. The shanten and waits a turn's
 * riichi declarations weigh are kept until the hand changes, so the discard then played is not
 * worked out again. Not thread-safe, as the seat it belongs to.
 */
final class SeatShape {
    private static final int UNKNOWN = Integer.MIN_VALUE;
    /** Not a mask of kinds (34 bits): waits not worked out yet. */
    private static final long WAITS_UNKNOWN = -1L;

    /** Concealed tiles by kind. */
    private final int[] counts;
    /** Bit per kind held at least n times, {@code atLeast[n]} for n = 1…4. */
    private final long[] atLeast;
    private int melds;
    /** Shanten of the concealed tiles with the melds, or {@link #UNKNOWN} (then at least {@link #lowerBound}). */
    private int shanten;
    private int lowerBound;
    /** Waits of a waiting hand (3n+1 tiles), {@link #WAITS_UNKNOWN} until asked, 0 for any other. */
    private long waits;
    /** After a draw onto a waiting hand: the drawn kind, and that hand's shanten, bound and waits; else −1. */
    private int drawnKind = -1;
    private int shantenBefore;
    private int boundBefore;
    private long waitsBefore;
    /** The shanten and waits left by a discard of each kind, for the kinds of {@link #discardKnown}, until the hand changes. */
    private long discardKnown;
    /** Made when first needed: most seats (and most copies) never weigh a riichi discard. */
    private int[] discardShanten;
    private long[] discardWaits;

    SeatShape() {
        counts = new int[TileKind.COUNT];
        atLeast = new long[5];
    }

    private SeatShape(SeatShape o) {
        counts = o.counts.clone();
        atLeast = o.atLeast.clone();
        melds = o.melds;
        shanten = o.shanten;
        lowerBound = o.lowerBound;
        waits = o.waits;
        drawnKind = o.drawnKind;
        shantenBefore = o.shantenBefore;
        boundBefore = o.boundBefore;
        waitsBefore = o.waitsBefore; // the riichi discards' cache starts empty
    }

    /** An independent copy. */
    SeatShape copy() {
        return new SeatShape(this);
    }

    /** Tiles of {@code kind} (0-33) held. */
    int count(int kind) {
        return counts[kind];
    }

    /** A copy of the counts by kind (34 entries). */
    int[] counts() {
        return counts.clone();
    }

    /** The kinds held at least {@code n} (1-4) times, a bit per kind. */
    long heldAtLeast(int n) {
        return atLeast[n];
    }

    /** Shanten (向聴数) of the concealed tiles with the melds: −1 complete, 0 tenpai. */
    int shanten() {
        int s = shanten;
        if (s == UNKNOWN) {
            s = Shanten.ofValid(counts, melds, TileSet.STANDARD_136);
            shanten = s;
        }
        return s;
    }

    /** Whether the shanten is at most {@code n} (often known without working it out). */
    boolean shantenAtMost(int n) {
        return lowerBound <= n && shanten() <= n;
    }

    /** The waits of a waiting hand (bit per kind); 0 when not tenpai or just after a draw or a call. */
    long waits() {
        long w = waits;
        if (w == WAITS_UNKNOWN) {
            w = Waits.mask(counts.clone(), melds, TileSet.STANDARD_136);
            waits = w;
        }
        return w;
    }

    /** The shanten of the hand (after a draw or call) less a tile of {@code kind}, kept until the hand changes. */
    int shantenDiscarding(int kind) {
        if (kind == drawnKind) {
            if (shantenBefore == UNKNOWN) {
                counts[kind]--;
                shantenBefore = Shanten.ofValid(counts, melds, TileSet.STANDARD_136);
                counts[kind]++;
            }
            return shantenBefore;
        }
        if ((discardKnown & 1L << kind) == 0) {
            if (discardShanten == null) {
                discardShanten = new int[TileKind.COUNT];
                discardWaits = new long[TileKind.COUNT];
            }
            counts[kind]--;
            int s = Shanten.ofValid(counts, melds, TileSet.STANDARD_136);
            counts[kind]++;
            discardShanten[kind] = s;
            discardWaits[kind] = s == 0 ? WAITS_UNKNOWN : 0;
            discardKnown |= 1L << kind;
        }
        return discardShanten[kind];
    }

    /** The waits of the hand less a tile of {@code kind} (a turn's riichi declarations weigh them), kept until the hand changes. */
    long waitsDiscarding(int kind) {
        if (kind == drawnKind) {
            return waitsBefore;
        }
        shantenDiscarding(kind);
        long w = discardWaits[kind];
        if (w == WAITS_UNKNOWN) {
            counts[kind]--;
            w = Waits.mask(counts.clone(), melds, TileSet.STANDARD_136);
            counts[kind]++;
            discardWaits[kind] = w;
        }
        return w;
    }

    // ---- told by the seat ----

    /** A new hand of these tiles, no meld. */
    void dealt(ConcealedTiles hand) {
        Arrays.fill(counts, 0);
        int n = hand.size();
        for (int i = 0; i < n; i++) {
            counts[hand.idAt(i) >> 2]++;
        }
        workOut(n, 0);
    }

    /** A tile of {@code kind} drawn into a hand of {@code handSize} tiles (before the draw) and {@code meldCount} melds. */
    void drawn(int kind, int handSize, int meldCount) {
        boolean waitingSize = handSize == 13 - 3 * meldCount;
        long w = waitingSize && shanten == 0 ? waits() : 0; // the waiting hand's, before the tile goes in
        counts[kind]++;
        atLeast[counts[kind]] |= 1L << kind;
        discardKnown = 0;
        if (!waitingSize) {
            workOut(handSize + 1, meldCount);
            return;
        }
        shantenBefore = shanten;
        boundBefore = lowerBound;
        waitsBefore = w;
        drawnKind = kind;
        if (shantenBefore == 0) {
            shanten = (w & 1L << kind) != 0 ? -1 : 0;
            lowerBound = shanten;
        } else {
            lowerBound = (shantenBefore == UNKNOWN ? boundBefore : shantenBefore) - 1;
            shanten = UNKNOWN;
        }
        waits = 0;
    }

    /** A tile of {@code kind} discarded from a hand of {@code handSize} tiles (before the discard) and {@code meldCount} melds. */
    void discarded(int kind, int handSize, int meldCount) {
        removed(kind);
        if (handSize != 14 - 3 * meldCount) {
            workOut(handSize - 1, meldCount);
            return;
        }
        if (kind == drawnKind) { // ツモ切り or its like: the waiting hand before the draw again
            shanten = shantenBefore;
            lowerBound = boundBefore;
            waits = waitsBefore;
        } else if ((discardKnown & 1L << kind) != 0) {
            shanten = discardShanten[kind];
            lowerBound = shanten;
            waits = discardWaits[kind];
        } else {
            int bound = shanten != UNKNOWN ? shanten : lowerBound;
            if (bound >= 1) {
                shanten = UNKNOWN; // a discard never lowers the shanten: no wait, searched only if asked
                lowerBound = bound;
                waits = 0;
            } else {
                int s = Shanten.ofValid(counts, melds, TileSet.STANDARD_136);
                shanten = s;
                lowerBound = s;
                waits = s == 0 ? WAITS_UNKNOWN : 0;
            }
        }
        drawnKind = -1;
        discardKnown = 0;
    }

    /** A tile of {@code kind} left the hand for a meld: {@link #workOut} follows. */
    void removed(int kind) {
        atLeast[counts[kind]] &= ~(1L << kind);
        counts[kind]--;
    }

    /**
     * The shape worked out afresh for {@code handSize} concealed tiles and {@code meldCount} melds (a
     * hand of the wrong size has none: shanten {@link Integer#MAX_VALUE}).
     */
    void workOut(int handSize, int meldCount) {
        melds = meldCount;
        drawnKind = -1;
        discardKnown = 0;
        atLeast[1] = atLeast[2] = atLeast[3] = atLeast[4] = 0;
        for (int k = 0; k < TileKind.COUNT; k++) {
            for (int n = counts[k]; n > 0; n--) {
                atLeast[n] |= 1L << k;
            }
        }
        if (meldCount > 4 || handSize > 14 - 3 * meldCount) {
            shanten = Integer.MAX_VALUE;
            lowerBound = Integer.MAX_VALUE;
            waits = 0;
            return;
        }
        int s = Shanten.ofValid(counts, meldCount, TileSet.STANDARD_136);
        shanten = s;
        lowerBound = s;
        waits = s == 0 && handSize == 13 - 3 * meldCount ? WAITS_UNKNOWN : 0;
    }
}
