package org.jantaku.bots.riichi;

import java.util.Arrays;
import java.util.List;
import org.jantaku.bots.search.PartHashes;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.Wind;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiView;

/**
 * One seat's view read into kind counts: the own concealed tiles, the tiles it sees elsewhere (every
 * pond, every meld, the dora indicators), and the dora value of each kind. Read afresh for every
 * decision into the same arrays ({@link Workspace}); a claim window reads only the own hand, as
 * calls are judged on shanten and yaku alone, and a turn reads the ponds and melds only when it
 * counts unseen tiles (ukeire breaking a tie, a riichi's wait, the safety of a tile against a
 * threat): most turns have one candidate and no threat. What is seen outside the hand is kept per
 * seat from decision to decision ({@link SeenTiles}), adding only new discards where the view allows.
 */
final class HandView {
    private static final long ALL_KINDS = (1L << TileKind.COUNT) - 1;
    /** Per indicator kind: the kind it makes dora ({@link TileKind#successor}). */
    private static final int[] DORA_OF = doraOf();
    /** The kinds of each part of a hand (the three suits, the honours), bit per kind. */
    private static final long[] PART_KINDS = {0x1FFL, 0x1FFL << 9, 0x1FFL << 18, 0x7FL << 27};
    int seat;
    /** Own concealed tiles by kind. */
    final int[] counts = new int[TileKind.COUNT];
    /** Own melds (a closed kan included). */
    int melds;
    /** 門前: no open meld. */
    boolean closed;
    /** The kinds held, bit per kind. */
    long held;
    /** The base-5 hashes of the hand's four parts ({@link PartHashes}), made while the hand is read. */
    final int[] partHashes = new int[4];
    /** The own counts as three bit planes (plane {@code i} holds bit {@code i} of each kind's count), made while the hand is read. */
    private long held0;
    private long held1;
    private long held2;
    /** What this seat sees outside its hand, kept from decision to decision ({@link SeenTiles}), and the view it is read from. */
    private SeenTiles seen;
    private RiichiView source;
    /** Whether {@link #seen} was brought up to date for this decision. */
    private boolean visibleRead;
    /**
     * The copies of each kind not seen ({@link #unseen}), as three bit planes (bit per kind): plane
     * {@code i} holds bit {@code i} of the count, so a set of kinds sums in three bit counts.
     */
    private final long[] unseenPlanes = new long[3];
    /** Dora (ドラ) per kind: how many revealed indicators point at it (read by {@link #readTable} only). */
    final int[] dora = new int[TileKind.COUNT];
    /** The seat's wind and the round's, as kinds (27 East … 30 North). */
    int seatWind;
    int roundWind;

    /** Reads the own hand, melds and winds of {@code o}'s viewer. */
    void readHand(RiichiView o) {
        seat = o.viewer();
        Arrays.fill(counts, 0);
        List<Tile> hand = o.hand();
        long h = 0;
        for (int i = 0, n = hand.size(); i < n; i++) {
            int k = hand.get(i).id() >> 2;
            counts[k]++;
            h |= 1L << k;
        }
        held = h;
        // The part hashes and the bit planes of the counts, from the kinds held only.
        long h0 = 0;
        long h1 = 0;
        long h2 = 0;
        for (int part = 0; part < 4; part++) {
            int hash = 0;
            for (long bits = h & PART_KINDS[part]; bits != 0; bits &= bits - 1) {
                int k = Long.numberOfTrailingZeros(bits);
                int n = counts[k];
                hash += n * PartHashes.weight(k);
                h0 |= (long) (n & 1) << k;
                h1 |= (long) (n >> 1 & 1) << k;
                h2 |= (long) (n >> 2) << k;
            }
            partHashes[part] = hash;
        }
        held0 = h0;
        held1 = h1;
        held2 = h2;
        List<RiichiMeld> own = o.table().melds(seat);
        melds = own.size();
        boolean open = false;
        for (int i = 0; i < melds; i++) {
            open |= own.get(i).meld().isOpen();
        }
        closed = !open;
        seatWind = Wind.ofSeat(seat, o.table().dealer(), o.players()).tile().index();
        roundWind = 27 + Math.min(3, o.round() / 4);
    }

    /**
     * Reads the dora of the table of {@code o} (after {@link #readHand}); the tiles visible there are
     * read when first asked for ({@link #visible}), before the table changes, into {@code seen}
     * (this seat's, kept from its last decision).
     */
    void readTable(RiichiView o, SeenTiles seen) {
        source = o;
        this.seen = seen;
        visibleRead = false;
        Arrays.fill(dora, 0);
        List<Tile> indicators = o.doraIndicators();
        for (int i = 0, n = indicators.size(); i < n; i++) {
            dora[DORA_OF[indicators.get(i).id() >> 2]]++;
        }
    }

    /** Tiles seen outside the own concealed hand, by kind: every pond (but called tiles), every meld, the dora indicators. */
    int[] visible() {
        if (!visibleRead) {
            seen.update(source);
            readUnseen(seen);
            visibleRead = true;
        }
        return seen.counts();
    }

    /**
     * The unseen copies of each kind, 4 less the own and the visible copies (none when they reach
     * four), into {@link #unseenPlanes}: the own planes and {@code seen}'s added bit-sliced, no loop
     * over the kinds.
     */
    private void readUnseen(SeenTiles seen) {
        long v0 = seen.plane(0);
        long v1 = seen.plane(1);
        long v2 = seen.plane(2);
        long v3 = seen.plane(3);
        long s0 = held0 ^ v0;
        long c = held0 & v0;
        long s1 = held1 ^ v1 ^ c;
        c = held1 & v1 | c & (held1 ^ v1);
        long s2 = held2 ^ v2 ^ c;
        c = held2 & v2 | c & (held2 ^ v2);
        long s3 = v3 ^ c;
        long s4 = v3 & c;
        long under4 = ~(s2 | s3 | s4) & ALL_KINDS; // own and visible copies 0-3: 4 less them is 4-1
        unseenPlanes[0] = under4 & s0; // 3 or 1 unseen
        unseenPlanes[1] = under4 & (s0 ^ s1); // 3 or 2
        unseenPlanes[2] = under4 & ~s0 & ~s1; // 4
    }

    private static int[] doraOf() {
        int[] of = new int[TileKind.COUNT];
        for (int k = 0; k < TileKind.COUNT; k++) {
            of[k] = TileKind.of(k).successor().index();
        }
        return of;
    }

    /** Whether a triplet of {@code kind} is a yaku (役牌): a dragon, the seat's wind or the round's. */
    boolean isYakuhai(int kind) {
        return kind >= 31 || kind == seatWind || kind == roundWind;
    }

    /** Copies of {@code kind} this seat has not seen (not in its hand, not visible). */
    int unseen(int kind) {
        return Math.max(0, 4 - counts[kind] - visible()[kind]);
    }

    /** The unseen copies of the kinds {@code kinds} (bit per kind) summed, as {@link #unseen} counted them with the counts as first read. */
    int unseen(long kinds) {
        visible();
        return Long.bitCount(kinds & unseenPlanes[0]) + 2 * Long.bitCount(kinds & unseenPlanes[1])
                + 4 * Long.bitCount(kinds & unseenPlanes[2]);
    }
}
