package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.IntFunction;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.settle.Transfer;

/**
 * The parts of a table's state every variant keeps, written once: the rules and walls, the table's
 * settings ({@link TableSettings}, the variant's under the rules), the hand's
 * number, dealer and streak (连庄, 本場), the scores and the table's pot (the points on the table: a
 * party of every {@link Transfer}, {@link Transfer#TABLE}; Riichi's riichi sticks 供託), this hand's
 * wall with its two ends, the seats
 * (four, or three: each a {@link Seat}, its tiles, melds, pond, declaration and locks), whether a
 * meld was made this hand, the claim window, and the phase: a seat's turn (its drawn tile, whether it
 * follows a call or is a replacement draw), a claim window, the game's end, or a phase of the
 * variant's own, shown as one value for every variant by {@link #phase()}. {@link TableFlow} plays any state of
 * these parts; the flow's {@link TableState} adds the seats' public reads; Riichi's state adds its round, stick
 * count, dead wall, each seat's Riichi part and its own phases. Played in place; a subclass copies it with the
 * copy constructor.
 *
 * @param <M> the variant's melds
 */
public abstract class TableParts<M extends TableMeld> {
    /** The phase: a seat's turn. */
    protected static final int TURN = 0;
    /** The phase: a claim window is open. */
    protected static final int CLAIMS = 1;
    /** The phase: the game is over. */
    protected static final int OVER = 2;
    /** The phase: one of the variant's own (Riichi's tenpai declarations, its dealer's choice). */
    protected static final int OWN = 3;

    private final RuleSet rules;
    private final Walls walls;
    /** The table's settings under {@link #rules}, built once (asked on every turn and claim). */
    private final TableSettings settings;
    int hand;
    int dealer;
    int streak;
    final int[] scores;
    private BySeat<Integer> scoresView;
    /** The table's pot: what {@link Transfer#TABLE} holds (the scores and the pot together never change). */
    int pot;
    Wall wall;
    int head;
    int tail;
    boolean melded;
    /** The seats: four, or three at a three-player table. */
    final Seat<M>[] seats;
    /** The claim window (open in a claim phase; the last one's tile and source kept after). */
    final ClaimWindow<TableAction> window = new ClaimWindow<>();
    int phase;
    int actor;
    /** The turn's drawn tile (none after a call, none on a dealer's first turn when his 14th is dealt). */
    Tile drawn;
    /** The turn follows a call (a chi or pung): only discards. */
    boolean called;
    boolean replacement;
    boolean afterKong;
    /** On a turn: the kinds it may not discard (Riichi's 喰い替え after a call), a bit per kind; none after a draw. */
    long undiscardable;
    /** {@link #phase()}, or {@code null} until asked since the phase or the claim window changed. */
    private Phase shown;
    private BySeat<Seat<M>> seatsView;
    private BySeat<List<M>> meldsView;

    /**
     * Parts of {@code players} new seats (four, or three) that start the game with {@code points} each, at a
     * table with these settings (the variant's, under {@code rules}: built once, with the state).
     */
    protected TableParts(RuleSet rules, Walls walls, TableSettings settings, int players, int points) {
        this(rules, walls, settings, BySeat.all(checked(players), points), 0);
    }

    /**
     * Parts about to be dealt ({@link TableSteps#deal}): new seats (four, or three) with these scores and {@code pot}
     * points on the table (a game taken up at a hand's start), at a table with these settings.
     */
    protected TableParts(RuleSet rules, Walls walls, TableSettings settings, BySeat<Integer> scores, int pot) {
        this(rules, walls, settings, newSeats(checked(scores.size())));
        for (int s = 0; s < seats.length; s++) {
            seats[s] = new Seat<>();
            this.scores[s] = scores.get(s);
        }
        this.scoresView = scores;
        this.pot = pot;
    }

    /** Parts on {@code seats} (filled by the caller), their scores 0. */
    private TableParts(RuleSet rules, Walls walls, TableSettings settings, Seat<M>[] seats) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.walls = Objects.requireNonNull(walls, "walls");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.seats = seats;
        this.scores = new int[seats.length];
    }

    /**
     * Parts of these seats (taken as given, not copied) with these scores and {@code pot} points on the
     * table, in a hand of this number, dealer and streak, on {@code wall} drawn from {@code head} on; the
     * meld made or not.
     */
    protected TableParts(RuleSet rules, Walls walls, TableSettings settings, List<Seat<M>> seats, BySeat<Integer> scores, int pot,
            int hand, int dealer, int streak, Wall wall, int head, boolean melded) {
        this(rules, walls, settings, newSeats(checked(seats.size()))); // the seats given, no new ones made first
        if (scores.size() != seats.size()) {
            throw new IllegalArgumentException(seats.size() + " seats need " + seats.size() + " scores, not " + scores.size());
        }
        for (int s = 0; s < this.seats.length; s++) {
            this.seats[s] = Objects.requireNonNull(seats.get(s), "seat");
            this.scores[s] = scores.get(s);
        }
        this.scoresView = bySeat(s -> this.scores[s]);
        this.pot = pot;
        this.hand = hand;
        this.dealer = dealer;
        this.streak = streak;
        this.wall = Objects.requireNonNull(wall, "wall");
        this.head = head;
        this.melded = melded;
    }

    /** A copy of {@code o}: nothing done to either changes the other. */
    @SuppressWarnings("unchecked")
    protected TableParts(TableParts<M> o) {
        rules = o.rules;
        walls = o.walls;
        settings = o.settings;
        hand = o.hand;
        dealer = o.dealer;
        streak = o.streak;
        scores = o.scores.clone();
        scoresView = o.scoresView;
        pot = o.pot;
        wall = o.wall;
        head = o.head;
        tail = o.tail;
        melded = o.melded;
        seats = new Seat[o.seats.length];
        for (int s = 0; s < seats.length; s++) {
            seats[s] = o.seats[s].copy();
        }
        window.copyFrom(o.window);
        phase = o.phase;
        actor = o.actor;
        drawn = o.drawn;
        called = o.called;
        replacement = o.replacement;
        afterKong = o.afterKong;
        undiscardable = o.undiscardable;
        shown = o.shown;
    }

    @SuppressWarnings("unchecked")
    private static <M extends TableMeld> Seat<M>[] newSeats(int players) {
        return new Seat[players];
    }

    private static int checked(int players) {
        if (players != 3 && players != 4) {
            throw new IllegalArgumentException("a table seats three or four players, not " + players);
        }
        return players;
    }

    public RuleSet rules() {
        return rules;
    }

    public Walls walls() {
        return walls;
    }

    /** The hand's index in the game (0 = first). */
    public int hand() {
        return hand;
    }

    public int dealer() {
        return dealer;
    }

    /** The dealer's streak count (连庄数 L: 1 in a dealer's first hand; 本場 in Riichi: 0 in the first). */
    public int streak() {
        return streak;
    }

    /** Points by seat (a value: it does not change with the state). */
    public BySeat<Integer> scores() {
        return scoresView;
    }

    /** A seat's points. */
    public int score(int seat) {
        return scores[seat];
    }

    /** The table's pot: the points on the table ({@link Transfer#TABLE}'s, Riichi's riichi sticks 供託). */
    public int pot() {
        return pot;
    }

    /**
     * Pays transfers (a hand's settlement, {@link HandResult#transfers}): the one place where points move, so
     * the scores and the {@link #pot} together stay what they were.
     */
    protected final void pay(List<? extends Transfer<?>> transfers) {
        for (int i = 0, n = transfers.size(); i < n; i++) {
            move(transfers.get(i));
        }
        scoresView = bySeat(seat -> scores[seat]);
    }

    /** Pays one transfer (Riichi's stick put on the table as the riichi stands). */
    protected final void pay(Transfer<?> transfer) {
        move(transfer);
        scoresView = bySeat(seat -> scores[seat]);
    }

    private void move(Transfer<?> t) {
        if (t.from() == Transfer.TABLE) {
            pot -= t.points();
        } else {
            scores[t.from()] -= t.points();
        }
        if (t.to() == Transfer.TABLE) {
            pot += t.points();
        } else {
            scores[t.to()] += t.points();
        }
    }

    /** Number of seats: four, or three. */
    public int players() {
        return seats.length;
    }

    /** The seat {@code n} places after {@code seat} in turn order. */
    public int after(int seat, int n) {
        return BySeat.after(seat, n, seats.length);
    }

    /** A value for each seat. */
    protected final <T> BySeat<T> bySeat(IntFunction<T> f) {
        return seats.length == 4 ? new BySeat<>(f.apply(0), f.apply(1), f.apply(2), f.apply(3))
                : BySeat.three(f.apply(0), f.apply(1), f.apply(2));
    }

    /** This hand's wall. */
    public Wall wall() {
        return wall;
    }

    /** The index of the next tile drawn from the front. */
    public int head() {
        return head;
    }

    /** The index of the next kong replacement, drawn from the end (a variant with a dead wall: the last live tile's). */
    public int tail() {
        return tail;
    }

    /** Tiles left to draw. */
    public int tilesLeft() {
        return tail - head + 1;
    }

    /** Whether any meld (chi, pung or kong) was made this hand. */
    public boolean melded() {
        return melded;
    }

    /**
     * The flow dealt a new hand (its number, dealer, streak, wall and both ends set, the seats holding their tiles,
     * before its events and the dealer's first draw): the variant's own parts of a hand back to its start; default none.
     */
    protected void handDealt() {
    }

    /** The next tile is drawn from {@code head}. */
    protected final void head(int head) {
        this.head = head;
    }

    /** The next replacement is drawn from {@code tail}. */
    protected final void tail(int tail) {
        this.tail = tail;
    }

    /** A meld was made this hand. */
    protected final void meldMade() {
        melded = true;
    }

    /** A seat's part of the table: its tiles, melds, pond, declaration and locks (played in place). */
    protected final Seat<M> tableSeat(int s) {
        return seats[s];
    }

    /** An independent copy (the variant's own type): nothing done to either changes the other. */
    protected abstract TableParts<M> copy();

    /** The table's settings (how a hand is dealt, chi, the pass lock, the order of calls …). */
    public TableSettings settings() {
        return settings;
    }

    /** The claim window (open in a claim phase). */
    protected final ClaimWindow<TableAction> window() {
        return window;
    }

    /** Every seat's seat part. */
    protected final BySeat<Seat<M>> tableSeats() {
        if (seatsView == null) {
            seatsView = bySeat(s -> seats[s]);
        }
        return seatsView;
    }

    /** A seat's turn begins: after a draw ({@code drawn}, a kong's replacement or not), a call, or a deal. */
    protected final void turn(int seat, Tile drawn, boolean called, boolean replacement) {
        phase = TURN;
        actor = seat;
        this.drawn = drawn;
        this.called = called;
        this.replacement = replacement;
        afterKong = replacement;
        moved();
    }

    /** The phase or the claim window changed: {@link #phase()} is made again when next asked. */
    final void moved() {
        shown = null;
    }

    /** What the game waits for, as a value (made when first asked after the phase or the claim window changed). */
    public final Phase phase() {
        Phase p = shown;
        if (p == null) {
            p = switch (phase) {
                case TURN -> drawn != null && undiscardable == 0 && afterKong == replacement
                        ? Phase.Turn.afterDraw(actor, drawn, replacement)
                        : new Phase.Turn(actor, Optional.ofNullable(drawn), replacement, afterKong, undiscardable);
                case CLAIMS -> claimsPhase();
                case OVER -> Phase.Over.OVER;
                default -> ownPhase();
            };
            shown = p;
        }
        return p;
    }

    /** The open claim window as a phase: the seats to answer in turn order after its tile's seat, the answers as given. */
    private Phase.Claims claimsPhase() {
        Integer[] waiting = new Integer[Integer.bitCount(window.pending())];
        int w = 0;
        for (int n = 1; n < seats.length; n++) {
            int seat = after(window.from(), n);
            if (window.waitsFor(seat)) {
                waiting[w++] = seat;
            }
        }
        Phase.Answer[] answers = new Phase.Answer[window.answered()];
        for (int i = 0; i < answers.length; i++) {
            int seat = window.answerer(i);
            answers[i] = new Phase.Answer(seat, window.action(seat));
        }
        return new Phase.Claims(window.from(), window.tile(), window.on(), window.declaring(), afterKong, List.of(waiting),
                List.of(answers));
    }

    /** The variant's own phase while the phase is {@link #OWN} (a variant with phases of its own says which). */
    protected Phase.Own ownPhase() {
        throw new IllegalStateException(getClass().getSimpleName() + " has no phase of its own");
    }

    /** The kinds the turn may not discard (Riichi's 喰い替え after its call), a bit per kind; none after a draw. */
    public final long undiscardable() {
        return undiscardable;
    }

    /** The turn that follows this call may not discard {@code kinds} (a bit per kind; Riichi's 喰い替え). */
    protected final void forbidDiscards(long kinds) {
        undiscardable = kinds;
        moved();
    }

    /** The phase's number: {@link #TURN}, {@link #CLAIMS}, {@link #OVER} or {@link #OWN} (the value: {@link #phase()}). */
    protected final int phaseNumber() {
        return phase;
    }

    /** The phase becomes {@code number} ({@link #CLAIMS}, {@link #OVER} or {@link #OWN}; a turn begins by {@link #turn}). */
    protected final void phaseNumber(int number) {
        phase = number;
        moved();
    }

    public boolean isOver() {
        return phase == OVER;
    }

    /** Whether a claim window is open. */
    public boolean inClaims() {
        return phase == CLAIMS;
    }

    /** The seat whose turn it is (on a turn). */
    public int turnSeat() {
        return actor;
    }

    /** The tile the seat on turn drew (none after a call, none outside a turn). */
    public Optional<Tile> drawn() {
        return phase == TURN ? Optional.ofNullable(drawn) : Optional.empty();
    }

    /** The tile a claim window is open on. */
    public Optional<Tile> claimTile() {
        return phase == CLAIMS ? Optional.of(window.tile()) : Optional.empty();
    }

    /** The claim window's discarder or kong adder; its tile, whether it is robbing a kong, whether it follows a kong. */
    public int claimFrom() {
        return window.from();
    }

    public Tile claimedTile() {
        return window.tile();
    }

    public boolean robbing() {
        return window.robbing();
    }

    /** On a turn: the seat made a kong this turn; in a claim window: the discard follows the discarder's kong. */
    public boolean afterKong() {
        return afterKong;
    }

    /**
     * Where the open claim window's tile would be won from: a robbed kong (抢杠, chankan), a discard right after the
     * discarder's kong (热炮, 杠上炮), or a discard (a tile set aside, 北抜き, too). The flow's answer to a win and
     * {@link TableHooks#mayWinOn} read it.
     */
    public WinSource claimSource() {
        return window.robbing() ? WinSource.ROBBED_KONG : afterKong ? WinSource.DISCARD_AFTER_KONG : WinSource.DISCARD;
    }

    /**
     * Whether the seat is in its uninterrupted first go-around before its first discard: it has not discarded and
     * nobody has called or made a kong this hand. The first turn of 天和 and 地和 (a self-draw on it), 人和 (a win
     * on a discard before one's own first), 九種九牌 and 报听 on the first discard.
     */
    public boolean firstGoAround(int seat) {
        return !melded && !seats[seat].discarded();
    }

    /**
     * Whether the seat's one discard so far was made in an uninterrupted first go-around: it has discarded once and
     * nobody has called or made a kong this hand. ダブル立直 declared with it, 人和 won on the dealer's.
     */
    public boolean firstGoAroundDiscard(int seat) {
        return !melded && seats[seat].discards() == 1;
    }

    /**
     * A winner's concealed tiles with the winning tile, sorted by id: the hand as it is after a self-draw (the tile
     * drawn is in it), else the hand and the tile won on.
     */
    public List<Tile> winningHand(int seat, Tile tile, WinSource source) {
        List<Tile> hand = seats[seat].hand();
        if (source.isSelfDraw()) {
            return hand;
        }
        List<Tile> out = new ArrayList<>(hand.size() + 1);
        out.addAll(hand);
        out.add(tile);
        out.sort(null);
        return Collections.unmodifiableList(out);
    }

    /** On a turn: it follows a call (chi, pung), so the seat only discards. */
    public boolean afterCall() {
        return called;
    }

    /** On a turn: the drawn tile is a kong's replacement. */
    public boolean replacementDraw() {
        return replacement;
    }

    /** Every seat's melds (public). */
    public BySeat<List<M>> melds() {
        if (meldsView == null) {
            meldsView = bySeat(s -> seats[s].melds());
        }
        return meldsView;
    }

    /** Every seat's discards with their flags, taken ones included (public). */
    public BySeat<List<PondTile>> ponds() {
        return bySeat(s -> seats[s].pondTiles());
    }

    /** How many concealed tiles each seat holds (public). */
    public BySeat<Integer> handSizes() {
        return bySeat(s -> seats[s].handSize());
    }

    /** Which seats declared (public). */
    public BySeat<Boolean> declared() {
        return bySeat(s -> seats[s].declared());
    }

    /** A seat's concealed tiles when the viewer may see them: its own, or every seat's for the all-open view (viewer −1). */
    public BySeat<Optional<List<Tile>>> handsSeenBy(int viewer) {
        return bySeat(s -> viewer < 0 || viewer == s ? Optional.of(seats[s].hand()) : Optional.empty());
    }

    /** Forgets the views of the seats and melds (a new deal, a meld made). */
    protected final void changedMelds() {
        seatsView = null;
        meldsView = null;
    }

    /**
     * Whether the parts are equal, the claim window left out (a subclass compares its own parts, the
     * class, and the window as far as its phase shows it).
     */
    protected final boolean sameParts(TableParts<?> t) {
        return rules.equals(t.rules) && walls.equals(t.walls) && hand == t.hand && dealer == t.dealer && streak == t.streak
                && Arrays.equals(scores, t.scores) && pot == t.pot && Objects.equals(wall, t.wall) && head == t.head && tail == t.tail
                && melded == t.melded && Arrays.equals(seats, t.seats) && phase == t.phase && actor == t.actor
                && Objects.equals(drawn, t.drawn) && called == t.called && replacement == t.replacement
                && afterKong == t.afterKong && undiscardable == t.undiscardable;
    }

    /** A hash of the parts (the subclass adds its own). */
    protected final int partsHash() {
        return Objects.hash(hand, dealer, streak, Arrays.hashCode(scores), head, tail, phase, actor, Arrays.hashCode(seats));
    }
}
