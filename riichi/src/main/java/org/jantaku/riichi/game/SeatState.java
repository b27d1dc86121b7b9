package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.LockEnd;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.Seat;

/**
 * One seat's part of a hand, changed in place by the engine's steps ({@link RiichiState} is played
 * in place; {@link #copy} gives an independent seat). The table flow's {@link Seat} of
 * {@link RiichiMeld}s, the state's own (its {@code TableParts} seat), holds the concealed tiles
 * (counted by kind), the melds and the pond, and the riichi (its declared flag: the hand is frozen);
 * this class adds only what Riichi keeps beside it.
 * Equal when the parts below are equal. Besides them it keeps what the engine asks on every step,
 * updated as the hand changes: its {@link SeatShape} (shanten, waits).
 *
 * <p>Parts: {@code hand} concealed tiles, sorted by id; {@code melds} calls and kans, in the order
 * made (each with its feeder and the seat liable for it); {@code pond} discards in order; {@code riichi} in riichi (the stick accepted);
 * {@code doubleRiichi} the riichi was declared on the first discard with no call before it;
 * {@code ippatsu} a riichi win now would be ippatsu (until the seat's next discard or any call);
 * {@code temporaryFuriten} 同巡内フリテン: let a winning tile pass since its own last discard (the
 * seat's lock on every kind till its own discard); {@code riichiFuriten} 立直後の見逃し: let a winning
 * tile pass while in riichi, lasts the hand (its lock on every kind for the hand);
 * (the seat liable (包) for this seat's daisangen, daisuushii or suukantsu is its melds');
 * {@code nukis} the Norths set aside (北抜き, three players), in order. {@code closed} and the
 * pons' kinds are read from the melds.
 *
 * <p>Not thread-safe, as the state it belongs to: a reading may complete the shape or put the
 * drawn tile in its place.
 */
public final class SeatState {
    /** A bit for every kind: furiten locks every win on a discard. */
    private static final long EVERY_KIND = (1L << TileKind.COUNT) - 1;

    /** The concealed tiles, the melds, the pond and the riichi (declared). */
    private Seat<RiichiMeld> seat;
    /** What the concealed tiles and melds give. */
    private SeatShape shape;
    /** The melds as a hand holds them ({@link RiichiMeld#meld}), made when the melds change. */
    private List<Meld> handMelds = List.of();
    private boolean doubleRiichi;
    private boolean ippatsu;
    private List<Tile> nukis = List.of();
    /** Kinds the seat has said it passes every call on until its next turn ({@link RiichiState#declineCalls}), bit per kind. */
    private long kindsDeclined;

    private SeatState() {
    }

    /** A seat dealt {@code hand}: its tiles sorted by id, no meld, an empty pond. */
    static SeatState dealt(List<Tile> hand) {
        SeatState s = new SeatState();
        s.seat = new Seat<>();
        s.shape = new SeatShape(s.seat);
        s.seat.deal(hand);
        s.newHand();
        return s;
    }

    /** Its table seat took a new hand's tiles: the Riichi flags back to the start of a hand, the shape worked out. */
    void newHand() {
        handMelds = List.of();
        doubleRiichi = false;
        ippatsu = false;
        nukis = List.of();
        kindsDeclined = 0;
        shape.dealt();
    }

    /** An independent copy: changing either never changes the other. */
    SeatState copy() {
        return copy(seat.copy());
    }

    /** An independent copy on {@code tiles}, a copy of this seat's table seat (a state's copy made it). */
    SeatState copy(Seat<RiichiMeld> tiles) {
        SeatState c = new SeatState();
        c.seat = tiles;
        c.shape = shape.copy(c.seat);
        c.handMelds = handMelds;
        c.doubleRiichi = doubleRiichi;
        c.ippatsu = ippatsu;
        c.nukis = nukis;
        c.kindsDeclined = kindsDeclined;
        return c;
    }

    /** The table seat this seat's Riichi part reads: the concealed tiles, melds, pond, riichi and furiten. */
    Seat<RiichiMeld> table() {
        return seat;
    }

    // ---- the parts ----

    /** Concealed tiles, sorted by id (a snapshot: it does not change with the seat). */
    public List<Tile> hand() {
        return seat.hand();
    }

    /** Calls and kans, in the order made, each with its feeder and the seat liable for it. */
    public List<RiichiMeld> melds() {
        return seat.melds();
    }

    /** Calls and kans, in the order made, as a hand holds them (for scoring and what a seat sees). */
    public List<Meld> handMelds() {
        return handMelds;
    }

    /** Discards in order (a snapshot: it does not change with the seat). */
    public List<PondTile> pond() {
        return seat.pondTiles();
    }

    /** In riichi (the stick accepted): the seat's declaration. */
    public boolean riichi() {
        return seat.declared();
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
        return seat.locked(LockEnd.OWN_DISCARD) != 0;
    }

    /** 立直後の見逃し: let a winning tile pass while in riichi. */
    public boolean riichiFuriten() {
        return seat.locked(LockEnd.HAND) != 0;
    }

    /**
     * The seat liable (包) for this seat's daisangen, daisuushii or suukantsu, or −1: that of the
     * last meld made that has one.
     */
    public int liable() {
        int liable = -1;
        for (RiichiMeld m : seat.melds()) {
            liable = m.liable() >= 0 ? m.liable() : liable;
        }
        return liable;
    }

    /** Whether the seat has not discarded yet this hand (its first turn). */
    public boolean firstTurn() {
        return !seat.discarded();
    }

    /** 門前: no open meld. */
    public boolean closed() {
        for (int i = 0, n = handMelds.size(); i < n; i++) {
            if (handMelds.get(i).isOpen()) {
                return false;
            }
        }
        return true;
    }

    // ---- read without a snapshot ----

    int handSize() {
        return seat.handSize();
    }

    /** The concealed tile at {@code i} in order (by id). */
    Tile tile(int i) {
        return seat.at(i);
    }

    int pondSize() {
        return seat.discards();
    }

    PondTile pondTile(int i) {
        return seat.pondTile(i);
    }

    /** How many tiles of kind {@code kind} (0-33) the concealed hand holds. */
    int count(int kind) {
        return seat.count(kind);
    }

    /** A copy of the concealed tiles by kind (34 entries). */
    int[] counts() {
        return seat.counts();
    }

    /** Kinds locked against a win on a discard, every lock at once (furiten let pass: {@link #missedWin}). */
    long locked() {
        return seat.locked();
    }

    /** Bit per kind of the tiles in the pond. */
    long pondKinds() {
        return seat.pondKinds();
    }

    /** The kinds held at least {@code n} (1-4) times, a bit per kind. */
    long heldAtLeast(int n) {
        return seat.heldAtLeast(n);
    }

    /** Bit per kind of the seat's pons. */
    long ponKinds() {
        long kinds = 0;
        for (int i = 0, n = handMelds.size(); i < n; i++) {
            Meld m = handMelds.get(i);
            if (m instanceof Pon) {
                kinds |= 1L << m.kind().index();
            }
        }
        return kinds;
    }

    /** Whether the hand holds this very tile. */
    boolean holds(Tile t) {
        return seat.holds(t.id());
    }

    /** The concealed tiles, sorted by id, read live (unmodifiable; changes with the seat). */
    List<Tile> handView() {
        return seat.handView();
    }

    /** The pond, read live (unmodifiable; changes with the seat). */
    List<PondTile> pondView() {
        return seat.pondView();
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

    /** The shanten of the hand (after a draw or call) less a tile of {@code kind}, kept until the hand changes. */
    int shantenDiscarding(int kind) {
        return shape.shantenDiscarding(kind);
    }

    /** The waits of the hand less a tile of {@code kind} (a turn's riichi declarations weigh them), kept until the hand changes. */
    long waitsDiscarding(int kind) {
        return shape.waitsDiscarding(kind);
    }

    // ---- the steps ----

    /** {@code t} is about to be drawn (the table flow then puts it in the hand): the shape is told first. */
    void drawing(Tile t) {
        shape.drawn(t.id() >> 2, seat.handSize(), seat.melds().size()); // before the tile goes in
        kindsDeclined = 0;
    }

    /**
     * {@code t} was discarded by the table flow (out of the hand, in the pond): the shape is told, and the
     * seat's ippatsu chance ends (the pond ended its temporary furiten).
     */
    void discarded(Tile t) {
        shape.discarded(t.id() >> 2, seat.handSize() + 1, seat.melds().size());
        ippatsu = false;
    }

    /** Sets {@code t}, a North of the hand, aside (北抜き): out of the hand, which then waits for its replacement draw. */
    void setAside(Tile t) {
        leave(t);
        List<Tile> n = new ArrayList<>(nukis.size() + 1);
        n.addAll(nukis);
        n.add(t);
        nukis = List.copyOf(n);
    }

    /**
     * {@code t} leaves the hand on its own (discarded or set aside): a tile of the drawn kind gives
     * back the hand before the draw, so the seat keeps its win kinds ({@link Seat#removeDrawn}).
     */
    private void leave(Tile t) {
        int kind = t.id() >> 2;
        int before = seat.handSize();
        if (shape.isDrawnKind(kind)) {
            seat.removeDrawn(t);
        } else {
            seat.remove(t);
        }
        shape.discarded(kind, before, seat.melds().size());
    }

    /** The Norths set aside this hand (北抜き), in order. */
    public List<Tile> nukis() {
        return nukis;
    }

    /** The seat made a meld (its tiles already moved by the table flow): its shape is worked out again. */
    void melded() {
        meldsChanged();
        ippatsu = false;
        kindsDeclined = 0; // the seat's turn (or its kan's draw) comes next
        shape.workOut(seat.handSize(), seat.melds().size());
    }

    private void meldsChanged() {
        List<RiichiMeld> m = seat.melds();
        Meld[] held = new Meld[m.size()];
        for (int i = 0; i < held.length; i++) {
            held[i] = m.get(i).meld();
        }
        handMelds = List.of(held);
    }

    /** The riichi declared with the last discard is accepted. */
    void acceptRiichi(boolean isDouble) {
        seat.declare();
        doubleRiichi = isDouble;
        ippatsu = true;
    }

    /** Any call or kan at the table ends every ippatsu chance. */
    void noIppatsu() {
        ippatsu = false;
    }

    /**
     * Let a winning tile pass: furiten as locks on every kind, till the seat's own discard (同巡内フリテン)
     * and, in riichi, for the hand (立直後の見逃し).
     */
    void missedWin() {
        seat.lock(EVERY_KIND, LockEnd.OWN_DISCARD);
        if (seat.declared()) {
            seat.lock(EVERY_KIND, LockEnd.HAND);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeatState s && doubleRiichi == s.doubleRiichi && ippatsu == s.ippatsu
                && nukis.equals(s.nukis) && seat.equals(s.seat); // hand, melds, pond, riichi (declared), furiten (locks)
    }

    @Override
    public int hashCode() {
        return Objects.hash(hand(), melds(), pond(), riichi(), doubleRiichi, ippatsu, temporaryFuriten(), riichiFuriten());
    }

    @Override
    public String toString() {
        return "SeatState[hand=" + hand() + ", melds=" + melds() + ", pond=" + pond() + ", riichi=" + riichi()
                + ", doubleRiichi=" + doubleRiichi + ", ippatsu=" + ippatsu + ", temporaryFuriten=" + temporaryFuriten()
                + ", riichiFuriten=" + riichiFuriten() + ", liable=" + liable() + (nukis.isEmpty() ? "" : ", nukis=" + nukis)
                + "]";
    }
}
