package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.TileKind;

/**
 * What a seat may answer in the flow's open claim window, under the variant's hooks: a win (alone
 * when it must win), a kong, its pungs, the chis of the discarder's next seat (each run's), in the
 * variant's {@link TableSettings#callOrder}, and the pass last; and whether it may answer anything at
 * all. The flow decides which calls the seat's tiles make ({@link TableFlow#mightCall}, its kind masks, then the
 * counts, then {@link TableFlow#callAllowed}); the variant's {@link TableFlow#pungs} and
 * {@link TableFlow#chis} name the actions of each.
 */
final class CallOptions<S extends TableParts<M>, M extends TableMeld, A extends TableAction> {
    private final TableHooks<S, M, A, ?, ?> flow;
    private final TableActions<A> actions;

    CallOptions(TableHooks<S, M, A, ?, ?> flow, TableActions<A> actions) {
        this.flow = flow;
        this.actions = actions;
    }

    /** Whether a seat may claim the window's tile, win it or call it: {@link #of} lists more than the pass. */
    boolean any(S s, int seat) {
        return flow.canWin(s, seat) || mayCall(s, seat) && (canKong(s, seat) || canPung(s, seat) || chiRuns(s, seat) != 0);
    }

    /** A seat's answers, the pass last. */
    List<A> of(S s, int seat) {
        boolean win = flow.canWin(s, seat);
        if (win && flow.mustWin(s, seat)) {
            return List.of(actions.win);
        }
        List<A> out = new ArrayList<>(4);
        if (win) {
            out.add(actions.win);
        }
        if (mayCall(s, seat)) {
            for (Move call : s.settings().callOrder()) {
                switch (call) {
                    case KONG -> {
                        if (canKong(s, seat)) {
                            out.add(actions.kong);
                        }
                    }
                    case PUNG -> {
                        if (canPung(s, seat)) {
                            flow.pungs(s, seat, out);
                        }
                    }
                    case CHI -> {
                        for (long runs = chiRuns(s, seat); runs != 0; runs &= runs - 1) {
                            flow.chis(s, seat, Long.numberOfTrailingZeros(runs), out);
                        }
                    }
                    default -> throw new IllegalStateException(call + " is no call");
                }
            }
        }
        out.add(actions.pass);
        return out;
    }

    /**
     * Whether a seat may call the open window's tile at all: the variant's cheap test ({@link TableFlow#mightCall}),
     * then whether its tiles could make a call of the kind ({@link CallKinds}: the most telling), not a robbed kong's,
     * not its own, not frozen, not the wall's last unless allowed.
     */
    private boolean mayCall(S s, int seat) {
        Seat<M> me = s.tableSeat(seat);
        int from = s.window.from();
        return flow.mightCall(s, seat) && CallKinds.callable(me.heldAtLeast(1), me.heldAtLeast(2),
                s.settings().chi() && seat == s.after(from, 1), s.window.tile().kind().index()) && !s.window.robbing() && seat != from
                && !flow.frozen(s, seat) && (s.tilesLeft() > 0 || s.settings().callsOnLastTile());
    }

    private boolean canPung(S s, int seat) {
        int kind = s.window.tile().kind().index();
        return s.tableSeat(seat).count(kind) >= 2 && flow.callAllowed(s, seat, Move.PUNG, kind);
    }

    private boolean canKong(S s, int seat) {
        int kind = s.window.tile().kind().index();
        return s.tilesLeft() > 0 && s.tableSeat(seat).count(kind) == 3 && flow.callAllowed(s, seat, Move.KONG, kind);
    }

    /** The runs (a bit per lowest kind index) the seat after the discarder may chi the window's tile into. */
    private long chiRuns(S s, int seat) {
        TileKind k = s.window.tile().kind();
        if (k.isHonor() || seat != s.after(s.window.from(), 1) || !s.settings().chi()) {
            return 0;
        }
        Seat<M> me = s.tableSeat(seat);
        long runs = 0;
        for (int low = Math.max(1, k.number() - 2); low <= Math.min(7, k.number()); low++) {
            int base = k.index() - k.number() + low;
            boolean held = true;
            for (int i = base; i < base + 3; i++) {
                held &= i == k.index() || me.count(i) > 0;
            }
            if (held && flow.callAllowed(s, seat, Move.CHI, base)) {
                runs |= 1L << base;
            }
        }
        return runs;
    }
}
