package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;

/**
 * A turn's legal actions under the flow's hooks, and whether a discard is legal without listing them: a self-draw,
 * the variant's own actions, the kongs, a frozen hand's draw, the declarations and the discards.
 *
 * @param <S> the variant's state
 * @param <M> its melds
 * @param <A> its actions
 */
final class TurnList<S extends TableParts<M>, M extends TableMeld, A extends TableAction> {
    private final TableFlow<S, M, A, ?, ?> flow;
    private final TableActions<A> actions;

    TurnList(TableFlow<S, M, A, ?, ?> flow, TableActions<A> actions) {
        this.flow = flow;
        this.actions = actions;
    }

    /**
     * A turn's list: a self-draw, the variant's own actions ({@link TableFlow#beforeKongs}), the kongs, its own again
     * ({@link TableFlow#afterKongs}), then a frozen hand's draw; else the declarations and the discards (one per kind, or
     * each tile: {@link TableSettings#eachTile}; none of an {@link TableFlow#undiscardable} kind). A turn with nothing but
     * discards gets the seat's live list of them when it may discard every tile, allocating nothing.
     */
    List<A> turn(S s, int seat) {
        Seat<M> me = s.tableSeat(seat);
        boolean selfDraw = !s.called && flow.canSelfDraw(s, seat);
        List<A> first = flow.beforeKongs(s, seat);
        long kongs = flow.kongKinds(s);
        List<A> after = flow.afterKongs(s, seat);
        boolean frozen = flow.frozen(s, seat);
        List<A> discards = frozen ? actions.discardOnly(s.drawn) : discards(s, seat, me);
        List<A> extras = frozen ? List.of() : flow.declarations(s, seat, discards);
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
        long barred = flow.undiscardable(s, seat);
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
     * {@link TableFlow#undiscardable} kind; any tile it holds ({@link TableSettings#eachTile}), else the tile its kind is
     * discarded by, the drawn tile or the lowest (a discard naming a kind: a kind held).
     */
    boolean legalDiscard(S s, int seat, A action) {
        Seat<M> me = s.tableSeat(seat);
        if (action instanceof TableAction.OfKind k) {
            int kind = k.kind().index();
            return flow.frozen(s, seat) ? s.drawn != null && s.drawn.kind() == k.kind()
                    : me.count(kind) > 0 && (flow.undiscardable(s, seat) & 1L << kind) == 0;
        }
        Tile tile = ((TableAction.OfTile) action).tile();
        if (flow.frozen(s, seat)) {
            return tile.equals(s.drawn);
        }
        int k = tile.kind().index();
        if (me.count(k) == 0 || (flow.undiscardable(s, seat) & 1L << k) != 0) {
            return false;
        }
        if (s.settings().eachTile()) {
            return me.holds(tile.id());
        }
        return s.drawn != null && s.drawn.kind().index() == k ? tile.equals(s.drawn) : tile.equals(me.lowest(k));
    }
}
