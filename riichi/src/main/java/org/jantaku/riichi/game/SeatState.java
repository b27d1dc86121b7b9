package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * One seat's part of a hand, immutable. Equal when the nine parts below are equal (as a record of
 * them would be); besides them it keeps what the engine asks on every step, worked out once when
 * the hand changes: the concealed tiles by kind, their shanten, the waits (待ち) and the kinds in the
 * pond (for furiten).
 *
 * <p>Parts: {@code hand} concealed tiles, sorted by id; {@code melds} calls and kans, in the order
 * made; {@code pond} discards in order; {@code riichi} in riichi (the stick accepted);
 * {@code doubleRiichi} the riichi was declared on the first discard with no call before it;
 * {@code ippatsu} a riichi win now would be ippatsu (until the seat's next discard or any call);
 * {@code temporaryFuriten} 同巡内フリテン: let a winning tile pass since its own last discard;
 * {@code riichiFuriten} 立直後の見逃し: let a winning tile pass while in riichi, lasts the hand;
 * {@code liable} the seat liable (包) for this seat's daisangen, daisuushii or suukantsu, or −1.
 */
public final class SeatState {
    private final List<Tile> hand;
    private final List<Meld> melds;
    private final List<PondTile> pond;
    private final boolean riichi;
    private final boolean doubleRiichi;
    private final boolean ippatsu;
    private final boolean temporaryFuriten;
    private final boolean riichiFuriten;
    private final int liable;

    /** What the hand and melds give (shared between copies whose hand and melds are the same). */
    private final Shape shape;
    /** Bit per kind of the pond's tiles. */
    private final long pondKinds;

    /**
     * The concealed tiles and melds worked out: kind counts (never changed once made), shanten, and
     * the waits of a waiting hand (3n+1 concealed tiles; 0 after a draw or a call). After a draw
     * the shanten is often known from the waiting hand's without a search: it is worked out only
     * when asked and not settled by the bound (a benign race, as {@code String.hashCode}: every
     * thread works out the same value). {@link TableSeat} keeps one too, so a table played in place
     * works out its shapes exactly as the engine does.
     */
    static final class Shape implements WorkedShape {
        private static final int UNKNOWN = Integer.MIN_VALUE;
        /** Not a mask of kinds (34 bits): waits not worked out yet. */
        private static final long WAITS_UNKNOWN = -1L;
        /** Set in {@link #lateWaits} once they are worked out (above the 34 bits of kinds). */
        private static final long KNOWN = 1L << 62;

        /** Kind counts, never changed once made; after a draw those before it (shared with {@link #beforeDraw}). */
        private final int[] counts;
        private final int melds;
        /**
         * The waits, or {@link #WAITS_UNKNOWN} for a tenpai hand whose waits are worked out when first
         * asked (the turn's list weighs every discard that leaves the hand tenpai; only the one played
         * needs its waits) and then kept in {@link #lateWaits}.
         */
        private final long waits;
        /**
         * The waits worked out late, with {@link #KNOWN} set; 0 until then (volatile so that a thread
         * never reads half of a long another one wrote, and left out of the constructor so that a
         * new shape costs no volatile write).
         */
        private volatile long lateWaits;
        private final boolean closed;
        /** The shanten cannot be lower than this. */
        private final int lowerBound;
        private int shanten;
        /** After a draw: the waiting hand before it, which a discard of the drawn kind gives back; else {@code null}. */
        private final Shape beforeDraw;
        /** After a draw: the drawn kind; else −1. */
        private final int drawnKind;
        /** Per kind, the hand {@link #discarding} that kind, once asked ({@code null} until then; a benign race too). */
        private Shape[] discarded;

        private Shape(int[] counts, int melds, int shanten, int lowerBound, long waits, boolean closed) {
            this(counts, melds, shanten, lowerBound, waits, closed, null, -1);
        }

        private Shape(int[] counts, int melds, int shanten, int lowerBound, long waits, boolean closed, Shape beforeDraw,
                int drawnKind) {
            this.counts = counts;
            this.melds = melds;
            this.shanten = shanten;
            this.lowerBound = lowerBound;
            this.waits = waits;
            this.closed = closed;
            this.beforeDraw = beforeDraw;
            this.drawnKind = drawnKind;
        }

        static Shape of(List<Tile> hand, List<Meld> melds) {
            int[] counts = new int[TileKind.COUNT];
            for (int i = 0, n = hand.size(); i < n; i++) {
                counts[hand.get(i).id() >> 2]++;
            }
            boolean closed = true;
            for (Meld m : melds) {
                closed &= !m.isOpen();
            }
            if (melds.size() > 4 || hand.size() > 14 - 3 * melds.size()) {
                // Not a hand of the game: nothing to work out.
                return new Shape(counts, melds.size(), Integer.MAX_VALUE, Integer.MAX_VALUE, 0, closed);
            }
            int shanten = Shanten.ofValid(counts, melds.size(), TileSet.STANDARD_136);
            long waits = 0;
            if (shanten == 0 && hand.size() == 13 - 3 * melds.size()) {
                waits = Waits.mask(counts.clone(), melds.size(), TileSet.STANDARD_136);
            }
            return new Shape(counts, melds.size(), shanten, shanten, waits, closed);
        }

        /**
         * The waiting hand {@code before} with a tile of {@code kind} drawn. A drawn tile lowers the
         * shanten by one at most, and a tenpai hand is complete exactly when the tile is a wait.
         */
        static Shape afterDraw(Shape before, int kind) {
            int[] counts = before.drawnKind < 0 ? before.counts : before.full(); // shared: the draw is drawnKind
            return new Shape(counts, before.melds, before.shantenAfterDraw(kind), before.boundAfterDraw(kind), 0,
                    before.closed, before, kind);
        }

        /**
         * The shanten of this waiting hand with a tile of {@code kind} drawn when it is known without
         * a search (−1 on a wait, else 0, when this hand is tenpai); else {@link #UNKNOWN}.
         */
        int shantenAfterDraw(int kind) {
            return shanten == 0 ? ((waits() & 1L << kind) != 0 ? -1 : 0) : UNKNOWN;
        }

        /** A lower bound of the shanten of this waiting hand with a tile of {@code kind} drawn: one less at most. */
        int boundAfterDraw(int kind) {
            return shanten == UNKNOWN ? lowerBound - 1 : shanten == 0 ? shantenAfterDraw(kind) : shanten - 1;
        }

        /**
         * Whether this waiting hand with a tile of {@code kind} drawn has a shanten of at most
         * {@code n}, when the bound or the waits settle it without a search: 1 yes, 0 no, −1 not
         * settled ({@link #afterDraw} then searches only if asked).
         */
        int afterDrawAtMost(int kind, int n) {
            if (boundAfterDraw(kind) > n) {
                return 0;
            }
            int known = shantenAfterDraw(kind);
            return known == UNKNOWN ? -1 : known <= n ? 1 : 0;
        }

        /**
         * The hand {@code before} (just drawn or called) less a tile of {@code kind}: the hand before
         * the draw when the kind is the drawn one. Otherwise a discard never lowers the shanten, so
         * when it was at least 1 the hand waits on nothing and its shanten is searched only if asked;
         * else it is searched now (the waits of a tenpai hand when first asked).
         */
        static Shape afterDiscard(Shape before, int kind) {
            if (kind == before.drawnKind) {
                return before.beforeDraw; // the same kinds as before the draw (ツモ切り or its like)
            }
            Shape[] kept = before.discarded;
            if (kept != null && kept[kind] != null) {
                return kept[kind];
            }
            int[] counts = before.full();
            counts[kind]--;
            int bound = before.shanten != UNKNOWN ? before.shanten : before.lowerBound;
            if (bound >= 1) {
                return new Shape(counts, before.melds, UNKNOWN, bound, 0, before.closed);
            }
            int shanten = Shanten.ofValid(counts, before.melds, TileSet.STANDARD_136);
            return new Shape(counts, before.melds, shanten, shanten, shanten == 0 ? WAITS_UNKNOWN : 0, before.closed);
        }

        /**
         * {@link #afterDiscard} of this hand, kept: a turn that may declare riichi weighs the discards
         * that leave it tenpai as it lists them, and the one then played is not worked out again.
         */
        Shape discarding(int kind) {
            Shape[] kept = discarded;
            if (kept == null) {
                kept = new Shape[TileKind.COUNT];
                discarded = kept;
            }
            Shape after = kept[kind];
            if (after == null) {
                after = afterDiscard(this, kind);
                kept[kind] = after;
            }
            return after;
        }

        int shanten() {
            int s = shanten;
            if (s == UNKNOWN) {
                s = Shanten.ofValid(drawnKind < 0 ? counts : full(), melds, TileSet.STANDARD_136);
                shanten = s;
            }
            return s;
        }

        /** Whether the shanten is at most {@code n}, worked out only when the bound does not settle it. */
        @Override
        public boolean shantenAtMost(int n) {
            return lowerBound <= n && shanten() <= n;
        }

        /** Tiles of {@code kind} among the concealed ones. */
        int count(int kind) {
            return kind == drawnKind ? counts[kind] + 1 : counts[kind];
        }

        /** A fresh copy of the kind counts (the drawn tile included). */
        int[] full() {
            int[] c = counts.clone();
            if (drawnKind >= 0) {
                c[drawnKind]++;
            }
            return c;
        }

        /** The waits of a waiting hand (bit per kind), else 0. */
        long waits() {
            long w = waits;
            if (w != WAITS_UNKNOWN) {
                return w;
            }
            long late = lateWaits;
            if (late == 0) {
                late = KNOWN | Waits.mask(counts.clone(), melds, TileSet.STANDARD_136); // 13 − 3·melds tiles: never after a draw
                lateWaits = late;
            }
            return late & ~KNOWN;
        }

        @Override
        public boolean closed() {
            return closed;
        }
    }

    public SeatState(List<Tile> hand, List<Meld> melds, List<PondTile> pond, boolean riichi, boolean doubleRiichi,
            boolean ippatsu, boolean temporaryFuriten, boolean riichiFuriten, int liable) {
        this(List.copyOf(hand), List.copyOf(melds), List.copyOf(pond), riichi, doubleRiichi, ippatsu, temporaryFuriten,
                riichiFuriten, liable, null, pondKinds(pond));
    }

    /**
     * A seat whose shape is already worked out ({@link RiichiTable} freezing one of its seats): the
     * lists must never change afterwards.
     */
    static SeatState of(List<Tile> hand, List<Meld> melds, List<PondTile> pond, boolean riichi, boolean doubleRiichi,
            boolean ippatsu, boolean temporaryFuriten, boolean riichiFuriten, int liable, Shape shape, long pondKinds) {
        return new SeatState(hand, melds, pond, riichi, doubleRiichi, ippatsu, temporaryFuriten, riichiFuriten, liable,
                shape, pondKinds);
    }

    /** What the hand and melds give (for {@link TableSeat}). */
    Shape shape() {
        return shape;
    }

    /** With the shape of the hand and melds already worked out ({@code null}: work it out). */
    private SeatState(List<Tile> hand, List<Meld> melds, List<PondTile> pond, boolean riichi, boolean doubleRiichi,
            boolean ippatsu, boolean temporaryFuriten, boolean riichiFuriten, int liable, Shape shape, long pondKinds) {
        this.hand = hand;
        this.melds = melds;
        this.pond = pond;
        this.riichi = riichi;
        this.doubleRiichi = doubleRiichi;
        this.ippatsu = ippatsu;
        this.temporaryFuriten = temporaryFuriten;
        this.riichiFuriten = riichiFuriten;
        this.liable = liable;
        this.shape = shape != null ? shape : Shape.of(hand, melds);
        this.pondKinds = pondKinds;
    }

    static SeatState dealt(List<Tile> hand) {
        // Sorted by id through a bit per id (136 bits): cheaper than comparing 13 tiles, and the
        // hand is read by index (it is a part of the wall, whose iterator is slower).
        long low = 0;
        long middle = 0;
        long high = 0;
        for (int i = 0, n = hand.size(); i < n; i++) {
            int id = hand.get(i).id();
            long bit = 1L << id; // shifts by id mod 64
            if (id < 64) {
                low |= bit;
            } else if (id < 128) {
                middle |= bit;
            } else {
                high |= bit;
            }
        }
        Tile[] sorted = new Tile[hand.size()];
        int at = fill(sorted, 0, low, 0);
        at = fill(sorted, at, middle, 64);
        fill(sorted, at, high, 128);
        return new SeatState(FrozenList.wrap(sorted), List.of(), List.of(), false, false, false, false, false, -1, null, 0);
    }

    /** Puts the tiles whose ids are {@code offset} plus the set bits of {@code bits} at {@code at} on, in order; the next place. */
    private static int fill(Tile[] out, int at, long bits, int offset) {
        for (long b = bits; b != 0; b &= b - 1) {
            out[at++] = Tile.of(offset + Long.numberOfTrailingZeros(b));
        }
        return at;
    }

    /** Concealed tiles, sorted by id. */
    public List<Tile> hand() {
        return hand;
    }

    /** Calls and kans, in the order made. */
    public List<Meld> melds() {
        return melds;
    }

    /** Discards in order. */
    public List<PondTile> pond() {
        return pond;
    }

    /** In riichi (the stick accepted). */
    public boolean riichi() {
        return riichi;
    }

    /** The riichi was declared on the first discard with no call before it. */
    public boolean doubleRiichi() {
        return doubleRiichi;
    }

    /** A riichi win now would be ippatsu. */
    public boolean ippatsu() {
        return ippatsu;
    }

    /** 同巡内フリテン: let a winning tile pass since its own last discard. */
    public boolean temporaryFuriten() {
        return temporaryFuriten;
    }

    /** 立直後の見逃し: let a winning tile pass while in riichi. */
    public boolean riichiFuriten() {
        return riichiFuriten;
    }

    /** The seat liable (包) for this seat's daisangen, daisuushii or suukantsu, or −1. */
    public int liable() {
        return liable;
    }

    /** Whether the seat has not discarded yet this hand (its first turn). */
    public boolean firstTurn() {
        return pond.isEmpty();
    }

    /** 門前: no open meld. */
    public boolean closed() {
        return shape.closed;
    }

    /** Shanten (向聴数) of the concealed tiles with the melds: −1 complete, 0 tenpai. */
    public int shanten() {
        return shape.shanten();
    }

    /** Whether the shanten is at most {@code n} (often known without working it out). */
    boolean shantenAtMost(int n) {
        return shape.shantenAtMost(n);
    }

    /**
     * The kinds (bit per kind) that complete a waiting hand (3n+1 concealed tiles), never a kind it
     * holds four of; 0 when not tenpai or when the hand has just drawn or called.
     */
    public long waits() {
        return shape.waits();
    }

    /** Whether the seat is furiten (振聴) now, by {@link WinChecks#furiten(SeatState)}: for the seat's own aids. */
    public boolean furiten() {
        return WinChecks.furiten(this);
    }

    /** How many tiles of kind {@code kind} (0-33) the concealed hand holds. */
    int count(int kind) {
        return shape.count(kind);
    }

    /** A copy of the concealed tiles by kind (34 entries). */
    int[] counts() {
        return shape.full();
    }

    /** Bit per kind of the tiles in the pond. */
    long pondKinds() {
        return pondKinds;
    }

    SeatState draw(Tile t) {
        int n = hand.size();
        Tile[] h = new Tile[n + 1];
        int i = 0;
        while (i < n && hand.get(i).id() < t.id()) {
            h[i] = hand.get(i);
            i++;
        }
        h[i] = t;
        for (; i < n; i++) {
            h[i + 1] = hand.get(i);
        }
        Shape drawn = n == 13 - 3 * melds.size() ? Shape.afterDraw(shape, t.id() >> 2) : null;
        return new SeatState(FrozenList.wrap(h), melds, pond, riichi, doubleRiichi, ippatsu, temporaryFuriten, riichiFuriten,
                liable, drawn, pondKinds);
    }

    /** Discards a tile; the seat's own discard ends its temporary furiten and its ippatsu chance. */
    SeatState discard(Tile t, boolean tsumogiri, boolean declaresRiichi) {
        List<Tile> h = withoutOne(t);
        PondTile[] p = pond.toArray(new PondTile[pond.size() + 1]);
        p[pond.size()] = new PondTile(t, tsumogiri, declaresRiichi, false);
        Shape left = hand.size() == 14 - 3 * melds.size() ? Shape.afterDiscard(shape, t.id() >> 2) : null;
        return new SeatState(h, melds, FrozenList.wrap(p), riichi, doubleRiichi, false, false, riichiFuriten, liable, left,
                pondKinds | 1L << (t.id() >> 2));
    }

    /** The last discard was called by another seat. */
    SeatState lastDiscardTaken() {
        PondTile[] p = pond.toArray(new PondTile[0]);
        p[p.length - 1] = p[p.length - 1].taken();
        return new SeatState(hand, melds, FrozenList.wrap(p), riichi, doubleRiichi, ippatsu, temporaryFuriten, riichiFuriten,
                liable, shape, pondKinds);
    }

    /** Removes {@code used} from the hand and adds a new meld; {@code liableSeat} ≥ 0 makes that seat liable (包). */
    SeatState addMeld(Meld meld, List<Tile> used, int liableSeat) {
        List<Meld> m = new ArrayList<>(melds);
        m.add(meld);
        return new SeatState(without(used), List.copyOf(m), pond, riichi, doubleRiichi, false, temporaryFuriten,
                riichiFuriten, liableSeat >= 0 ? liableSeat : liable, null, pondKinds);
    }

    /** Turns a pon into the added kan {@code kan}, taking the added tile from the hand. */
    SeatState upgradePon(Meld pon, Meld kan, Tile added) {
        List<Meld> m = new ArrayList<>(melds);
        m.set(m.indexOf(pon), kan);
        return new SeatState(withoutOne(added), List.copyOf(m), pond, riichi, doubleRiichi, false,
                temporaryFuriten, riichiFuriten, liable, null, pondKinds);
    }

    /** The hand without {@code t} (which must be in it), still sorted. */
    private List<Tile> withoutOne(Tile t) {
        int n = hand.size();
        int id = t.id();
        int at = 0;
        while (at < n && hand.get(at).id() != id) {
            at++;
        }
        if (at == n) {
            throw new IllegalStateException("tile " + t + " is not in the hand");
        }
        Tile[] h = new Tile[n - 1];
        for (int i = 0; i < at; i++) {
            h[i] = hand.get(i);
        }
        for (int i = at + 1; i < n; i++) {
            h[i - 1] = hand.get(i);
        }
        return FrozenList.wrap(h);
    }

    /** The hand without {@code used} (each must be in it), still sorted. */
    private List<Tile> without(List<Tile> used) {
        Tile[] h = new Tile[hand.size() - used.size()];
        int n = 0;
        int found = 0;
        for (Tile t : hand) {
            if (used.contains(t)) {
                found++;
            } else if (n < h.length) {
                h[n++] = t;
            }
        }
        if (found != used.size()) {
            for (Tile t : used) {
                if (!hand.contains(t)) {
                    throw new IllegalStateException("tile " + t + " is not in the hand");
                }
            }
            throw new IllegalStateException("tiles " + used + " are not all in the hand");
        }
        return FrozenList.wrap(h);
    }

    /** The riichi declared with the last discard is accepted. */
    SeatState acceptRiichi(boolean isDouble) {
        return new SeatState(hand, melds, pond, true, isDouble, true, temporaryFuriten, riichiFuriten, liable, shape,
                pondKinds);
    }

    /** Any call or kan at the table ends every ippatsu chance. */
    SeatState noIppatsu() {
        if (!ippatsu) {
            return this;
        }
        return new SeatState(hand, melds, pond, riichi, doubleRiichi, false, temporaryFuriten, riichiFuriten, liable,
                shape, pondKinds);
    }

    /** Let a winning tile pass. */
    SeatState missedWin() {
        return new SeatState(hand, melds, pond, riichi, doubleRiichi, ippatsu, true, riichiFuriten || riichi, liable,
                shape, pondKinds);
    }

    private static long pondKinds(List<PondTile> pond) {
        long kinds = 0;
        for (PondTile p : pond) {
            kinds |= 1L << (p.tile().id() >> 2);
        }
        return kinds;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeatState s && riichi == s.riichi && doubleRiichi == s.doubleRiichi && ippatsu == s.ippatsu
                && temporaryFuriten == s.temporaryFuriten && riichiFuriten == s.riichiFuriten && liable == s.liable
                && hand.equals(s.hand) && melds.equals(s.melds) && pond.equals(s.pond);
    }

    @Override
    public int hashCode() {
        return Objects.hash(hand, melds, pond, riichi, doubleRiichi, ippatsu, temporaryFuriten, riichiFuriten, liable);
    }

    @Override
    public String toString() {
        return "SeatState[hand=" + hand + ", melds=" + melds + ", pond=" + pond + ", riichi=" + riichi
                + ", doubleRiichi=" + doubleRiichi + ", ippatsu=" + ippatsu + ", temporaryFuriten=" + temporaryFuriten
                + ", riichiFuriten=" + riichiFuriten + ", liable=" + liable + "]";
    }
}
