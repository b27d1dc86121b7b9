package org.jantaku.riichi.game;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;

/**
 * One seat of a {@link RiichiTable}, changed in place: the same parts as {@link SeatState} and the
 * same worked-out {@link SeatState.Shape} (so shanten and waits come out exactly as the engine's),
 * with the hand and the pond in arrays. {@link #freeze} gives the equal {@link SeatState}, kept
 * until the seat changes again.
 */
final class TableSeat implements WorkedShape {
    /** Plain discards (not declaring riichi, not called), by tile id and then tsumogiri. */
    private static final PondTile[] PLAIN = new PondTile[Tile.COUNT * 2];

    static {
        for (int id = 0; id < Tile.COUNT; id++) {
            PLAIN[2 * id] = new PondTile(Tile.of(id), false, false, false);
            PLAIN[2 * id + 1] = new PondTile(Tile.of(id), true, false, false);
        }
    }

    /**
     * The ids of the concealed tiles, sorted; while {@link #pending} is a tile, that one is not among
     * them yet. Ints rather than tiles: the draw's insertion and the discard's search compare ints.
     */
    private final int[] ids = new int[14];
    /** The concealed tiles, {@link #pending} included. */
    private int handSize;
    /**
     * The id of the tile just drawn, kept apart from {@link #ids} until the hand changes otherwise
     * (a tsumogiri discards it again without any tile moving), or −1. The first and the last tile
     * in order are read without moving it; a read between them puts it in its place ({@link #idAt}).
     */
    private int pending = -1;
    /** The kinds the seat passes every call on until its next draw or load ({@link RiichiTable#passCalls}), bit per kind. */
    private long kindsPassed;
    private List<Meld> melds = List.of();
    private PondTile[] pond = new PondTile[32];
    private int pondSize;
    private boolean riichi;
    private boolean doubleRiichi;
    private boolean ippatsu;
    private boolean temporaryFuriten;
    private boolean riichiFuriten;
    private int liable;
    /**
     * The shape of the concealed tiles; while {@link #drawnKind} is a kind, that of the waiting hand
     * before the draw (the shape with the drawn tile is then made only when asked: most draws are
     * discarded again, or only asked whether they complete the hand).
     */
    private SeatState.Shape shape;
    /** The kind just drawn into a waiting hand, or −1. */
    private int drawnKind = -1;
    /** {@link SeatState.Shape#afterDraw} of {@link #shape} and {@link #drawnKind}, once asked; else {@code null}. */
    private SeatState.Shape drawnShape;
    private long pondKinds;
    /**
     * Bit per kind held at least once, twice, three and four times (a claim's and a kan's shape),
     * kept on every draw and discard: {@code atLeast[n]} for n = 1…4.
     */
    private final long[] atLeast = new long[5];
    private int meldCount;
    /** Bit per kind of the seat's pons (an added kan's shape once the fourth tile is held). */
    private long ponKinds;
    private final List<Tile> handView = new HandList();
    private final List<PondTile> pondView = new PondList();
    private final List<RiichiAction> discards = new Discards();

    /** The seat as last frozen or loaded; {@link #frozenValid} says whether it is still this seat. */
    private SeatState frozen;
    private boolean frozenValid;

    /** Takes over an engine seat (nothing to do when it is the seat as last frozen or loaded: an engine step leaves most seats as they were). */
    void load(SeatState s) {
        kindsPassed = 0;
        if (frozenValid && frozen == s) {
            return;
        }
        List<Tile> h = s.hand();
        handSize = h.size();
        pending = -1;
        for (int i = 0; i < handSize; i++) {
            ids[i] = h.get(i).id();
        }
        melds = s.melds();
        List<PondTile> p = s.pond();
        pondSize = p.size();
        if (pond.length < pondSize + 1) {
            pond = new PondTile[pondSize * 2 + 1];
        }
        for (int i = 0; i < pondSize; i++) {
            pond[i] = p.get(i);
        }
        riichi = s.riichi();
        doubleRiichi = s.doubleRiichi();
        ippatsu = s.ippatsu();
        temporaryFuriten = s.temporaryFuriten();
        riichiFuriten = s.riichiFuriten();
        liable = s.liable();
        shape = s.shape();
        drawnKind = -1;
        drawnShape = null;
        pondKinds = s.pondKinds();
        meldCount = melds.size();
        Arrays.fill(atLeast, 0);
        for (int i = 0; i < handSize; i++) {
            int kind = ids[i] >> 2;
            for (int n = count(kind); n > 0; n--) {
                atLeast[n] |= 1L << kind;
            }
        }
        ponKinds = 0;
        for (int i = 0, n = melds.size(); i < n; i++) {
            if (melds.get(i) instanceof org.jantaku.core.hand.Pon pon) {
                ponKinds |= 1L << pon.kind().index();
            }
        }
        frozen = s;
        frozenValid = true;
    }

    /** The engine seat equal to this one. */
    SeatState freeze() {
        if (!frozenValid) {
            frozen = SeatState.of(handList(), melds,
                    FrozenList.wrap(Arrays.copyOf(pond, pondSize)), riichi, doubleRiichi, ippatsu, temporaryFuriten,
                    riichiFuriten, liable, shape(), pondKinds);
            frozenValid = true;
        }
        return frozen;
    }

    /** Draws {@code t} into the hand, as {@link SeatState#draw}. */
    void draw(Tile t) {
        int id = t.id();
        kindsPassed = 0;
        settle();
        pending = id;
        boolean waitingSize = handSize == 13 - 3 * meldCount;
        handSize++;
        drawnShape = null;
        if (waitingSize) {
            drawnKind = id >> 2;
        } else {
            drawnKind = -1;
            shape = SeatState.Shape.of(handList(), melds);
        }
        atLeast[count(id >> 2)] |= 1L << (id >> 2);
        frozenValid = false;
    }

    /** Discards {@code t} (in the hand) without declaring riichi, as {@link SeatState#discard}. */
    void discard(Tile t, boolean tsumogiri) {
        int id = t.id();
        boolean fullSize = handSize == 14 - 3 * meldCount;
        atLeast[count(id >> 2)] &= ~(1L << (id >> 2));
        if (id == pending) {
            pending = -1; // nothing moves
        } else {
            settle();
            int at = 0;
            while (ids[at] != id) {
                at++;
            }
            System.arraycopy(ids, at + 1, ids, at, handSize - at - 1);
        }
        handSize--;
        if (pondSize == pond.length) {
            pond = Arrays.copyOf(pond, pondSize * 2);
        }
        pond[pondSize++] = PLAIN[2 * id + (tsumogiri ? 1 : 0)];
        if (drawnKind != id >> 2) { // else ツモ切り or its like: the waiting hand before the draw is the shape again
            shape = fullSize ? SeatState.Shape.afterDiscard(shape(), id >> 2) : SeatState.Shape.of(handList(), melds);
        }
        drawnKind = -1;
        drawnShape = null;
        ippatsu = false;
        temporaryFuriten = false;
        pondKinds |= 1L << (id >> 2);
        frozenValid = false;
    }

    /** {@link WinChecks#furiten}: no ron for now (a missed win, a missed win in riichi, or a wait in the pond). */
    boolean furiten() {
        return WinChecks.furiten(temporaryFuriten, riichiFuriten, waits(), pondKinds);
    }

    /** {@link SeatState#missedWin}: a win on a discard went by. */
    void missWin() {
        temporaryFuriten = true;
        riichiFuriten |= riichi;
        frozenValid = false;
    }

    /** The concealed tiles, sorted by id, read live (unmodifiable; changes with the seat). */
    List<Tile> handView() {
        return handView;
    }

    /** The pond, read live (unmodifiable; changes with the seat). */
    List<PondTile> pondView() {
        return pondView;
    }

    /** A discard of each concealed tile in order, read live (unmodifiable; changes with the seat). */
    List<RiichiAction> discards() {
        return discards;
    }

    /**
     * The concealed tiles, read live (unmodifiable). A class of its own rather than a general live
     * list: the claim checks scan it on every discard, and a direct array read inlines.
     */
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

    /** The pond, read live (unmodifiable). */
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

    /** The legal list of a plain turn (a discard of each tile), read live: on every step, so a class of its own. */
    private final class Discards extends AbstractList<RiichiAction> implements RandomAccess {
        @Override
        public RiichiAction get(int index) {
            return Actions.discard(idAt(Objects.checkIndex(index, handSize)));
        }

        @Override
        public int size() {
            return handSize;
        }
    }

    /** A copy of the concealed tiles, sorted by id. */
    List<Tile> handList() {
        Tile[] out = new Tile[handSize];
        for (int i = 0; i < handSize; i++) {
            out[i] = Tile.of(idAt(i));
        }
        return FrozenList.wrap(out);
    }

    /**
     * The id of the concealed tile at {@code i} in order (by id). The first and the last are read
     * without moving the drawn tile (a tsumogiri agent looks at no other); a read between them puts
     * it in its place first, so that reading the whole hand costs one insertion, not a search per tile.
     */
    private int idAt(int i) {
        if (pending >= 0) {
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

    /** Whether the hand holds this very tile. */
    boolean holds(Tile t) {
        if (count(t.id() >> 2) == 0) {
            return false;
        }
        int id = t.id();
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
     * Whether the hand has the shape of a kan: a kind held four times, or (when {@code pons} count)
     * a pon whose fourth tile is held. Whether it may be declared is the engine's to say.
     */
    boolean kanShape(boolean pons) {
        if (atLeast[4] != 0) {
            return true;
        }
        if (pons) {
            for (long p = ponKinds; p != 0; p &= p - 1) {
                if (count(Long.numberOfTrailingZeros(p)) > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The kinds held, a bit per kind. */
    long heldKinds() {
        return atLeast[1];
    }

    /**
     * Whether the seat might chi, pon or kan a discard of {@code kind} ({@link Calls#mayCall}) and
     * has not said it passes calls on that kind ({@link #passCalls}).
     */
    boolean mayCall(int seat, int kind, int discarder, int liveTilesLeft) {
        return (kindsPassed & 1L << kind) == 0 && Calls.mayCall(atLeast[1], atLeast[2], riichi, seat, kind, discarder, liveTilesLeft);
    }

    /** The seat passes every call on the kinds {@code kinds} (bit per kind) until its next draw or load ({@link RiichiTable#passCalls}). */
    void passCalls(long kinds) {
        kindsPassed = kinds;
    }

    int handSize() {
        return handSize;
    }

    Tile tile(int i) {
        return Tile.of(idAt(i));
    }

    int pondSize() {
        return pondSize;
    }

    PondTile pondTile(int i) {
        return pond[i];
    }

    List<Meld> melds() {
        return melds;
    }

    boolean riichi() {
        return riichi;
    }

    int count(int kind) {
        return kind == drawnKind ? shape.count(kind) + 1 : shape.count(kind);
    }

    /** The worked-out shape of the concealed tiles and melds (the one after a draw is made here when first asked). */
    SeatState.Shape shape() {
        if (drawnKind < 0) {
            return shape;
        }
        if (drawnShape == null) {
            drawnShape = SeatState.Shape.afterDraw(shape, drawnKind);
        }
        return drawnShape;
    }

    /** The waits of a waiting hand (none just after a draw). */
    long waits() {
        return drawnKind < 0 ? shape.waits() : 0;
    }

    @Override
    public boolean closed() {
        return shape.closed();
    }

    /** Whether the shanten is at most {@code n}: after a draw, settled from the hand before it when it can be. */
    @Override
    public boolean shantenAtMost(int n) {
        if (drawnKind < 0 || drawnShape != null) {
            return shape().shantenAtMost(n);
        }
        int settled = shape.afterDrawAtMost(drawnKind, n);
        return settled < 0 ? shape().shantenAtMost(n) : settled == 1;
    }
}
