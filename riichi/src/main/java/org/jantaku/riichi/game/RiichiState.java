package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.ClaimWindow;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.Seat;
import org.jantaku.engine.table.TableAction;
import org.jantaku.engine.table.TableParts;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.FinalScores;
import org.jantaku.riichi.settlement.Reason;
import org.jantaku.riichi.wall.DeadWall;

/**
 * The whole state of a Riichi game, played in place by {@link RiichiGame#play} (OpenSpiel's mutable
 * state); {@link RiichiGame#copy} takes an independent snapshot, and {@link RiichiGame#apply} plays
 * a copy, so a state handed out by {@code apply} or {@code start} never changes unless someone plays
 * it in place. Not thread-safe: one thread at a time uses a state (a reading too may complete the
 * seats' worked-out shapes; the table server reads and plays a table's state under its lock). Equal
 * when every part below is.
 *
 * <p>The parts every table keeps are the table flow's ({@link TableParts}): {@code rules} the rule
 * set; {@code walls} where each hand's wall comes from (the game's seed, or a record's walls);
 * {@code handIndex} ({@link #hand()}) hands dealt so far minus one; {@code dealer} the dealer's seat
 * (親; seat 0 is the first dealer, 起家); {@code honba} ({@link #streak()}) 本場; {@code scores} points
 * by seat, and the table's pot ({@link #pot()}: the riichi sticks' points, {@code riichiSticks} ×
 * {@code riichi.riichiDeposit}); {@code wall} this hand's wall; {@code nextDraw} ({@link #head()}) index in the wall of the
 * next live tile (52 after the deal), and the last live tile's ({@link #tail()}, before the dead wall
 * and what its replacement draws took); {@code callMade} ({@link #melded()}) a call or kan has been
 * made this hand (ends the first go-around's specials); {@code seats} the seats' tiles, melds, ponds,
 * riichi (declared) and furiten (locks: 同巡内フリテン till the seat's own discard, 立直後の見逃し for the
 * hand), each seat's {@link Seat} ({@link #seat}); the claim window. Riichi's own: {@code round} 0 = East 1 … 3 =
 * East 4, 4 = South 1 …, 8 = West 1 …; {@code riichiSticks} 供託 on the table (the sticks
 * counted, as the table shows them: a deposit of 0 puts sticks worth nothing in the pot); {@code kans} kans made
 * this hand, in order, as the seats that made them; {@code doraRevealed} dora indicators turned over
 * (1 plus the kan dora shown so far); {@code riichiSeats} each seat's Riichi part beside its {@link Seat},
 * a {@link RiichiSeat}: double riichi, ippatsu, the Norths it set aside
 * (four, or three with {@code riichi.players=3}); {@code nukis} Norths set aside this hand (北抜き,
 * three players), each with its replacement draw; {@code phase} what the game waits for: a turn (the
 * kinds a turn after a call may not discard, 喰い替え, among its parts), a claim window and the game's end
 * are the table's phases, the tenpai declarations and the dealer's choice Riichi's own ({@link RiichiPhase});
 * {@link #phase()} shows it as a value.
 *
 * <p>Besides them a state holds each seat's standing answer to calls ({@link #declineCalls}), which
 * is not a part: the game is the same as if the seat were asked and passed.
 */
public final class RiichiState extends TableParts<RiichiMeld> {
    private final GameRules options;
    private int round;
    private int riichiSticks;
    private List<Integer> kans = List.of();
    private int doraRevealed;
    private int nukis;
    private boolean nukiDraw;
    /** Each seat's Riichi part, beside (and reading) its table seat. */
    private final RiichiSeat[] parts;
    private final BySeat<RiichiSeat> partList;
    /** A phase of Riichi's own ({@link RiichiPhase.Declarations}, {@link RiichiPhase.DealerChoice}) while the phase is one (else null, unread). */
    private RiichiPhase own;
    /** Bit per seat that passes every chi, pon and open kan for the rest of the game ({@link #declineCalls(int)}). */
    private int declining;
    /** Counts the steps that did more than draw and discard ({@link RiichiView#pondEpoch}). */
    private long epoch;

    /** A snapshot handed out, or {@code null} until asked since the last change. */
    private List<Tile> doraList;
    /** Each seat's live view, made when first asked. */
    private final LiveView[] views;
    /**
     * The events of the last step played in place, and the answer that hands them out (reused from
     * step to step; made at the first step, so a copy that is never played costs neither).
     */
    private List<RiichiEvent> stepEvents;
    private Result<List<RiichiEvent>> stepResult;

    /**
     * A state of these parts (the table seats and their Riichi parts are copied: the state never shares a
     * seat with another).
     */
    public RiichiState(RuleSet rules, Walls walls, int handIndex, int round, int dealer, int honba, int riichiSticks,
            BySeat<Integer> scores, Wall wall, int nextDraw, List<Integer> kans, int doraRevealed, boolean callMade,
            BySeat<Seat<RiichiMeld>> seats, BySeat<RiichiSeat> riichiSeats, Phase phase) {
        this(rules, walls, handIndex, round, dealer, honba, riichiSticks, scores, wall, nextDraw, kans, doraRevealed,
                callMade, copies(seats), riichiSeats, phase);
        if (phase instanceof Phase.Claims c) {
            int asked = 0;
            for (int seat : c.waiting()) {
                asked |= 1 << seat;
            }
            for (Phase.Answer a : c.answers()) {
                asked |= 1 << a.seat();
            }
            window().open(c.from(), c.tile(), c.on(), c.declaring(), asked);
            for (Phase.Answer a : c.answers()) {
                window().answer(a.seat(), a.action().move(), a.action());
            }
        }
    }

    private static List<Seat<RiichiMeld>> copies(BySeat<Seat<RiichiMeld>> seats) {
        List<Seat<RiichiMeld>> out = new ArrayList<>(seats.size());
        for (Seat<RiichiMeld> seat : seats.toList()) {
            out.add(seat.copy());
        }
        return out;
    }

    /** A state of these table seats (taken as given) and copies of these Riichi parts on them. */
    private RiichiState(RuleSet rules, Walls walls, int handIndex, int round, int dealer, int honba, int riichiSticks,
            BySeat<Integer> scores, Wall wall, int nextDraw, List<Integer> kans, int doraRevealed, boolean callMade,
            List<Seat<RiichiMeld>> seats, BySeat<RiichiSeat> riichiSeats, Phase phase) {
        super(rules, walls, Calls.settings(GameRules.of(rules)), checked(seats, riichiSeats, GameRules.of(rules).players(), scores), scores,
                riichiSticks * rules.get(RiichiRules.RIICHI_DEPOSIT), handIndex, dealer, honba,
                wall, nextDraw, callMade);
        this.options = GameRules.of(rules);
        this.round = round;
        this.riichiSticks = riichiSticks;
        this.views = new LiveView[seats.size()];
        this.kans = List.copyOf(kans);
        this.doraRevealed = doraRevealed;
        this.parts = new RiichiSeat[seats.size()];
        for (int seat = 0; seat < parts.length; seat++) {
            parts[seat] = riichiSeats.get(seat).copy(tableSeat(seat));
        }
        this.partList = partList(parts);
        setPhase(Objects.requireNonNull(phase, "phase"));
        liveEndMoved();
    }

    /** A copy of {@code o} (the standing answers to calls included): nothing done to either changes the other. */
    private RiichiState(RiichiState o) {
        super(o);
        options = o.options;
        round = o.round;
        riichiSticks = o.riichiSticks;
        kans = o.kans;
        doraRevealed = o.doraRevealed;
        nukis = o.nukis;
        nukiDraw = o.nukiDraw;
        parts = new RiichiSeat[o.parts.length];
        for (int seat = 0; seat < parts.length; seat++) {
            parts[seat] = o.parts[seat].copy(tableSeat(seat));
        }
        partList = partList(parts);
        own = o.own;
        declining = o.declining;
        epoch = o.epoch;
        views = new LiveView[parts.length];
    }

    /** The table seats, checked with their Riichi parts against the rules' players. */
    private static List<Seat<RiichiMeld>> checked(List<Seat<RiichiMeld>> seats, BySeat<RiichiSeat> riichiSeats, int players,
            BySeat<Integer> scores) {
        if (seats.size() != players || riichiSeats.size() != players || scores.size() != players) {
            throw new IllegalArgumentException(players + " players need " + players + " seats, Riichi parts and scores, not "
                    + seats.size() + ", " + riichiSeats.size() + " and " + scores.size());
        }
        return seats;
    }

    private static BySeat<RiichiSeat> partList(RiichiSeat[] parts) {
        return parts.length == 4 ? new BySeat<>(parts[0], parts[1], parts[2], parts[3])
                : BySeat.three(parts[0], parts[1], parts[2]);
    }

    /**
     * A new game's state in {@code round} with these sticks and scores, about to be dealt by the flow ({@link RiichiGame}'s
     * deal gives its hand, dealer, honba, wall and the seats' tiles).
     */
    static RiichiState dealing(RuleSet rules, Walls walls, int round, int sticks, BySeat<Integer> scores) {
        return new RiichiState(rules, walls, round, sticks, scores);
    }

    /** A state about to be dealt ({@link #dealing}): new seats with their Riichi parts, these sticks and scores. */
    private RiichiState(RuleSet rules, Walls walls, int round, int sticks, BySeat<Integer> scores) {
        super(rules, walls, Calls.settings(GameRules.of(rules)), checked(scores, GameRules.of(rules).players()),
                sticks * rules.get(RiichiRules.RIICHI_DEPOSIT));
        this.options = GameRules.of(rules);
        this.round = round;
        this.riichiSticks = sticks;
        this.views = new LiveView[scores.size()];
        this.parts = new RiichiSeat[scores.size()];
        for (int seat = 0; seat < parts.length; seat++) {
            parts[seat] = new RiichiSeat(tableSeat(seat));
        }
        this.partList = partList(parts);
    }

    private static BySeat<Integer> checked(BySeat<Integer> scores, int players) {
        if (scores.size() != players) {
            throw new IllegalArgumentException(players + " players need " + players + " scores, not " + scores.size());
        }
        return scores;
    }

    /** An independent copy (the standing answers to calls included). */
    @Override
    protected RiichiState copy() {
        return new RiichiState(this);
    }

    public int round() {
        return round;
    }

    /** The riichi sticks on the table (供託): their points are the table's {@link #pot()}. */
    public int riichiSticks() {
        return riichiSticks;
    }

    /** Kans made this hand, in order, as the seats that made them. */
    public List<Integer> kans() {
        return kans;
    }

    public int doraRevealed() {
        return doraRevealed;
    }

    /** The table seats, live: each changes as the state is played (its tiles, melds, pond, riichi and furiten). */
    public BySeat<Seat<RiichiMeld>> seats() {
        return tableSeats();
    }

    /** A seat's table seat, live: its tiles, melds, pond, riichi (declared) and furiten (locks). */
    public Seat<RiichiMeld> seat(int seat) {
        return tableSeat(seat);
    }

    /** The seats' Riichi parts, live: each changes as the state is played. */
    public BySeat<RiichiSeat> riichiSeats() {
        return partList;
    }

    /** A seat's Riichi part, live: its double riichi, ippatsu, Norths set aside and shape. */
    public RiichiSeat riichiSeat(int seat) {
        return parts[seat];
    }

    /** Riichi's own phase while the table's phase is one ({@link RiichiPhase}). */
    @Override
    protected RiichiPhase ownPhase() {
        return own;
    }

    /** How a tile {@code source} gave to {@code seat} is shown (three players: the seat before is 上家, after 下家). */
    org.jantaku.core.hand.From from(int seat, int source) {
        int offset = Math.floorMod(source - seat, parts.length);
        return org.jantaku.core.hand.From.ofSeatOffset(parts.length == 3 && offset == 2 ? 3 : offset);
    }

    /** The seat a meld of {@code seat} took its tile from. */
    public int source(int seat, org.jantaku.core.hand.From from) {
        return parts.length == 4 ? (seat + from.seatOffset()) & 3
                : after(seat, from == org.jantaku.core.hand.From.KAMICHA ? -1 : 1);
    }

    /** Norths set aside this hand (北抜き), by all seats. */
    public int nukis() {
        return nukis;
    }

    /** Replacement draws made this hand: one per kan and per North set aside. */
    int replacements() {
        return kans.size() + nukis;
    }

    /** Index in the wall after the last live tile: the tiles dealt plus the live draws the replacement draws leave. */
    int liveEnd() {
        return tail() + 1;
    }

    /** The replacement draws changed, or the wall: the last live tile is worked out again. */
    private void liveEndMoved() {
        int dealt = 13 * parts.length;
        tail(dealt + DeadWall.liveDraws(wall().size() - DeadWall.SIZE - dealt, replacements(), options.deadWallMode()) - 1);
    }

    /** The option values the engine reads on every step, and the scorer. */
    GameRules options() {
        return options;
    }

    /**
     * Live tiles still to draw. Never negative: with {@code riichi.deadWallMode=stackPairs} a second
     * kan moves the wall's end by a whole stack, past the next draw when only one live tile was left.
     */
    public int liveTilesLeft() {
        return Math.max(0, tilesLeft());
    }

    /** Revealed dora indicators. */
    public List<Tile> doraIndicators() {
        List<Tile> d = doraList;
        if (d == null) {
            Tile[] out = new Tile[doraRevealed];
            for (int i = 0; i < doraRevealed; i++) {
                out[i] = DeadWall.doraIndicator(wall(), i);
            }
            d = List.of(out);
            doraList = d;
        }
        return d;
    }

    /** Ura-dora indicators beneath the revealed ones (for a riichi winner; kan ura per the rules). */
    List<Tile> uraIndicators() {
        int n = options.kanUraDora() ? doraRevealed : 1;
        List<Tile> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(DeadWall.uraIndicator(wall(), i));
        }
        return out;
    }

    /** The round wind's index: 0 East, 1 South, 2 West, 3 North. */
    public int roundWind() {
        return round / 4;
    }

    /**
     * {@code seat} passes every chi, pon and open kan from now to the game's end (鳴きなし, a client's
     * no-call switch): it is not asked in a claim window it could only call in, and a ron is still
     * offered. The game is the one in which the seat is asked and passes, in fewer steps. Not a part
     * of the state (equality ignores it).
     */
    public void declineCalls(int seat) {
        checkSeat(seat);
        declining |= 1 << seat;
    }

    /**
     * {@code seat} passes every chi, pon and open kan of a tile of the kinds {@code kinds} (bit per
     * kind) until its next turn (a closed hand that would call only a value pair tells it as it
     * discards), as {@link #declineCalls(int)} does for all kinds.
     */
    public void declineCalls(int seat, long kinds) {
        checkSeat(seat);
        parts[seat].declineCalls(kinds);
    }

    /** Whether {@code seat} has said it passes every call on a tile of {@code kind} now. */
    boolean declines(int seat, int kind) {
        return (declining & 1 << seat) != 0 || parts[seat].declines(kind);
    }

    private void checkSeat(int seat) {
        if (seat < 0 || seat >= parts.length) {
            throw new IllegalArgumentException("seat " + seat + " is not 0-" + (parts.length - 1));
        }
    }

    /** What {@code seat} sees, read live from this state (valid as long as the state, changing with it). */
    public RiichiView view(int seat) {
        checkSeat(seat);
        LiveView v = views[seat];
        if (v == null) {
            v = new LiveView(this, seat);
            views[seat] = v;
        }
        return v;
    }

    /** Steps so far that did more than draw and discard (see {@link RiichiView#pondEpoch}). */
    long epoch() {
        return epoch;
    }

    // ---- changed by the steps ----

    /** The list a step adds its events to: emptied here, handed out by {@link #stepResult}. */
    List<RiichiEvent> startStep() {
        if (stepEvents == null) {
            stepEvents = new ArrayList<>(8);
            stepResult = Result.ok(stepEvents);
        }
        stepEvents.clear();
        return stepEvents;
    }

    /**
     * The events of the step just played: the list itself, not a read-only view (a view's extra call
     * on every read showed in profiles), so callers must only read it; valid until the state is
     * played again.
     */
    Result<List<RiichiEvent>> stepResult() {
        return stepResult;
    }

    void epochMoved() {
        epoch++;
        changedMelds();
    }

    /** The phase becomes {@code p}: a turn, a claim window (open already), the end, or one of Riichi's own. */
    void setPhase(Phase p) {
        switch (p) {
            case Phase.Turn t -> {
                turn(t.seat(), t.drawn().orElse(null), t.drawn().isEmpty(), t.replacement());
                forbidDiscards(t.undiscardable());
            }
            case Phase.Claims c -> phaseNumber(CLAIMS);
            case Phase.Over o -> phaseNumber(OVER);
            case RiichiPhase r -> {
                own = r;
                phaseNumber(OWN);
            }
            case Phase.Own o -> throw new IllegalArgumentException("not a phase of Riichi's: " + o);
        }
    }

    /** The claim window (open while the phase is {@link Phase.Claims}). */
    ClaimWindow<TableAction> claims() {
        return window();
    }

    /** The turn after a call may not discard these kinds (喰い替え, a bit per kind). */
    void forbid(long kinds) {
        forbidDiscards(kinds);
    }

    /** {@code seat} is about to draw {@code tile}: its shape is told. */
    void drawing(int seat, Tile tile) {
        parts[seat].drawing(tableSeat(seat), tile);
    }

    void setNextDraw(int n) {
        head(n);
    }

    void setCallMade() {
        meldMade();
    }

    void addNuki() {
        nukis++;
        liveEndMoved();
    }

    /** Whether the last replacement draw was a North's (北抜き), not a kan's. */
    boolean nukiDraw() {
        return nukiDraw;
    }

    void setNukiDraw(boolean b) {
        nukiDraw = b;
    }

    void addKan(int seat) {
        List<Integer> k = new ArrayList<>(kans);
        k.add(seat);
        kans = List.copyOf(k);
        liveEndMoved();
    }

    void setDoraRevealed(int n) {
        if (n != doraRevealed) {
            doraRevealed = n;
            doraList = null;
        }
    }

    /**
     * A riichi stands: {@code seat} puts its stick on the table, a {@link Reason#RIICHI} transfer of
     * {@code riichi.riichiDeposit} to the table's pot (none with a deposit of 0), and the sticks count one more.
     */
    void putStick(int seat) {
        int deposit = rules().get(RiichiRules.RIICHI_DEPOSIT);
        if (deposit > 0) {
            pay(new Transfer<>(seat, Transfer.TABLE, deposit, Reason.RIICHI));
        }
        riichiSticks++;
    }

    /** A won hand's winner took the sticks (its transfers paid out the pot): none are left on the table. */
    void sticksTaken() {
        riichiSticks = 0;
    }

    /** The next hand is dealt in round {@code r} (0 = East 1). */
    void setRound(int r) {
        round = r;
    }

    /** The flow dealt a new hand: no kan, North or kan dora yet, the live end worked out, each seat's Riichi part reset. */
    @Override
    protected void handDealt() {
        kans = List.of();
        nukis = 0;
        nukiDraw = false;
        doraRevealed = 1;
        doraList = null;
        liveEndMoved();
        for (RiichiSeat seat : parts) {
            seat.newHand();
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RiichiState s && sameParts(s) && round == s.round && riichiSticks == s.riichiSticks
                && nukis == s.nukis && nukiDraw == s.nukiDraw && doraRevealed == s.doraRevealed && kans.equals(s.kans)
                && Arrays.equals(parts, s.parts) && phase().equals(s.phase());
    }

    @Override
    public int hashCode() {
        return 31 * partsHash() + Objects.hash(round, riichiSticks, doraRevealed, kans, Arrays.hashCode(parts), phase());
    }

    @Override
    public String toString() {
        return "RiichiState[handIndex=" + hand() + ", round=" + round + ", dealer=" + dealer() + ", honba=" + streak()
                + ", riichiSticks=" + riichiSticks + ", scores=" + scores().toList() + ", nextDraw=" + head()
                + ", kans=" + kans + ", doraRevealed=" + doraRevealed + ", callMade=" + melded() + ", seats="
                + seatsText() + ", phase=" + phase() + "]";
    }

    /** Each seat's facts, its table seat's and its Riichi part's, as one text. */
    private String seatsText() {
        StringBuilder sb = new StringBuilder("[");
        for (int seat = 0; seat < parts.length; seat++) {
            Seat<RiichiMeld> t = tableSeat(seat);
            RiichiSeat r = parts[seat];
            sb.append(seat == 0 ? "" : ", ").append("Seat[hand=").append(t.hand()).append(", melds=").append(t.melds())
                    .append(", pond=").append(t.pondTiles()).append(", riichi=").append(t.declared())
                    .append(", doubleRiichi=").append(r.doubleRiichi()).append(", ippatsu=").append(r.ippatsu())
                    .append(", temporaryFuriten=").append(WinChecks.temporaryFuriten(t))
                    .append(", riichiFuriten=").append(WinChecks.riichiFuriten(t))
                    .append(", liable=").append(RiichiMeld.liable(t.melds()))
                    .append(r.nukis().isEmpty() ? "" : ", nukis=" + r.nukis()).append(']');
        }
        return sb.append(']').toString();
    }
}
