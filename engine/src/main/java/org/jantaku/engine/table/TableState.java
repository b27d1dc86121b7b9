package org.jantaku.engine.table;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;

/**
 * The state of a game at a table, played in place by {@link TableFlow}: the rules and walls, the
 * hand's number, dealer, streak and scores, the wall with its two ends, the seats (four, or three), and the
 * phase (a seat's turn, a claim window, or the end). A variant extends it with what only it keeps,
 * and copies it with {@link #copy}. Only the flow changes it.
 *
 * @param <M> the variant's melds
 */
public abstract class TableState<M extends TableMeld> {
    static final int TURN = 0;
    static final int CLAIMS = 1;
    static final int OVER = 2;

    private final RuleSet rules;
    private final Walls walls;
    /** The table's settings under {@link #rules}, built once (asked on every turn and claim). */
    private final TableSettings settings;
    int hand;
    int dealer;
    int streak;
    final int[] scores;
    private BySeat<Integer> scoresView;
    Wall wall;
    int head;
    int tail;
    boolean melded;
    /** The seats: four, or three at a three-player table. */
    final Seat<M>[] seats;
    int phase;
    int actor;
    /** The turn's drawn tile (none after a call, none on a dealer's first turn when his 14th is dealt). */
    Tile drawn;
    /** The turn follows a call (a chi or pung): only discards. */
    boolean called;
    boolean replacement;
    boolean afterKong;
    /** The claim window (open in the phase {@link #CLAIMS}; the last one's tile and source kept after). */
    final ClaimWindow<TableAction> window = new ClaimWindow<>();
    private BySeat<Seat<M>> seatsView;
    private BySeat<List<M>> meldsView;

    protected TableState(RuleSet rules, Walls walls) {
        this(rules, walls, 0);
    }

    /** A state whose seats start the game with {@code points} each. */
    protected TableState(RuleSet rules, Walls walls, int points) {
        this(rules, walls, 4, points);
    }

    /** A state of {@code players} seats (four, or three) that start the game with {@code points} each. */
    protected TableState(RuleSet rules, Walls walls, int players, int points) {
        this(rules, walls, TableSettings.STANDARD, players, points);
    }

    /**
     * A state of {@code players} seats (four, or three) that start the game with {@code points} each,
     * at a table with these settings (the variant's, under {@code rules}: built once, with the state).
     */
    @SuppressWarnings("unchecked")
    protected TableState(RuleSet rules, Walls walls, TableSettings settings, int players, int points) {
        if (players != 3 && players != 4) {
            throw new IllegalArgumentException("a table seats three or four players, not " + players);
        }
        this.rules = rules;
        this.walls = walls;
        this.settings = Objects.requireNonNull(settings, "settings");
        this.scores = new int[players];
        Arrays.fill(scores, points);
        this.scoresView = BySeat.all(players, points);
        this.seats = new Seat[players];
        for (int s = 0; s < players; s++) {
            seats[s] = new Seat<>();
        }
    }

    /** A copy of {@code o}: nothing done to either changes the other. */
    @SuppressWarnings("unchecked")
    protected TableState(TableState<M> o) {
        rules = o.rules;
        walls = o.walls;
        settings = o.settings;
        hand = o.hand;
        dealer = o.dealer;
        streak = o.streak;
        scores = o.scores.clone();
        scoresView = o.scoresView;
        wall = o.wall;
        head = o.head;
        tail = o.tail;
        melded = o.melded;
        seats = new Seat[o.seats.length];
        for (int s = 0; s < seats.length; s++) {
            seats[s] = o.seats[s].copy();
        }
        phase = o.phase;
        actor = o.actor;
        drawn = o.drawn;
        called = o.called;
        replacement = o.replacement;
        afterKong = o.afterKong;
        window.copyFrom(o.window);
    }

    /** A seat's turn begins: after a draw ({@code drawn}, a kong's replacement or not), a call, or a deal. */
    void turn(int seat, Tile drawn, boolean called, boolean replacement) {
        phase = TURN;
        actor = seat;
        this.drawn = drawn;
        this.called = called;
        this.replacement = replacement;
        afterKong = replacement;
    }

    /** An independent copy (the variant's own type). */
    public abstract TableState<M> copy();

    public RuleSet rules() {
        return rules;
    }

    public Walls walls() {
        return walls;
    }

    /** The table's settings (how a hand is dealt, chi, the pass lock, the order of calls …). */
    public TableSettings settings() {
        return settings;
    }

    /** The hand's index in the game (0 = first). */
    public int hand() {
        return hand;
    }

    public int dealer() {
        return dealer;
    }

    /** The dealer's streak count (连庄数 L: 1 in a dealer's first hand). */
    public int streak() {
        return streak;
    }

    public BySeat<Integer> scores() {
        return scoresView;
    }

    /** Adds a hand's results to the scores. */
    void pay(BySeat<Integer> net) {
        for (int seat = 0; seat < scores.length; seat++) {
            scores[seat] += net.get(seat);
        }
        scoresView = bySeat(seat -> scores[seat]);
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
    private <T> BySeat<T> bySeat(java.util.function.IntFunction<T> f) {
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

    /** The index of the next kong replacement, drawn from the end. */
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

    public Seat<M> seat(int s) {
        return seats[s];
    }

    public BySeat<Seat<M>> seats() {
        if (seatsView == null) {
            seatsView = bySeat(s -> seats[s]);
        }
        return seatsView;
    }

    /** Every seat's melds (public). */
    public BySeat<List<M>> melds() {
        if (meldsView == null) {
            meldsView = bySeat(s -> seats[s].melds());
        }
        return meldsView;
    }

    /** Every seat's pond (public). */
    public BySeat<List<Tile>> ponds() {
        return bySeat(s -> seats[s].pond());
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
        return bySeat(s -> seen(s, viewer));
    }

    private Optional<List<Tile>> seen(int seat, int viewer) {
        return viewer < 0 || viewer == seat ? Optional.of(seats[seat].hand()) : Optional.empty();
    }

    /** Forgets the views of the seats and melds (a new deal, a meld made). */
    void changedMelds() {
        seatsView = null;
        meldsView = null;
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

    /** The tile the seat on turn drew (none after a pung, none outside a turn). */
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

    /** On a turn: it follows a call (chi, pung), so the seat only discards. */
    public boolean afterCall() {
        return called;
    }

    /** On a turn: the drawn tile is a kong's replacement. */
    public boolean replacementDraw() {
        return replacement;
    }

    /** The phase as a value. */
    public Phase phase() {
        return switch (phase) {
            case TURN -> new Phase.Turn(actor, Optional.ofNullable(drawn), replacement, afterKong);
            case CLAIMS -> new Phase.Claims(window.from(), window.tile(), window.robbing(), afterKong, SeatSet.of(window.pending()));
            default -> new Phase.Over();
        };
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TableState<?> t && getClass() == t.getClass() && rules.equals(t.rules) && walls.equals(t.walls)
                && hand == t.hand && dealer == t.dealer && streak == t.streak && Arrays.equals(scores, t.scores)
                && Objects.equals(wall, t.wall) && head == t.head && tail == t.tail && melded == t.melded
                && Arrays.equals(seats, t.seats) && phase == t.phase && actor == t.actor && Objects.equals(drawn, t.drawn) && called == t.called
                && replacement == t.replacement && afterKong == t.afterKong && window.equals(t.window);
    }

    @Override
    public int hashCode() {
        return Objects.hash(hand, dealer, streak, Arrays.hashCode(scores), head, tail, phase, actor, Arrays.hashCode(seats));
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[hand=" + hand + ", dealer=" + dealer + ", scores=" + Arrays.toString(scores)
                + ", phase=" + phase() + ", seats=" + List.of(seats) + "]";
    }
}
