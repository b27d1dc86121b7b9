package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.Seat;

/**
 * Riichi's part of a seat beside its table {@link Seat} (which holds the concealed tiles, the melds,
 * the pond, the riichi as its declaration and furiten as its locks), changed in place by the engine's
 * steps; {@link #copy} gives an independent part for a copy of the seat. Equal when the parts below are.
 *
 * <p>Parts: {@code doubleRiichi} the riichi was declared on the first discard with no call before it;
 * {@code ippatsu} a riichi win now would be ippatsu (until the seat's next discard or any call);
 * {@code nukis} the Norths set aside (北抜き, three players), in order. Besides them it keeps what the
 * engine asks on every step, updated as the hand changes: the melds as a hand holds them, its
 * {@link SeatShape} (shanten, waits), and the kinds it passes every call on until its next turn.
 *
 * <p>The steps that change the table seat too are given it: it is the seat this part's shape reads.
 * Not thread-safe, as the state it belongs to.
 */
public final class RiichiSeat {
    /** What the concealed tiles and melds give. */
    private final SeatShape shape;
    /** The melds as a hand holds them ({@link RiichiMeld#meld}), made when the melds change. */
    private List<Meld> handMelds = List.of();
    private boolean doubleRiichi;
    private boolean ippatsu;
    private List<Tile> nukis = List.of();
    /** Kinds the seat has said it passes every call on until its next turn ({@link RiichiState#declineCalls}), bit per kind. */
    private long kindsDeclined;

    /** The Riichi part of {@code seat}, its shape worked out at {@link #newHand}. */
    RiichiSeat(Seat<RiichiMeld> seat) {
        shape = new SeatShape(seat);
    }

    private RiichiSeat(RiichiSeat o, Seat<RiichiMeld> seat) {
        shape = o.shape.copy(seat);
        handMelds = o.handMelds;
        doubleRiichi = o.doubleRiichi;
        ippatsu = o.ippatsu;
        nukis = o.nukis;
        kindsDeclined = o.kindsDeclined;
    }

    /** An independent copy on {@code seat}, a copy of this part's table seat. */
    RiichiSeat copy(Seat<RiichiMeld> seat) {
        return new RiichiSeat(this, seat);
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

    // ---- the parts ----

    /** Calls and kans, in the order made, as a hand holds them (for scoring and what a seat sees). */
    public List<Meld> handMelds() {
        return handMelds;
    }

    /** The riichi was declared on the first discard with no call before it. */
    public boolean doubleRiichi() {
        return doubleRiichi;
    }

    /** A riichi win now would be ippatsu. */
    public boolean ippatsu() {
        return ippatsu;
    }

    /** The Norths set aside this hand (北抜き), in order. */
    public List<Tile> nukis() {
        return nukis;
    }

    /** The shanten and waits of the seat's concealed tiles and melds, and whether it is furiten. */
    public SeatShape shape() {
        return shape;
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

    /** Whether the seat has said it passes every call on tiles of {@code kind} until its next turn. */
    boolean declines(int kind) {
        return (kindsDeclined & 1L << kind) != 0;
    }

    void declineCalls(long kinds) {
        kindsDeclined = kinds;
    }

    // ---- the steps ----

    /** {@code t} is about to be drawn into {@code seat} (the table flow then puts it in the hand): the shape is told first. */
    void drawing(Seat<RiichiMeld> seat, Tile t) {
        shape.drawn(t.id() >> 2, seat.handSize(), seat.melds().size()); // before the tile goes in
        kindsDeclined = 0;
    }

    /**
     * {@code t} was discarded by the table flow (out of {@code seat}'s hand, in its pond): the shape is told,
     * and the seat's ippatsu chance ends (the pond ended its temporary furiten).
     */
    void discarded(Seat<RiichiMeld> seat, Tile t) {
        shape.discarded(t.id() >> 2, seat.handSize() + 1, seat.melds().size());
        ippatsu = false;
    }

    /** Sets {@code t}, a North of {@code seat}'s hand, aside (北抜き): out of the hand, which then waits for its replacement draw. */
    void setAside(Seat<RiichiMeld> seat, Tile t) {
        leave(seat, t);
        List<Tile> n = new ArrayList<>(nukis.size() + 1);
        n.addAll(nukis);
        n.add(t);
        nukis = List.copyOf(n);
    }

    /**
     * {@code t} leaves the hand on its own (set aside): a tile of the drawn kind gives back the hand
     * before the draw, so the seat keeps its win kinds ({@link Seat#removeDrawn}).
     */
    private void leave(Seat<RiichiMeld> seat, Tile t) {
        int kind = t.id() >> 2;
        int before = seat.handSize();
        if (shape.isDrawnKind(kind)) {
            seat.removeDrawn(t);
        } else {
            seat.remove(t);
        }
        shape.discarded(kind, before, seat.melds().size());
    }

    /** {@code seat} made a meld (its tiles already moved by the table flow): the shape is worked out again. */
    void melded(Seat<RiichiMeld> seat) {
        List<RiichiMeld> m = seat.melds();
        Meld[] held = new Meld[m.size()];
        for (int i = 0; i < held.length; i++) {
            held[i] = m.get(i).meld();
        }
        handMelds = List.of(held);
        ippatsu = false;
        kindsDeclined = 0; // the seat's turn (or its kan's draw) comes next
        shape.workOut(seat.handSize(), m.size());
    }

    /** The riichi {@code seat} declared with its last discard is accepted. */
    void acceptRiichi(Seat<RiichiMeld> seat, boolean isDouble) {
        seat.declare();
        doubleRiichi = isDouble;
        ippatsu = true;
    }

    /** Any call or kan at the table ends every ippatsu chance. */
    void noIppatsu() {
        ippatsu = false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RiichiSeat s && doubleRiichi == s.doubleRiichi && ippatsu == s.ippatsu && nukis.equals(s.nukis);
    }

    @Override
    public int hashCode() {
        return Objects.hash(doubleRiichi, ippatsu, nukis);
    }

    @Override
    public String toString() {
        return "RiichiSeat[doubleRiichi=" + doubleRiichi + ", ippatsu=" + ippatsu + (nukis.isEmpty() ? "" : ", nukis=" + nukis) + "]";
    }
}
