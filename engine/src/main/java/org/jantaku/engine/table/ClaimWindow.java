package org.jantaku.engine.table;

import java.util.Arrays;
import java.util.Objects;
import org.jantaku.core.tile.Tile;

/**
 * A claim window, the one of every variant: a tile that other seats may take (a discard, a tile added
 * to a pung or shown in a concealed kong, a tile set aside), the seats that must still answer, their
 * answers in the order given, and the settlement of the answers by a rule-driven priority
 * ({@link ClaimPriority}) and limit on wins ({@link WinLimit}: several winners, the head bump 頭ハネ /
 * 截胡, the triple-win draw 三家和). Mutable and played in place; a state copies it with {@link #copy}.
 *
 * <p>Which seats may claim, and what, is the variant's: it opens the window on the seats that may, and
 * takes only answers it has checked. The window only counts and orders; it allocates nothing but the
 * winners of a won hand.
 *
 * @param <A> the variant's actions (an answer is kept as given, with the {@link Move} it makes)
 */
public final class ClaimWindow<A> {
    /** What the window is open on. */
    public enum On {
        /** A discard: a win or, where the variant allows, a call. */
        DISCARD,
        /** A tile added to a pung, or shown in a concealed kong: only a win robs it (搶槓, 抢杠). */
        KONG,
        /** A tile set aside (北抜き): only a win takes it. */
        ASIDE
    }

    /** How a window whose answers are all in is settled. */
    public enum Outcome {
        /** One or more seats win the tile ({@link #winners}). */
        WIN,
        /** More seats win than the rules allow, and the hand ends drawn (三家和). */
        ABORT,
        /** The seat of {@link #caller} calls the tile (its answer ranks highest of the calls). */
        CALL,
        /** Nobody takes the tile. */
        NONE
    }

    private int from;
    private Tile tile;
    private On on = On.DISCARD;
    private boolean declaring;
    private int pending;
    private final Move[] moves = new Move[4];
    private final Object[] actions = new Object[4];
    /** The seats in the order they answered. */
    private final int[] order = new int[4];
    private int answered;

    public ClaimWindow() {
        Arrays.fill(moves, Move.PASS);
    }

    /** An independent copy. */
    public ClaimWindow<A> copy() {
        ClaimWindow<A> c = new ClaimWindow<>();
        c.copyFrom(this);
        return c;
    }

    /** Becomes a copy of {@code o}. */
    public void copyFrom(ClaimWindow<A> o) {
        from = o.from;
        tile = o.tile;
        on = o.on;
        declaring = o.declaring;
        pending = o.pending;
        System.arraycopy(o.moves, 0, moves, 0, 4);
        System.arraycopy(o.actions, 0, actions, 0, 4);
        System.arraycopy(o.order, 0, order, 0, 4);
        answered = o.answered;
    }

    /**
     * Opens the window on {@code tile} of seat {@code from} ({@code declaring}: the discard declares
     * riichi or 报听, which stands once the tile goes by); {@code pending} has a bit per seat that may
     * claim it and must answer.
     */
    public void open(int from, Tile tile, On on, boolean declaring, int pending) {
        this.from = from;
        this.tile = Objects.requireNonNull(tile, "tile");
        this.on = on;
        this.declaring = declaring;
        this.pending = pending;
        Arrays.fill(moves, Move.PASS);
        Arrays.fill(actions, null);
        answered = 0;
    }

    /** {@code seat} may claim the tile: it is to answer too. */
    public void ask(int seat) {
        pending |= 1 << Objects.checkIndex(seat, 4);
    }

    /**
     * {@code seat} answers with {@code action}, which makes {@code move}; true when every seat has
     * answered and the window may be settled.
     */
    public boolean answer(int seat, Move move, A action) {
        if ((pending & 1 << seat) == 0) {
            throw new IllegalStateException("seat " + seat + " has nothing to answer in this claim window");
        }
        moves[seat] = move;
        actions[seat] = action;
        order[answered++] = seat;
        pending &= ~(1 << seat);
        return pending == 0;
    }

    /** The discarder, or the seat adding the tile to its pung, showing its kong or setting it aside. */
    public int from() {
        return from;
    }

    public Tile tile() {
        return tile;
    }

    public On on() {
        return on;
    }

    /** Whether the tile is a kong's (added or concealed): only a win robs it. */
    public boolean robbing() {
        return on == On.KONG;
    }

    /** Whether only a win may take the tile: a kong's tile, or a tile set aside. */
    public boolean winOnly() {
        return on != On.DISCARD;
    }

    /** Whether the discard declares (riichi, 报听). */
    public boolean declaring() {
        return declaring;
    }

    /** The seats still to answer, a bit per seat. */
    public int pending() {
        return pending;
    }

    /** Whether {@code seat} is still to answer. */
    public boolean waitsFor(int seat) {
        return seat >= 0 && seat < 4 && (pending & 1 << seat) != 0;
    }

    /** How many seats have answered. */
    public int answered() {
        return answered;
    }

    /** The {@code i}-th seat to answer (from 0). */
    public int answerer(int i) {
        return order[Objects.checkIndex(i, answered)];
    }

    /** The move of a seat's answer ({@link Move#PASS} for a seat that gave none). */
    public Move move(int seat) {
        return moves[seat];
    }

    /** A seat's answer, as it gave it. */
    @SuppressWarnings("unchecked")
    public A action(int seat) {
        Object a = actions[seat];
        if (a == null) {
            throw new IllegalStateException("seat " + seat + " gave no answer in this claim window");
        }
        return (A) a;
    }

    /** How many seats answered with a win. */
    public int wins() {
        int n = 0;
        for (int seat = 0; seat < 4; seat++) {
            n += moves[seat] == Move.WIN ? 1 : 0;
        }
        return n;
    }

    /**
     * How the answers settle with {@code players} seats at the table: a win when any seat wins (under
     * {@code limit}, perhaps an abort); otherwise the call ranked highest by {@code priority}, or none.
     * Only when nobody is left to answer.
     */
    public Outcome settle(int players, ClaimPriority priority, WinLimit limit) {
        if (pending != 0) {
            throw new IllegalStateException("seats " + Integer.toBinaryString(pending) + " are still to answer");
        }
        int wins = wins();
        if (wins > 0) {
            return limit.aborts(wins) ? Outcome.ABORT : Outcome.WIN;
        }
        return caller(players, priority) >= 0 ? Outcome.CALL : Outcome.NONE;
    }

    /**
     * The seats that won, nearest the discarder first, at most {@code limit}'s ({@code players} seats
     * at the table).
     */
    public int[] winners(int players, WinLimit limit) {
        int[] out = new int[Math.min(wins(), limit.most())];
        int n = 0;
        for (int i = 1; i < players && n < out.length; i++) {
            int seat = (from + i) % players;
            if (moves[seat] == Move.WIN) {
                out[n++] = seat;
            }
        }
        return out;
    }

    /**
     * The seat whose call ranks highest by {@code priority} (a win left out; nearest the discarder on a
     * tie), or −1 when every answer ranks 0 (a pass).
     */
    public int caller(int players, ClaimPriority priority) {
        int best = 0;
        int seat = -1;
        for (int i = 1; i < players; i++) {
            int s = (from + i) % players;
            Move m = moves[s];
            if (m != Move.WIN) {
                int r = priority.rank(m);
                if (r > best) {
                    best = r;
                    seat = s;
                }
            }
        }
        return seat;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ClaimWindow<?> w && from == w.from && Objects.equals(tile, w.tile) && on == w.on
                && declaring == w.declaring && pending == w.pending && Arrays.equals(moves, w.moves)
                && Arrays.equals(actions, w.actions) && answered == w.answered
                && Arrays.equals(order, 0, answered, w.order, 0, w.answered);
    }

    @Override
    public int hashCode() {
        return Objects.hash(from, tile, on, pending, Arrays.hashCode(moves));
    }

    @Override
    public String toString() {
        return "ClaimWindow[from=" + from + ", tile=" + tile + ", on=" + on + (declaring ? ", declaring" : "") + ", pending="
                + SeatSet.of(pending) + ", moves=" + Arrays.toString(moves) + "]";
    }
}
