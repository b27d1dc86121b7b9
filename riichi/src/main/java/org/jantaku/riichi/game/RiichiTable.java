package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Wall;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;

/**
 * One Riichi game played in place, for self-play at speed: the same game as {@link RiichiGame}
 * (the same legal actions in the same order, the same events, and {@link #state()} equal to the
 * engine's state after the same actions — {@code RiichiTableTest} checks it step by step), without
 * building an immutable state on every step.
 *
 * <p>What happens on nearly every step is done here on arrays: a draw, a discard that nobody can
 * ron (no seat waits on it, or only furiten ones, which then miss the win), a claim window of chi
 * and pon that everyone passes, and the legal discards of a hand that can do nothing else.
 * Everything else — wins, riichi, calls, kans, the first-turn specials, hand ends, the next deal —
 * is handed to the engine itself: the table freezes into a {@link RiichiState}, the engine's own
 * code takes the step, and the table takes over the state it returns. So no rule is written twice; the table only decides which steps are plain.
 *
 * <p>Not thread-safe: one table per thread. Lists it returns are valid until the next
 * {@link #apply}.
 */
public final class RiichiTable {
    private static final RiichiGame GAME = new RiichiGame();

    /** Where the current phase lives. */
    private enum Kind {
        /** A seat's turn: {@link #turnSeat}, {@link #drawn}, {@link #rinshan}, {@link #forbidden}. */
        TURN,
        /** A claim window opened here on a discard nobody can ron; every answer so far was a pass. */
        CLAIMS,
        /** The phase of {@link #base} (a claim window the engine opened, declarations, a dealer's choice, the end). */
        ENGINE
    }

    private final TableSeat[] seats = {new TableSeat(), new TableSeat(), new TableSeat(), new TableSeat()};
    private final TableView[] views = new TableView[4];
    private final List<RiichiAction> legal = new ArrayList<>(16);
    private final List<RiichiAction> legalView = Collections.unmodifiableList(legal);

    /** The last state loaded or frozen: current in every part but the next draw, the seats and the phase. */
    private RiichiState base;
    /** Whether nothing has changed since {@link #base}. */
    private boolean baseCurrent;
    private GameRules rules;
    /** The scores of {@link #base}, unboxed. */
    private final int[] scores = new int[4];
    private int liveEnd;
    /** {@link #base}'s wall. */
    private Wall wall;
    /**
     * Whether a plain discard cannot be played here: a kan dora waits to be turned over by it
     * ({@link Calls#doraPending}). Kans and dora change only by the engine's steps.
     */
    private boolean doraPending;
    /** 四開槓 ends the hand after the next discard that goes by (the rule is on, and four kans by two or more seats). */
    private boolean fourKansAbort;
    private int nextDraw;
    private Kind kind;
    private int turnSeat;
    /** The tile the seat to play just drew, or {@code null} after a call. */
    private Tile drawn;
    private boolean rinshan;
    /** Kinds the seat may not discard (喰い替え), a bit per kind. */
    private long forbidden;
    /**
     * The seat whose legal actions were listed last since the last step, and that list (still
     * intact: a later listing would have replaced the seat); −1 when none. An action found in it
     * goes to the engine without being checked again.
     */
    private int listedSeat = -1;
    private List<RiichiAction> listed = List.of();
    /**
     * How many times the table took a state from the engine (a deal, a call, a riichi, a win…).
     * Between two loads the ponds only grow, one plain discard at a time, and melds, riichi and
     * dora indicators do not change.
     */
    private long loads;
    /** The turn as the engine has it, made when first asked; {@code null} until then. */
    private Phase.Turn turnPhase;

    /**
     * Bit per seat that waits on the table's plain discard (furiten, or the discard would not be
     * plain): it misses the win (同巡・立直後の見逃し) once every seat has passed.
     */
    private int missedBy;
    private int claimDiscarder;
    private Tile claimTile;
    /** Bit per seat that passes every chi, pon and open kan without being asked ({@link #passCallsFor}). */
    private int callsPassed;
    /** Bit per seat still to answer. */
    private int claimWaiting;
    /** The claimants in turn order after the discarder, and the seats that passed in the order they did. */
    private final int[] claimants = new int[3];
    private int claimantCount;
    private final int[] passed = new int[3];
    private int passedCount;
    /**
     * Each claimant's legal actions, worked out on the discard: its chi, pon and kan, then the pass
     * (lists reused from discard to discard), and an unmodifiable view of each.
     */
    @SuppressWarnings("unchecked")
    private final List<RiichiAction>[] claimOptions = new List[4];
    @SuppressWarnings("unchecked")
    private final List<RiichiAction>[] claimViews = new List[4];

    private RiichiTable(RiichiState s) {
        for (int seat = 0; seat < 4; seat++) {
            views[seat] = new TableView(this, seat);
            claimOptions[seat] = new ArrayList<>(8);
            claimViews[seat] = Collections.unmodifiableList(claimOptions[seat]);
        }
        load(s);
    }

    /** A new game of {@code rules} seeded {@code seed} (the engine's {@link RiichiGame#start}); its events go to {@code events}. */
    public static RiichiTable start(RuleSet rules, long seed, List<RiichiEvent> events) {
        Transition<RiichiState, RiichiEvent> t = GAME.start(rules, seed);
        events.addAll(t.events());
        return new RiichiTable(t.state());
    }

    /** A table that goes on from {@code s}. */
    public static RiichiTable of(RiichiState s) {
        return new RiichiTable(s);
    }

    /**
     * How many times the table has taken a state from the engine (a deal, a call, a riichi, a win, a
     * hand's end…). While it stays the same, the table's own steps add only draw and discard events
     * ({@link RiichiEvent.Drew}, {@link RiichiEvent.Discarded}), and the ponds only grow at their
     * ends while melds, riichi and dora indicators do not change (see {@link RiichiView#pondEpoch}).
     */
    public long loads() {
        return loads;
    }

    /** The engine's state equal to the table's now. */
    public RiichiState state() {
        return freeze(phase());
    }

    public boolean isOver() {
        return kind == Kind.ENGINE && base.isOver();
    }

    /** Bit per seat the game waits for (0 once it is over). */
    public int toActMask() {
        return switch (kind) {
            case TURN -> 1 << turnSeat;
            case CLAIMS -> claimWaiting;
            case ENGINE -> mask(GAME.toAct(base));
        };
    }

    /** The seats the game waits for, as {@link RiichiGame#toAct}. */
    public Set<Integer> toAct() {
        return SeatSets.ofMask(toActMask());
    }

    /**
     * The legal actions of {@code seat}, as {@link RiichiGame#legalActions}: an unmodifiable list
     * valid until the next {@link #apply}.
     */
    public List<RiichiAction> legalActions(int seat) {
        List<RiichiAction> out = list(seat);
        listedSeat = seat;
        listed = out;
        return out;
    }

    private List<RiichiAction> list(int seat) {
        legal.clear();
        switch (kind) {
            case TURN -> {
                if (seat == turnSeat) {
                    return turnActions();
                }
            }
            case CLAIMS -> {
                if ((claimWaiting & 1 << seat) != 0) {
                    return claimViews[seat];
                }
            }
            case ENGINE -> legal.addAll(GAME.legalActions(base, seat));
        }
        return legalView;
    }

    /**
     * {@code seat} takes {@code action}, as {@link RiichiGame#apply}; its events are added to
     * {@code events}.
     *
     * @throws IllegalArgumentException when the action is not legal (the reason is the engine's);
     *     the table is then unchanged
     */
    public void apply(int seat, RiichiAction action, List<RiichiEvent> events) {
        boolean listedFor = seat == listedSeat;
        listedSeat = -1;
        switch (kind) {
            case TURN -> {
                if (action instanceof RiichiAction.Discard d && seat == turnSeat && plainDiscard(d.tile())) {
                    discard(seat, d.tile(), events);
                    return;
                }
            }
            case CLAIMS -> {
                if (action instanceof RiichiAction.Pass && (claimWaiting & 1 << seat) != 0) {
                    pass(seat, events);
                    return;
                }
            }
            case ENGINE -> {
            }
        }
        byEngine(seat, action, listedFor && listedHas(action), events);
    }

    /** Whether {@code action} is in the list last made: most often the very element an agent picked, found without {@code equals}. */
    private boolean listedHas(RiichiAction action) {
        for (int i = 0, n = listed.size(); i < n; i++) {
            if (listed.get(i) == action) {
                return true;
            }
        }
        return listed.contains(action);
    }

    /**
     * Takes the seats of {@code seatMask} (a bit per seat) to pass every chi, pon and open kan the
     * table would offer them — a player that never calls, such as ツモ切り: on a discard nobody can
     * ron they get no claim window, as if each had passed at once, and the game goes on exactly as
     * it would after their passes. A discard a seat can ron is the engine's step, which still offers
     * every seat all of its actions.
     */
    public void passCallsFor(int seatMask) {
        if ((seatMask & ~0xF) != 0) {
            throw new IllegalArgumentException("seat mask " + seatMask + " names a seat outside 0-3");
        }
        callsPassed = seatMask;
    }

    /**
     * Takes {@code seat} to pass every chi, pon and open kan of a tile of the kinds {@code kinds}
     * (bit per kind) that the table would offer it until its next turn — what a player that has just
     * discarded can tell of its next claims, such as a closed hand that would call only a value pair
     * (役牌). As with {@link #passCallsFor}, the game goes on exactly as it would after its passes; the
     * table forgets it at the seat's next draw, and whenever the engine takes a step (a call, a
     * riichi, a new hand…).
     */
    public void passCalls(int seat, long kinds) {
        if (seat < 0 || seat > 3) {
            throw new IllegalArgumentException("seat " + seat + " is not 0-3");
        }
        seats[seat].passCalls(kinds);
    }

    /** What {@code seat} sees, read live from the table (valid as long as the table, changing with it). */
    public RiichiView view(int seat) {
        if (seat < 0 || seat > 3) {
            throw new IllegalArgumentException("seat " + seat + " is not 0-3");
        }
        return views[seat];
    }

    /** The engine's observation of {@code seat} now (a record, built on each call). */
    public RiichiObservation observe(int seat) {
        return GAME.observe(state(), seat);
    }

    // ---- the plain steps ----

    /**
     * The legal actions of a turn: the engine's list when the hand may do more than discard, else
     * its discards (every tile's, read live from the seat, when none is forbidden).
     */
    private List<RiichiAction> turnActions() {
        TableSeat me = seats[turnSeat];
        if (drawn != null) {
            boolean more = me.shantenAtMost(-1) || firstTurnSpecial(me) || kanPossible(me)
                    || !me.riichi() && Turns.mayDeclareRiichi(rules, me, score(turnSeat), liveTilesLeft());
            if (more) {
                legal.addAll(Turns.legal(state(), turnPhase(), rules.scorer()));
                return legalView;
            }
            if (me.riichi()) {
                legal.add(Actions.discard(drawn));
                return legalView;
            }
        }
        if (forbidden == 0) {
            return me.discards();
        }
        for (int i = 0, n = me.handSize(); i < n; i++) {
            Tile t = me.tile(i);
            if ((forbidden & 1L << (t.id() >> 2)) == 0) {
                legal.add(Actions.discard(t));
            }
        }
        return legalView;
    }

    /** The first turn before any call, when {@code riichi.abortiveKyuushu} may offer nine terminals. */
    private boolean firstTurnSpecial(TableSeat me) {
        return me.pondSize() == 0 && !base.callMade() && Turns.nineTerminalsOffered(rules, me.heldKinds());
    }

    /** Whether a kan might be declared (four of a kind held, or a pon and its fourth tile), kans being allowed. */
    private boolean kanPossible(TableSeat me) {
        return me.kanShape(!me.riichi()) && Calls.kansAllowed(rules, base.kans().size(), liveTilesLeft());
    }

    /**
     * A legal discard ({@link Legality}) that the table plays itself: no kan dora waits to be turned,
     * and no other seat could ron the tile (a seat waiting on it is furiten: whether a ron has a
     * yaku is the engine's to say). A seat that waits on it misses the win when the discard goes by.
     */
    private boolean plainDiscard(Tile tile) {
        TableSeat me = seats[turnSeat];
        int kindOf = tile.id() >> 2;
        boolean drawnTile = drawn != null && drawn.id() == tile.id();
        if (doraPending || (forbidden & 1L << kindOf) != 0 || !drawnTile && (me.riichi() || !me.holds(tile))) {
            return false; // a seat in riichi discards its draw; else the engine says why not
        }
        for (int seat = 0; seat < 4; seat++) {
            if (seat != turnSeat && (seats[seat].waits() & 1L << kindOf) != 0 && !seats[seat].furiten()) {
                return false;
            }
        }
        return true;
    }

    /** {@link Discards#discard} of a plain discard: the claim window of chi, pon and kan, or what follows a pass. */
    private void discard(int seat, Tile tile, List<RiichiEvent> events) {
        boolean tsumogiri = drawn != null && drawn.id() == tile.id();
        seats[seat].discard(tile, tsumogiri);
        baseCurrent = false;
        events.add(Events.discarded(seat, tile, tsumogiri, false));
        int live = liveTilesLeft();
        int waiting = 0;
        claimantCount = 0;
        missedBy = 0;
        for (int n = 1; n < 4; n++) {
            int other = BySeat.after(seat, n);
            TableSeat them = seats[other];
            if ((them.waits() & 1L << (tile.id() >> 2)) != 0) {
                missedBy |= 1 << other;
            }
            if ((callsPassed & 1 << other) == 0 && them.mayCall(other, tile.id() >> 2, seat, live)) {
                List<RiichiAction> options = claimOptions[other];
                options.clear();
                Calls.options(them.handView(), them.shape(), them.riichi(), false, other, tile, seat, rules, live,
                        base.kans().size(), options);
                if (!options.isEmpty()) {
                    options.add(Actions.PASS);
                    claimants[claimantCount++] = other;
                    waiting |= 1 << other;
                }
            }
        }
        if (waiting != 0) {
            kind = Kind.CLAIMS;
            claimDiscarder = seat;
            claimTile = tile;
            claimWaiting = waiting;
            passedCount = 0;
            return;
        }
        afterPass(seat, events);
    }

    /** A pass in the table's claim window; when all have passed, what follows the discard. */
    private void pass(int seat, List<RiichiEvent> events) {
        claimWaiting &= ~(1 << seat);
        passed[passedCount++] = seat;
        baseCurrent = false;
        if (claimWaiting == 0) {
            afterPass(claimDiscarder, events);
        }
    }

    /** {@code Discards.afterPass}: four winds, four kans, the wall's end (the engine's), or the next draw. */
    private void afterPass(int discarder, List<RiichiEvent> events) {
        for (int m = missedBy; m != 0; m &= m - 1) {
            seats[Integer.numberOfTrailingZeros(m)].missWin(); // Discards.missedWins
        }
        missedBy = 0;
        // The hand's end does not read the phase: the discarder's turn, as it stands, will do.
        if (nextDraw == 56 && rules.abortiveSuufonRenda() && !base.callMade() && fourWinds()) {
            load(HandEnd.abortive(freeze(turnPhase()), "fourWinds", events));
        } else if (fourKansAbort) {
            load(HandEnd.abortive(freeze(turnPhase()), "fourKans", events));
        } else if (liveTilesLeft() == 0) {
            load(HandEnd.exhaustive(freeze(turnPhase()), events));
        } else {
            draw(BySeat.after(discarder, 1), events);
        }
    }

    /**
     * 四風連打: each seat has discarded once, the same wind. With no call yet that is only after the
     * fourth draw (the next draw at 56), which the caller checks first.
     */
    private boolean fourWinds() {
        for (TableSeat s : seats) {
            if (s.pondSize() != 1) {
                return false;
            }
        }
        var first = seats[0].pondTile(0).tile().kind();
        if (!first.isWind()) {
            return false;
        }
        for (int seat = 1; seat < 4; seat++) {
            if (seats[seat].pondTile(0).tile().kind() != first) {
                return false;
            }
        }
        return true;
    }

    /** {@link Discards#draw}: the next live tile (a forced nine-terminals draw ends the hand). */
    private void draw(int seat, List<RiichiEvent> events) {
        Tile tile = wall.at(nextDraw);
        TableSeat me = seats[seat];
        me.draw(tile);
        nextDraw++;
        turnSeat = seat;
        drawn = tile;
        rinshan = false;
        forbidden = 0;
        turnPhase = null;
        kind = Kind.TURN;
        baseCurrent = false;
        events.add(Events.drew(seat, tile));
        if (me.pondSize() == 0 && !base.callMade() && Turns.nineTerminalsForced(rules, me.handView())) {
            load(HandEnd.abortive(state(), "nineTerminals", events));
        }
    }

    // ---- the engine's steps ----

    /**
     * The step taken by the engine on the frozen state; the table goes on from its result. An action
     * {@code known} to be legal (listed for the seat in this very state) is not checked again.
     */
    private void byEngine(int seat, RiichiAction action, boolean known, List<RiichiEvent> events) {
        Transition<RiichiState, RiichiEvent> t = known ? GAME.applyLegal(state(), seat, action)
                : switch (GAME.apply(state(), seat, action)) {
                    case Result.Ok<Transition<RiichiState, RiichiEvent>> ok -> ok.value();
                    case Result.Illegal<Transition<RiichiState, RiichiEvent>> bad -> throw new IllegalArgumentException(bad.reason());
                };
        events.addAll(t.events());
        load(t.state());
    }

    private void load(RiichiState s) {
        loads++;
        missedBy = 0;
        base = s;
        baseCurrent = true;
        rules = s.options();
        liveEnd = s.liveEnd();
        nextDraw = s.nextDraw();
        wall = s.wall();
        doraPending = Calls.doraPending(s);
        fourKansAbort = rules.abortiveSuukaikan() && Discards.fourKansByTwoOrMore(s.kans());
        for (int seat = 0; seat < 4; seat++) {
            seats[seat].load(s.seats().get(seat));
            scores[seat] = s.scores().get(seat);
        }
        if (s.phase() instanceof Phase.Turn t) {
            kind = Kind.TURN;
            turnSeat = t.seat();
            drawn = t.drawn().orElse(null);
            rinshan = t.rinshan();
            forbidden = t.forbidden();
            turnPhase = t;
        } else {
            kind = Kind.ENGINE;
        }
    }

    /** The turn as the engine has it. */
    private Phase.Turn turnPhase() {
        if (turnPhase == null) {
            turnPhase = new Phase.Turn(turnSeat, java.util.Optional.ofNullable(drawn), rinshan, forbidden);
        }
        return turnPhase;
    }

    /** The current phase as the engine has it. */
    private Phase phase() {
        return switch (kind) {
            case TURN -> turnPhase();
            case CLAIMS -> {
                List<Integer> waiting = new ArrayList<>(3);
                for (int i = 0; i < claimantCount; i++) {
                    if ((claimWaiting & 1 << claimants[i]) != 0) {
                        waiting.add(claimants[i]);
                    }
                }
                List<Phase.Answer> answers = new ArrayList<>(passedCount);
                for (int i = 0; i < passedCount; i++) {
                    answers.add(new Phase.Answer(passed[i], Actions.PASS));
                }
                yield new Phase.Claims(claimDiscarder, claimTile, false, false, waiting, answers);
            }
            case ENGINE -> base.phase();
        };
    }

    /** The engine's state with the table's seats and next draw, and {@code phase}. */
    private RiichiState freeze(Phase phase) {
        if (baseCurrent && base.phase() == phase) {
            return base;
        }
        RiichiState b = base;
        base = new RiichiState(b.rules(), b.walls(), b.handIndex(), b.round(), b.dealer(), b.honba(), b.riichiSticks(),
                b.scores(), b.wall(), nextDraw, b.kans(), b.doraRevealed(), b.callMade(),
                new BySeat<>(seats[0].freeze(), seats[1].freeze(), seats[2].freeze(), seats[3].freeze()), phase);
        baseCurrent = true;
        return base;
    }

    private static int mask(Set<Integer> seats) {
        int m = 0;
        for (int seat : seats) {
            m |= 1 << seat;
        }
        return m;
    }

    // ---- read by the live view ----

    TableSeat seat(int seat) {
        return seats[seat];
    }

    RiichiState base() {
        return base;
    }

    int score(int seat) {
        return scores[seat];
    }

    int liveTilesLeft() {
        return Math.max(0, liveEnd - nextDraw);
    }

    /** The tile {@code seat} just drew, if it is to play after a draw; else {@code null}. */
    Tile drawnBy(int seat) {
        return kind == Kind.TURN && turnSeat == seat ? drawn : null;
    }

    /** The tile {@code seat} may claim now; else {@code null}. */
    Tile claimableBy(int seat) {
        return switch (kind) {
            case TURN -> null;
            case CLAIMS -> (claimWaiting & 1 << seat) != 0 ? claimTile : null;
            case ENGINE -> base.phase() instanceof Phase.Claims c && c.waiting().contains(seat) ? c.tile() : null;
        };
    }
}
