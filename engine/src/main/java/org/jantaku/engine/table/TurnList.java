package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Event;

/**
 * The table flow's turn list on its hooks: a turn's legal actions (a self-draw, the variant's own actions, the kongs,
 * a frozen hand's draw, the declarations and the discards), whether a discard is legal without listing them, and
 * what a variant reads of a turn (the kinds it may kong, the kinds that complete a hand).
 *
 * @param <S> the variant's state
 * @param <M> its melds
 * @param <A> its actions
 * @param <E> its events
 * @param <O> its observation
 */
public abstract class TurnList<S extends TableParts<M>, M extends TableMeld, A extends TableAction, E extends Event, O>
        extends TableHooks<S, M, A, E, O> {

    TurnList(TableActions<A> actions, Function<TableEvent, E> table) {
        super(actions, table);
    }

    /**
     * A turn's list: a self-draw, the variant's own actions ({@link #beforeKongs}), the kongs, its own again
     * ({@link #afterKongs}), then a frozen hand's draw; else the declarations and the discards (one per kind, or
     * each tile: {@link TableSettings#eachTile}; none of an {@link TableParts#undiscardable} kind). A turn with nothing but
     * discards gets the seat's live list of them when it may discard every tile, allocating nothing.
     */
    final List<A> turn(S s, int seat) {
        Seat<M> me = s.tableSeat(seat);
        boolean selfDraw = !s.called && canSelfDraw(s, seat);
        List<A> first = beforeKongs(s, seat);
        long kongs = kongKinds(s);
        List<A> after = afterKongs(s, seat);
        boolean frozen = frozen(s, seat);
        List<A> discards = frozen ? actions.discardOnly(s.drawn) : discards(s, seat, me);
        List<A> extras = frozen ? List.of() : declarations(s, seat, discards);
        if (!selfDraw && first.isEmpty() && kongs == 0 && after.isEmpty() && extras.isEmpty()) {
            return discards;
        }
        List<A> out = new ArrayList<>(discards.size() + 8);
        if (selfDraw) {
            out.add(actions.selfDraw);
        }
        out.addAll(first);
        if (kongs != 0) {
            kongs(me, kongs, s.settings().concealedKongsFirst(), out);
        }
        out.addAll(after);
        out.addAll(extras);
        out.addAll(discards);
        return out;
    }

    /** The kongs of {@code kinds}: the concealed ones by kind, then the added ones in the order of the pungs; or all by kind. */
    private void kongs(Seat<M> me, long kinds, boolean concealedFirst, List<A> out) {
        if (concealedFirst) {
            for (long b = kinds; b != 0; b &= b - 1) {
                int k = Long.numberOfTrailingZeros(b);
                if (me.count(k) == 4) {
                    out.add(actions.concealedKong(k));
                }
            }
            List<M> melds = me.melds();
            for (int i = 0, n = melds.size(); i < n; i++) {
                M m = melds.get(i);
                int k = m.kind().index();
                if ((kinds & 1L << k) != 0 && m.shape() == MeldShape.PUNG) {
                    out.add(actions.addedKong(me.lowest(k)));
                }
            }
            return;
        }
        for (long b = kinds; b != 0; b &= b - 1) {
            int k = Long.numberOfTrailingZeros(b);
            out.add(me.count(k) == 4 ? actions.concealedKong(k) : actions.addedKong(me.lowest(k)));
        }
    }

    /** A turn's discards: of each tile or one per kind (the drawn tile, else the lowest), none of an undiscardable kind. */
    private List<A> discards(S s, int seat, Seat<M> me) {
        long barred = s.undiscardable;
        boolean each = s.settings().eachTile();
        if (each && barred == 0) {
            return me.discardView(actions);
        }
        List<A> out = new ArrayList<>(me.handSize());
        int last = -1;
        for (int i = 0, n = me.handSize(); i < n; i++) {
            int k = me.kindAt(i);
            if ((barred & 1L << k) != 0 || !each && k == last) {
                continue;
            }
            last = k;
            out.add(each ? actions.discard(me.idAt(i))
                    : actions.discard(s.drawn != null && s.drawn.kind().index() == k ? s.drawn : me.at(i)));
        }
        return out;
    }

    /**
     * A discard is legal when the seat may discard the tile: a frozen hand only its draw; no tile of an
     * {@link TableParts#undiscardable} kind; any tile it holds ({@link TableSettings#eachTile}), else the tile its kind is
     * discarded by, the drawn tile or the lowest (a discard naming a kind: a kind held).
     */
    @Override
    final boolean legalDiscard(S s, int seat, A action) {
        Seat<M> me = s.tableSeat(seat);
        if (action instanceof TableAction.OfKind k) {
            int kind = k.kind().index();
            return frozen(s, seat) ? s.drawn != null && s.drawn.kind() == k.kind()
                    : me.count(kind) > 0 && (s.undiscardable & 1L << kind) == 0;
        }
        Tile tile = ((TableAction.OfTile) action).tile();
        if (frozen(s, seat)) {
            return tile.equals(s.drawn);
        }
        int k = tile.kind().index();
        if (me.count(k) == 0 || (s.undiscardable & 1L << k) != 0) {
            return false;
        }
        if (s.settings().eachTile()) {
            return me.holds(tile.id());
        }
        return s.drawn != null && s.drawn.kind().index() == k ? tile.equals(s.drawn) : tile.equals(me.lowest(k));
    }

    /**
     * Kinds (a bit per kind index) the seat on turn may kong from its hand now: four concealed, or a
     * pung and the fourth; only after a draw, with a tile left, as the variant allows ({@link #kongsAllowed}).
     */
    @Override
    public final long kongKinds(S s) {
        int seat = s.actor;
        if (s.phase != TableParts.TURN || s.called || s.tilesLeft() <= 0) {
            return 0;
        }
        Seat<M> me = s.tableSeat(seat);
        long bits = me.heldAtLeast(4);
        List<M> melds = me.melds();
        for (int i = 0, n = melds.size(); i < n; i++) {
            M m = melds.get(i);
            if (m.shape() == MeldShape.PUNG && me.count(m.kind().index()) == 1) {
                bits |= 1L << m.kind().index();
            }
        }
        return bits == 0 ? 0 : kongsAllowed(s, seat, bits);
    }

    /**
     * Whether the seat on turn may win on its drawn tile (自摸): its kind completes the hand ({@link #winKinds}); with
     * no draw (the dealer's fourteen dealt, {@link Deal#BY_HANDS}: 天和) the hand as dealt is complete, its last tile
     * completing the rest.
     */
    @Override
    protected boolean canSelfDraw(S s, int seat) {
        Tile drawn = s.drawn;
        if (drawn != null) {
            return (winKinds(s, seat) & 1L << drawn.kind().index()) != 0;
        }
        int last = selfDrawTile(s, seat).kind().index();
        int[] rest = s.tableSeat(seat).counts();
        rest[last]--;
        return (completingKinds(s, seat, rest) & 1L << last) != 0;
    }

    /** The tile a self-draw wins on: the drawn tile, or with none (the dealer's fourteen dealt) the hand's last. */
    final Tile selfDrawTile(S s, int seat) {
        Seat<M> me = s.tableSeat(seat);
        return s.drawn != null ? s.drawn : me.at(me.handSize() - 1);
    }

    /**
     * Whether a seat may win on the open claim window's tile (never asked of its discarder): no pass lock bars its kind
     * (过水, 漏胡: the locks {@link TableSteps} puts), it completes the hand ({@link #winKinds}), and the variant allows
     * it ({@link #mayWinOn}, told where the tile comes from).
     */
    @Override
    protected boolean canWin(S s, int seat) {
        long kind = 1L << s.window.tile().kind().index();
        return (s.tableSeat(seat).locked() & kind) == 0 && (winKinds(s, seat) & kind) != 0 && mayWinOn(s, seat, s.claimSource());
    }

    /**
     * The kinds that complete a seat's hand (its drawn tile left out), kept by the seat until a tile
     * other than its draw leaves the hand.
     */
    public final long winKinds(S s, int seat) {
        Seat<M> me = s.tableSeat(seat);
        if (!me.winKindsKnown()) {
            int[] c = me.counts();
            if (me.handSize() % 3 == 2 && s.phase == TableParts.TURN && s.drawn != null) {
                c[s.drawn.kind().index()]--;
            }
            me.winKinds(completingKinds(s, seat, c));
        }
        return me.winKinds();
    }
}
