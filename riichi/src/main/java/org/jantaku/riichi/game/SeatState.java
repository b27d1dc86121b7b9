package org.jantaku.riichi.game;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * One seat's part of a hand, changed in place by the engine's steps ({@link RiichiState} is played
 * in place; {@link #copy} gives an independent seat). Equal when the nine parts below are equal.
 * Besides them it keeps what the engine asks on every step, updated as the hand changes: the
 * concealed tiles by kind and a bit per kind held at least once … four times, the shanten, the
 * waits (待ち) and the kinds in the pond (for furiten).
 *
 * <p>Parts: {@code hand} concealed tiles, sorted by id; {@code melds} calls and kans, in the order
 * made; {@code pond} discards in order; {@code riichi} in riichi (the stick accepted);
 * {@code doubleRiichi} the riichi was declared on the first discard with no call before it;
 * {@code ippatsu} a riichi win now would be ippatsu (until the seat's next discard or any call);
 * {@code temporaryFuriten} 同巡内フリテン: let a winning tile pass since its own last discard;
 * {@code riichiFuriten} 立直後の見逃し: let a winning tile pass while in riichi, lasts the hand;
 * {@code liable} the seat liable (包) for this seat's daisangen, daisuushii or suukantsu, or −1.
 *
 * <p>The shape is worked out only as far as asked: a draw onto a waiting hand keeps that hand's
 * shanten and waits, so a discard of the drawn kind (ツモ切り) gives them back, and the shanten
 * with the drawn tile is settled from them when it can be (a tenpai hand is complete exactly when
 * the tile is a wait; a drawn tile lowers the shanten by one at most). A discard never lowers the
 * shanten, so a hand left at one or more from tenpai is searched only if asked. Not thread-safe,
 * as the state it belongs to.
 */
public final class SeatState {
    private static final int UNKNOWN = Integer.MIN_VALUE;
    /** Not a mask of kinds (34 bits): waits not worked out yet. */
    private static final long WAITS_UNKNOWN = -1L;
    /** Pond tiles by {@code (id * 2 + tsumogiri) * 2 + riichi}, not called: a discard allocates none. */
    private static final PondTile[] DISCARDED = new PondTile[Tile.COUNT * 4];

    static {
        for (int id = 0; id < Tile.COUNT; id++) {
            for (int f = 0; f < 4; f++) {
                DISCARDED[id * 4 + f] = new PondTile(Tile.of(id), (f & 2) != 0, (f & 1) != 0, false);
            }
        }
    }

    /**
     * The ids of the concealed tiles, sorted; while {@link #pending} is a tile, that one is not among
     * them yet.
     */
    private int[] ids;
    /** The concealed tiles, {@link #pending} included. */
    private int handSize;
    /**
     * The id of the tile just drawn, kept apart from {@link #ids} until the hand is read in the middle
     * or changes otherwise (a tsumogiri discards it again without any tile moving), or −1.
     */
    private int pending = -1;
    /** Concealed tiles by kind. */
    private int[] counts;
    /** Bit per kind held at least n times, {@code atLeast[n]} for n = 1…4. */
    private long[] atLeast;
    private List<Meld> melds = List.of();
    private boolean closed = true;
    /** Bit per kind of the seat's pons. */
    private long ponKinds;
    private PondTile[] pond;
    private int pondSize;
    /** Bit per kind of the pond's tiles. */
    private long pondKinds;
    private boolean riichi;
    private boolean doubleRiichi;
    private boolean ippatsu;
    private boolean temporaryFuriten;
    private boolean riichiFuriten;
    private int liable = -1;
    /** Kinds the seat has said it passes every call on until its next turn ({@link RiichiState#declineCalls}), bit per kind. */
    private long kindsDeclined;

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

    /** Snapshots handed out, or {@code null} until asked since the last change. */
    private List<Tile> handList;
    private List<PondTile> pondList;
    /** Live lists of the hand and the pond, made when first asked. */
    private List<Tile> handView;
    private List<PondTile> pondView;
    private List<RiichiAction> discardsView;

    private SeatState() {
    }

    /** A seat dealt {@code hand}: its tiles sorted by id, no meld, an empty pond. */
    static SeatState dealt(List<Tile> hand) {
        SeatState s = new SeatState();
        s.ids = new int[14];
        s.counts = new int[TileKind.COUNT];
        s.atLeast = new long[5];
        s.pond = new PondTile[24];
        s.deal(hand);
        return s;
    }

    /** Takes a new hand's tiles: everything else back to the start of a hand. */
    void deal(List<Tile> hand) {
        // Sorted by id through a bit per id (136 bits): cheaper than comparing 13 tiles.
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
        if (ids.length < hand.size() + 1) {
            ids = new int[hand.size() + 1];
        }
        int at = fill(0, low, 0);
        at = fill(at, middle, 64);
        handSize = fill(at, high, 128);
        pending = -1;
        Arrays.fill(counts, 0);
        for (int i = 0; i < handSize; i++) {
            counts[ids[i] >> 2]++;
        }
        melds = List.of();
        closed = true;
        ponKinds = 0;
        pondSize = 0;
        pondKinds = 0;
        riichi = false;
        doubleRiichi = false;
        ippatsu = false;
        temporaryFuriten = false;
        riichiFuriten = false;
        liable = -1;
        kindsDeclined = 0;
        handChanged();
        pondList = null;
    }

    private int fill(int at, long bits, int offset) {
        for (long b = bits; b != 0; b &= b - 1) {
            ids[at++] = offset + Long.numberOfTrailingZeros(b);
        }
        return at;
    }

    /** An independent copy: changing either never changes the other. */
    SeatState copy() {
        settle();
        SeatState c = new SeatState();
        c.ids = ids.clone();
        c.handSize = handSize;
        c.counts = counts.clone();
        c.atLeast = atLeast.clone();
        c.melds = melds;
        c.closed = closed;
        c.ponKinds = ponKinds;
        c.pond = pond.clone();
        c.pondSize = pondSize;
        c.pondKinds = pondKinds;
        c.riichi = riichi;
        c.doubleRiichi = doubleRiichi;
        c.ippatsu = ippatsu;
        c.temporaryFuriten = temporaryFuriten;
        c.riichiFuriten = riichiFuriten;
        c.liable = liable;
        c.kindsDeclined = kindsDeclined;
        c.shanten = shanten;
        c.lowerBound = lowerBound;
        c.waits = waits;
        c.drawnKind = drawnKind;
        c.shantenBefore = shantenBefore;
        c.boundBefore = boundBefore;
        c.waitsBefore = waitsBefore;
        c.handList = handList;
        c.pondList = pondList;
        return c; // the discard cache starts empty
    }

    // ---- the parts ----

    /** Concealed tiles, sorted by id (a snapshot: it does not change with the seat). */
    public List<Tile> hand() {
        List<Tile> h = handList;
        if (h == null) {
            Tile[] out = new Tile[handSize];
            for (int i = 0; i < handSize; i++) {
                out[i] = Tile.of(idAt(i));
            }
            h = Collections.unmodifiableList(Arrays.asList(out)); // no second copy of the array, as List.of would make
            handList = h;
        }
        return h;
    }

    /** Calls and kans, in the order made. */
    public List<Meld> melds() {
        return melds;
    }

    /** Discards in order (a snapshot: it does not change with the seat). */
    public List<PondTile> pond() {
        List<PondTile> p = pondList;
        if (p == null) {
            p = List.of(Arrays.copyOf(pond, pondSize));
            pondList = p;
        }
        return p;
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
        return pondSize == 0;
    }

    /** 門前: no open meld. */
    public boolean closed() {
        return closed;
    }

    // ---- read without a snapshot ----

    int handSize() {
        return handSize;
    }

    /** The concealed tile at {@code i} in order (by id). */
    Tile tile(int i) {
        return Tile.of(idAt(i));
    }

    int pondSize() {
        return pondSize;
    }

    PondTile pondTile(int i) {
        return pond[i];
    }

    /** How many tiles of kind {@code kind} (0-33) the concealed hand holds. */
    int count(int kind) {
        return counts[kind];
    }

    /** A copy of the concealed tiles by kind (34 entries). */
    int[] counts() {
        return counts.clone();
    }

    /** Bit per kind of the tiles in the pond. */
    long pondKinds() {
        return pondKinds;
    }

    /** The kinds held at least {@code n} (1-4) times, a bit per kind. */
    long heldAtLeast(int n) {
        return atLeast[n];
    }

    /** Bit per kind of the seat's pons. */
    long ponKinds() {
        return ponKinds;
    }

    /** Whether the hand holds this very tile. */
    boolean holds(Tile t) {
        int id = t.id();
        if (counts[id >> 2] == 0) {
            return false;
        }
        if (id == pending) {
            return true;
        }
        for (int i = 0, n = pending < 0 ? handSize : handSize - 1; i < n; i++) {
            if (ids[i] == id) {
                return true;
            }
        }
        return false;
    }

    /**
     * The id of the concealed tile at {@code i} in order (by id). The first and the last are read
     * without moving the drawn tile (a tsumogiri agent looks at no other); a read between them puts
     * it in its place first, so reading the whole hand costs one insertion, not a search per tile.
     */
    private int idAt(int i) {
        if (pending >= 0) {
            if (handSize == 1) {
                return pending;
            }
            if (i == 0) {
                return Math.min(pending, ids[0]);
            }
            if (i == handSize - 1) {
                return Math.max(pending, ids[i - 1]);
            }
            settle();
        }
        return ids[i];
    }

    /** Puts the {@link #pending} drawn tile in its place among the others. */
    private void settle() {
        if (pending < 0) {
            return;
        }
        int i = handSize - 1;
        while (i > 0 && ids[i - 1] > pending) {
            ids[i] = ids[i - 1];
            i--;
        }
        ids[i] = pending;
        pending = -1;
    }

    /** The concealed tiles, sorted by id, read live (unmodifiable; changes with the seat). */
    List<Tile> handView() {
        List<Tile> v = handView;
        if (v == null) {
            v = new HandList();
            handView = v;
        }
        return v;
    }

    /** The pond, read live (unmodifiable; changes with the seat). */
    List<PondTile> pondView() {
        List<PondTile> v = pondView;
        if (v == null) {
            v = new PondList();
            pondView = v;
        }
        return v;
    }

    private final class HandList extends AbstractList<Tile> implements RandomAccess {
        @Override
        public Tile get(int index) {
            return Tile.of(idAt(Objects.checkIndex(index, handSize)));
        }

        @Override
        public int size() {
            return handSize;
        }
    }

    private final class PondList extends AbstractList<PondTile> implements RandomAccess {
        @Override
        public PondTile get(int index) {
            return pond[Objects.checkIndex(index, pondSize)];
        }

        @Override
        public int size() {
            return pondSize;
        }
    }

    /**
     * A discard of each concealed tile in order, not of the kinds of {@code forbidden}: with none
     * forbidden a live list (valid until the seat changes), else a snapshot.
     */
    List<RiichiAction> discards(long forbidden) {
        if (forbidden == 0) {
            List<RiichiAction> v = discardsView;
            if (v == null) {
                v = new LiveDiscards();
                discardsView = v;
            }
            return v;
        }
        settle();
        int[] kept = new int[handSize];
        int n = 0;
        for (int i = 0; i < handSize; i++) {
            if ((forbidden & 1L << (ids[i] >> 2)) == 0) {
                kept[n++] = ids[i];
            }
        }
        return new DiscardList(kept, n);
    }

    /** A discard of each concealed tile, read live. */
    private final class LiveDiscards extends AbstractList<RiichiAction> implements RandomAccess {
        @Override
        public RiichiAction get(int index) {
            return Actions.discard(idAt(Objects.checkIndex(index, handSize)));
        }

        @Override
        public int size() {
            return handSize;
        }
    }

    /** Discards by tile id, read from an array the list owns. */
    private static final class DiscardList extends AbstractList<RiichiAction> implements RandomAccess {
        private final int[] ids;
        private final int size;

        DiscardList(int[] ids, int size) {
            this.ids = ids;
            this.size = size;
        }

        @Override
        public RiichiAction get(int index) {
            return Actions.discard(ids[Objects.checkIndex(index, size)]);
        }

        @Override
        public int size() {
            return size;
        }
    }

    /** Whether the seat has said it passes every call on tiles of {@code kind} until its next turn. */
    boolean declines(int kind) {
        return (kindsDeclined & 1L << kind) != 0;
    }

    void declineCalls(long kinds) {
        kindsDeclined = kinds;
    }

    // ---- the shape ----

    /** Shanten (向聴数) of the concealed tiles with the melds: −1 complete, 0 tenpai. */
    public int shanten() {
        int s = shanten;
        if (s == UNKNOWN) {
            s = Shanten.ofValid(counts, melds.size(), TileSet.STANDARD_136);
            shanten = s;
        }
        return s;
    }

    /** Whether the shanten is at most {@code n} (often known without working it out). */
    boolean shantenAtMost(int n) {
        return lowerBound <= n && shanten() <= n;
    }

    /**
     * The kinds (bit per kind) that complete a waiting hand (3n+1 concealed tiles), never a kind it
     * holds four of; 0 when not tenpai or when the hand has just drawn or called.
     */
    public long waits() {
        long w = waits;
        if (w == WAITS_UNKNOWN) {
            w = Waits.mask(counts.clone(), melds.size(), TileSet.STANDARD_136);
            waits = w;
        }
        return w;
    }

    /** Whether the seat is furiten (振聴) now, by {@link WinChecks#furiten(SeatState)}: for the seat's own aids. */
    public boolean furiten() {
        return WinChecks.furiten(this);
    }

    /** The shanten of the hand (after a draw or call) less a tile of {@code kind}, kept until the hand changes. */
    int shantenDiscarding(int kind) {
        if (kind == drawnKind) {
            if (shantenBefore == UNKNOWN) {
                counts[kind]--;
                shantenBefore = Shanten.ofValid(counts, melds.size(), TileSet.STANDARD_136);
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
            int s = Shanten.ofValid(counts, melds.size(), TileSet.STANDARD_136);
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
            w = Waits.mask(counts.clone(), melds.size(), TileSet.STANDARD_136);
            counts[kind]++;
            discardWaits[kind] = w;
        }
        return w;
    }

    /** The shape worked out from the tiles (a hand of the wrong size has none: shanten {@link Integer#MAX_VALUE}). */
    private void workOut() {
        drawnKind = -1;
        discardKnown = 0;
        int m = melds.size();
        if (m > 4 || handSize > 14 - 3 * m) {
            shanten = Integer.MAX_VALUE;
            lowerBound = Integer.MAX_VALUE;
            waits = 0;
            return;
        }
        int s = Shanten.ofValid(counts, m, TileSet.STANDARD_136);
        shanten = s;
        lowerBound = s;
        waits = s == 0 && handSize == 13 - 3 * m ? WAITS_UNKNOWN : 0;
    }

    private void handChanged() {
        atLeast[1] = atLeast[2] = atLeast[3] = atLeast[4] = 0;
        for (int k = 0; k < TileKind.COUNT; k++) {
            for (int n = counts[k]; n > 0; n--) {
                atLeast[n] |= 1L << k;
            }
        }
        handList = null;
        workOut();
    }

    // ---- the steps ----

    /** Draws {@code t} into the hand. */
    void draw(Tile t) {
        int id = t.id();
        int kind = id >> 2;
        boolean waitingSize = handSize == 13 - 3 * melds.size();
        long w = waitingSize && shanten == 0 ? waits() : 0; // the waiting hand's, before the tile goes in
        settle();
        if (handSize == ids.length) {
            ids = Arrays.copyOf(ids, handSize + 1);
        }
        pending = id; // put in its place only when the hand is read in the middle or changes otherwise
        handSize++;
        counts[kind]++;
        atLeast[counts[kind]] |= 1L << kind;
        handList = null;
        kindsDeclined = 0;
        discardKnown = 0;
        if (!waitingSize) {
            workOut();
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

    /** Discards {@code t} (in the hand); the seat's own discard ends its temporary furiten and its ippatsu chance. */
    void discard(Tile t, boolean tsumogiri, boolean declaresRiichi) {
        int id = t.id();
        int kind = id >> 2;
        boolean fullSize = handSize == 14 - 3 * melds.size();
        remove(id);
        if (pondSize == pond.length) {
            pond = Arrays.copyOf(pond, pondSize * 2);
        }
        pond[pondSize++] = DISCARDED[id * 4 + (tsumogiri ? 2 : 0) + (declaresRiichi ? 1 : 0)];
        pondList = null;
        pondKinds |= 1L << kind;
        ippatsu = false;
        temporaryFuriten = false;
        if (!fullSize) {
            workOut();
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
                int s = Shanten.ofValid(counts, melds.size(), TileSet.STANDARD_136);
                shanten = s;
                lowerBound = s;
                waits = s == 0 ? WAITS_UNKNOWN : 0;
            }
        }
        drawnKind = -1;
        discardKnown = 0;
    }

    /** Removes the tile with this id from the hand, keeping the kind counts and masks. */
    private void remove(int id) {
        if (id == pending) {
            pending = -1; // nothing moves
            removed(id);
            return;
        }
        settle();
        int at = 0;
        while (at < handSize && ids[at] != id) {
            at++;
        }
        if (at == handSize) {
            throw new IllegalStateException("tile " + Tile.of(id) + " is not in the hand");
        }
        System.arraycopy(ids, at + 1, ids, at, handSize - at - 1);
        removed(id);
    }

    /** The counts and masks without the tile {@code id}, gone from the hand. */
    private void removed(int id) {
        handSize--;
        int kind = id >> 2;
        atLeast[counts[kind]] &= ~(1L << kind);
        counts[kind]--;
        handList = null;
    }

    /** The last discard was called by another seat. */
    void lastDiscardTaken() {
        pond[pondSize - 1] = pond[pondSize - 1].taken();
        pondList = null;
    }

    /** Removes {@code used} from the hand and adds a new meld; {@code liableSeat} ≥ 0 makes that seat liable (包). */
    void addMeld(Meld meld, List<Tile> used, int liableSeat) {
        for (Tile t : used) {
            remove(t.id());
        }
        List<Meld> m = new ArrayList<>(melds.size() + 1);
        m.addAll(melds);
        m.add(meld);
        setMelds(List.copyOf(m));
        ippatsu = false;
        kindsDeclined = 0; // the seat's turn (or its kan's draw) comes next
        if (liableSeat >= 0) {
            liable = liableSeat;
        }
        handChanged();
    }

    /** Turns a pon into the added kan {@code kan}, taking the added tile from the hand. */
    void upgradePon(Meld pon, Meld kan, Tile added) {
        remove(added.id());
        List<Meld> m = new ArrayList<>(melds);
        m.set(m.indexOf(pon), kan);
        setMelds(List.copyOf(m));
        ippatsu = false;
        handChanged();
    }

    private void setMelds(List<Meld> m) {
        melds = m;
        closed = true;
        ponKinds = 0;
        for (Meld x : m) {
            closed &= !x.isOpen();
            if (x instanceof Pon) {
                ponKinds |= 1L << x.kind().index();
            }
        }
    }

    /** The riichi declared with the last discard is accepted. */
    void acceptRiichi(boolean isDouble) {
        riichi = true;
        doubleRiichi = isDouble;
        ippatsu = true;
    }

    /** Any call or kan at the table ends every ippatsu chance. */
    void noIppatsu() {
        ippatsu = false;
    }

    /** Let a winning tile pass. */
    void missedWin() {
        temporaryFuriten = true;
        riichiFuriten |= riichi;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeatState s && riichi == s.riichi && doubleRiichi == s.doubleRiichi && ippatsu == s.ippatsu
                && temporaryFuriten == s.temporaryFuriten && riichiFuriten == s.riichiFuriten && liable == s.liable
                && hand().equals(s.hand()) && melds.equals(s.melds)
                && Arrays.equals(pond, 0, pondSize, s.pond, 0, s.pondSize);
    }

    @Override
    public int hashCode() {
        return Objects.hash(hand(), melds, pond(), riichi, doubleRiichi, ippatsu, temporaryFuriten, riichiFuriten, liable);
    }

    @Override
    public String toString() {
        return "SeatState[hand=" + hand() + ", melds=" + melds + ", pond=" + pond() + ", riichi=" + riichi
                + ", doubleRiichi=" + doubleRiichi + ", ippatsu=" + ippatsu + ", temporaryFuriten=" + temporaryFuriten
                + ", riichiFuriten=" + riichiFuriten + ", liable=" + liable + "]";
    }
}
