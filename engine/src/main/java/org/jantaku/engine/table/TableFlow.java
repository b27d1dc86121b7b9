package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Wall;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.InPlaceVariant;
import org.jantaku.engine.contract.Result;

/**
 * The play at a table, written once for every variant and played in place: deal (by fours or by
 * hands, tiles set aside at the wall's end), draw, discard (of a tile or of a kind), the claim window
 * with its priority (win, kong and pung, chi by the next seat; several wins or the nearest only),
 * kongs and their replacement draws, robbing a kong, the pass lock, the wall's end, the hand's end
 * with its settlement, and the next hand or the game's end. A variant
 * extends it with hooks: its actions and events, which wins its shapes and restrictions allow, what
 * a declaration freezes, its settlement and how many hands make a game; it overrides only what
 * differs (a frozen hand, a forced win, the priority of claims, what a discard or a draw changes
 * beside the tiles).
 *
 * <p>How a hand ends is the variant's ({@link #handWon}, {@link #wallEnded}): {@link SettlingFlow} settles it
 * in the flow's shape for every variant (a {@link HandResult} paid, then the next hand).
 * A variant may have phases of its own ({@link TableParts#OWN}: Riichi's tenpai declarations, its dealer's
 * choice), whose seats, actions and steps are its hooks ({@link #ownToAct}, {@link #ownActions}, {@link #own}).
 *
 * <p>This class holds the hooks and the contract; a turn's list is {@link TurnList}'s, a claim window's answers
 * {@link CallOptions}', and the steps {@link TableSteps}'.
 *
 * <p>Every check comes before the first change, so an illegal action leaves the state unchanged.
 * Legal actions are listed only when asked; {@link #play} tells a discard's legality without listing.
 *
 * @param <S> the variant's state
 * @param <M> its melds
 * @param <A> its actions
 * @param <E> its events
 * @param <O> its observation
 */
public abstract class TableFlow<S extends TableParts<M>, M extends TableMeld, A extends TableAction, E extends Event, O>
        implements InPlaceVariant<S, A, E, O> {
    private final TableActions<A> actions;
    /** The {@link #priority} hook as the claim window reads it. */
    final ClaimPriority ranking = this::priority;
    private final CallOptions<S, M, A> calls;
    private final TurnList<S, M, A> turns;
    private final TableSteps<S, M, A, E> steps = new TableSteps<>(this);

    /** A flow offering the variant's actions, made once. */
    protected TableFlow(TableActions<A> actions) {
        this.actions = actions;
        this.calls = new CallOptions<>(this, actions);
        this.turns = new TurnList<>(this, actions);
    }

    // ---- the variant's hooks ----

    /** The events of a hand's start (the deal done, before the dealer's first draw): dice, the dealt hands … */
    protected abstract void dealt(S s, List<E> events);

    /** The wall hand {@code hand} is dealt from, the dealer's streak {@code streak}: default the walls' hand with streak 0. */
    protected Wall handWall(S s, int hand, int streak) {
        return s.walls().forHand(hand, 0);
    }

    protected abstract E drew(S s, int seat, Tile tile, boolean replacement);

    protected abstract E discarded(S s, int seat, Tile tile, A action);

    protected abstract E called(S s, int seat, M meld);

    /** A seat adds a tile to its pung and a window opens for robbing it: the variant's events of it, if any. */
    protected abstract void kongAdding(S s, int seat, Tile tile, List<E> events);

    /** A meld made now, in the variant's type; {@code tiles}: the seat's own first, a called or added tile last. */
    protected abstract M meld(S s, int seat, MeldShape shape, TileKind kind, int from, List<Tile> tiles);

    /** The kinds (a bit per kind index) that complete a seat's hand by the variant's shapes, of its concealed counts. */
    protected abstract long completingKinds(S s, int seat, int[] concealed);

    /** Whether the seat on turn may win on its drawn tile. */
    protected abstract boolean canSelfDraw(S s, int seat);

    /** Whether a seat may win on the open claim window's tile. */
    protected abstract boolean canWin(S s, int seat);

    /**
     * A hand won: the winners (from the discarder's next seat on), the tile and where it came from
     * (the tile still in the discarder's pond or the robbed hand). The variant ends the hand: its
     * events, its settlement, then the next hand or the game's end.
     */
    protected abstract void handWon(S s, int[] winners, int from, Tile tile, WinSource source, List<E> events);

    /** The wall ran out with nobody winning: the variant ends the hand. */
    protected abstract void wallEnded(S s, List<E> events);

    /** Whether a seat's hand is frozen: it only discards its draw and calls nothing (a declaration freezes it). */
    protected boolean frozen(S s, int seat) {
        return s.tableSeat(seat).declared();
    }

    /** Whether a seat that may win on the open window's tile must (必胡): its only action is then the win. */
    protected boolean mustWin(S s, int seat) {
        return false;
    }

    /**
     * Actions offered on a turn between the kongs and the discards (declarations: 报听, riichi), given the turn's
     * discards; never asked of a frozen hand.
     */
    protected List<A> declarations(S s, int seat, List<A> discards) {
        return List.of();
    }

    /** Actions of the variant's own a turn offers after a self-draw, before the kongs (Riichi's 九種九牌); default none. */
    protected List<A> beforeKongs(S s, int seat) {
        return List.of();
    }

    /** Actions of the variant's own a turn offers after the kongs, a frozen hand's too (Riichi's 北抜き); default none. */
    protected List<A> afterKongs(S s, int seat) {
        return List.of();
    }

    /**
     * Of the kinds the seat on turn holds a kong of ({@code kinds}: four concealed, or a pung and the fourth, with a
     * draw and a tile left), those it may kong now: default none for a frozen hand, else all (Riichi: its kan limit,
     * and in riichi a concealed kan that keeps the waits).
     */
    protected long kongsAllowed(S s, int seat, long kinds) {
        return frozen(s, seat) ? 0 : kinds;
    }

    /** Kinds (a bit per kind index) the seat on turn may not discard now (Riichi's 喰い替え after a call); default none. */
    protected long undiscardable(S s, int seat) {
        return 0;
    }

    /** What a discard changes beside the tiles, before they move (a variant's own bookkeeping). */
    protected void discarding(S s, int seat, Tile tile) {
    }

    /** What claiming the open window's tile changes beside the tiles, before they move. */
    protected void claiming(S s, int seat) {
    }

    /**
     * The priority of a call answered in a claim window ({@link ClaimPriority#STANDARD} unless
     * overridden): the highest takes the tile; a win comes first, and several wins all win (see
     * {@link #winLimit}).
     */
    protected int priority(Move answer) {
        return ClaimPriority.STANDARD.rank(answer);
    }

    /** Tiles set aside at the wall's end when a hand is dealt, out of play (推倒胡's horses, a dead wall); default none. */
    protected int setAside(S s) {
        return 0;
    }

    /** The tiles {@link #setAside} sets aside this hand, from the wall's last tile on. */
    protected final List<Tile> setAsideTiles(S s) {
        List<Tile> out = new ArrayList<>();
        for (int i = 0; i < setAside(s); i++) {
            out.add(s.wall.at(s.wall.size() - 1 - i));
        }
        return List.copyOf(out);
    }

    /**
     * An action beside the play ({@link Move#ASIDE}) from a seat the game waits for: the variant's
     * change and events, or why it is refused; default refused.
     */
    protected Result<List<E>> aside(S s, int seat, A action) {
        return Result.illegal(action + " is no action of " + name());
    }

    /** The seats to act in a phase of the variant's own ({@link TableParts#OWN}); default none. */
    protected Set<Integer> ownToAct(S s) {
        return SeatSet.of(0);
    }

    /** A seat's legal actions in a phase of the variant's own; default none. */
    protected List<A> ownActions(S s, int seat) {
        return List.of();
    }

    /** A legal action of {@link Move#OWN} on a turn, or any legal action in a phase of the variant's own: its step. */
    protected void own(S s, int seat, A action, List<E> events) {
        throw new IllegalStateException(action + " is no action the flow plays");
    }

    /**
     * Whether {@code seat} may play {@code action} now (the game not over): by default a seat to act
     * whose legal list holds it, a discard checked without listing (the tile its kind is discarded by).
     */
    protected boolean legal(S s, int seat, A action) {
        if (!toAct(s).contains(seat)) {
            return false;
        }
        return s.phase == TableParts.TURN && action.move() == Move.DISCARD ? turns.legalDiscard(s, seat, action)
                : legalActions(s, seat).contains(action);
    }

    /** Why {@code action}, not {@link #legal}, is refused (the game not over). */
    protected String refusal(S s, int seat, A action) {
        return !toAct(s).contains(seat) ? "seat " + seat + " is not to act (waiting for " + toAct(s) + ")"
                : "seat " + seat + " cannot play " + action + " now (see its legal actions)";
    }

    /** The list a step adds its events to; default a new one. */
    protected List<E> stepEvents(S s) {
        return new ArrayList<>(4);
    }

    /** The answer of a step played: default its events. */
    protected Result<List<E>> stepped(S s, List<E> events) {
        return Result.ok(events);
    }

    /** A seat's answers in the open claim window (the flow's: {@link CallOptions}, a pass last). */
    protected List<A> answers(S s, int seat) {
        return calls.of(s, seat);
    }

    /** Whether a seat is asked in a claim window just opened (default: it has some claim by {@link CallOptions}). */
    protected boolean mayClaim(S s, int seat) {
        return calls.any(s, seat);
    }

    /**
     * Whether a seat might call the open window's tile (a chi, a pung or a kong), asked on every discard before the
     * flow's own checks and its counts of the seat's tiles, so a cheap test (default yes; Riichi: the calls the seat
     * declined, then its kind masks).
     */
    protected boolean mightCall(S s, int seat) {
        return true;
    }

    /**
     * Whether a seat holding the tiles of a call of the open window's tile may make it ({@code kind}: a chi's run by
     * its lowest kind index, else the tile's kind index): default yes; Riichi: its kan limit, and a pon or chi only
     * when it leaves a tile the seat may discard (喰い替え).
     */
    protected boolean callAllowed(S s, int seat, Move call, int kind) {
        return true;
    }

    /**
     * A seat's pungs of the open window's tile (two of its kind held, the pung allowed), at least one, added to
     * {@code out}: default the one pung; Riichi's name their two tiles, one pon per pair of faces (a red five or not).
     */
    protected void pungs(S s, int seat, List<A> out) {
        out.add(actions.pung());
    }

    /**
     * A seat's chis of the open window's tile into the run from kind index {@code low} (its tiles held, the chi
     * allowed), at least one, added to {@code out}: default the run's chi; Riichi's name their two tiles, one chi per
     * pair of faces.
     */
    protected void chis(S s, int seat, int low, List<A> out) {
        out.add(actions.chi(low));
    }

    /**
     * Whether a discard of {@code tile} after drawing {@code drawn} is a tsumogiri (the pond's flag):
     * default any tile of the drawn kind (the tiles of a kind are alike).
     */
    protected boolean tsumogiri(Tile drawn, Tile tile) {
        return drawn.kind() == tile.kind();
    }

    /** Whether a declaring discard declares at once (default; Riichi's stands only when the discard goes by). */
    protected boolean declaresAtOnce() {
        return true;
    }

    /** The kinds the seat on turn lets pass as kongs when it discards (Guizhou's late kongs read them); default the kong kinds. */
    protected long kongsLetPass(S s) {
        return kongKinds(s);
    }

    /**
     * The seat's own tiles a call of the window's {@code tile} takes (its action names them, or the flow picks
     * them: a chi's lowest copies of the run's other kinds, a pung's or a kong's lowest of the kind). Riichi's
     * pon and chi name their two tiles (a red five or not).
     */
    protected List<Tile> callTiles(S s, int seat, A action, Tile tile) {
        Seat<M> me = s.tableSeat(seat);
        return switch (action.move()) {
            case CHI -> {
                int low = ((TableAction.OfKind) action).kind().index();
                List<Tile> out = new ArrayList<>(2);
                for (int i = low; i < low + 3; i++) {
                    if (i != tile.kind().index()) {
                        out.add(me.lowest(i));
                    }
                }
                yield out;
            }
            case KONG -> me.ofKind(tile.kind()).subList(0, 3);
            default -> me.ofKind(tile.kind()).subList(0, 2);
        };
    }

    /**
     * After a meld (a call or a kong) and its event, before the turn or the kong's replacement draw: what else it
     * changes (Riichi: ippatsu, kuikae, a kan counted and its dora turned per the rules).
     */
    protected void afterCall(S s, int seat, M meld, List<E> events) {
    }

    /** The tile a replacement draw takes: default the wall's last live tile ({@code tail}); Riichi's dead wall. */
    protected Tile replacementTile(S s) {
        return s.wall.at(s.tail--);
    }

    /** Whether a concealed kong is shown for robbing before it is made (Riichi's 国士の暗槓搶槓); default no. */
    protected boolean concealedKongRobbable(S s) {
        return false;
    }

    /** What a draw changes beside the tiles, before the tile comes in (a variant's own bookkeeping). */
    protected void drawing(S s, int seat, Tile tile) {
    }

    /** After a draw from the front, the turn begun: a check that may end the hand (Riichi's forced nine terminals). */
    protected void afterDraw(S s, int seat, List<E> events) {
    }

    /** After a discard's tiles moved and its event: what it changes and reveals (Riichi: ippatsu ends, a kan dora turned). */
    protected void afterDiscard(S s, int seat, Tile tile, List<E> events) {
    }

    /**
     * A window's tile that nobody wins (it goes by, or is called): the variant's bookkeeping (Riichi: furiten on
     * every seat it completes, a riichi standing); false when that ended the hand.
     */
    protected boolean notWon(S s, List<E> events) {
        return true;
    }

    /** After a discard nobody took, before the next draw: true when the variant ends the hand (四風連打, 四開槓). */
    protected boolean passEnds(S s, int discarder, List<E> events) {
        return false;
    }

    /**
     * How many seats win on one tile, nearest the discarder first, and whether too many end the hand drawn:
     * default all win (Guangdong: only the nearest robber, 截胡; Riichi: 頭ハネ, double ron, 三家和); asked only when
     * someone wins.
     */
    protected WinLimit winLimit(S s) {
        return WinLimit.ALL;
    }

    /** More seats won than {@link #winLimit} lets win and that ends the hand drawn (三家和): the variant ends it. */
    protected void tooManyWins(S s, List<E> events) {
        throw new IllegalStateException("no win limit of the flow ends a hand drawn");
    }

    // ---- the contract ----

    @Override
    public final Set<Integer> toAct(S s) {
        return switch (s.phase) {
            case TableParts.TURN -> SeatSet.of(1 << s.actor);
            case TableParts.CLAIMS -> SeatSet.of(s.window.pending());
            case TableParts.OWN -> ownToAct(s);
            default -> SeatSet.of(0);
        };
    }

    @Override
    public final boolean isOver(S s) {
        return s.isOver();
    }

    @Override
    @SuppressWarnings("unchecked")
    public final S copy(S s) {
        return (S) s.copy();
    }

    @Override
    public final List<A> legalActions(S s, int seat) {
        return switch (s.phase) {
            case TableParts.TURN -> seat == s.actor ? turns.turn(s, seat) : List.of();
            case TableParts.CLAIMS -> s.window.waitsFor(seat) ? answers(s, seat) : List.of();
            case TableParts.OWN -> ownActions(s, seat);
            default -> List.of();
        };
    }

    /**
     * Whether {@code seat} may play {@code action} now: exactly {@code legalActions(s, seat).contains(action)} for the
     * listed moves, told without listing when it can ({@link #legal}).
     */
    public final boolean isLegal(S s, int seat, A action) {
        return !s.isOver() && legal(s, seat, action);
    }

    @Override
    public final Result<List<E>> play(S s, int seat, A action) {
        if (s.isOver()) {
            return Result.illegal("the game is over");
        }
        if (action.move() == Move.ASIDE && toAct(s).contains(seat)) {
            return aside(s, seat, action);
        }
        if (!legal(s, seat, action)) {
            return Result.illegal(refusal(s, seat, action));
        }
        List<E> events = stepEvents(s);
        switch (s.phase) {
            case TableParts.TURN -> steps.turnStep(s, seat, action, events);
            case TableParts.CLAIMS -> steps.answer(s, seat, action, events);
            default -> own(s, seat, action, events);
        }
        return stepped(s, events);
    }

    // ---- what the variant reads of the flow ----

    /**
     * Kinds (a bit per kind index) the seat on turn may kong from its hand now: four concealed, or a
     * pung and the fourth; only after a draw, with a tile left, as the variant allows ({@link #kongsAllowed}).
     */
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

    // ---- the steps a variant starts: a hand's deal, a draw, a tile set aside ----

    /**
     * Deals hand {@code hand} from its wall ({@link #handWall}) to the seats, reset in place, as the settings' {@link Deal}
     * says: the state's own parts of a hand ({@link TableParts#handDealt}), the events ({@link #dealt}), then the
     * dealer's first draw (none when his 14th is dealt).
     */
    protected final void deal(S s, int hand, int dealer, int streak, List<E> events) {
        steps.deal(s, hand, dealer, streak, events);
    }

    /** A draw from the front, or a kong's replacement ({@link #replacementTile}); the seat's pass lock ends. */
    protected final void draw(S s, int seat, boolean replacement, List<E> events) {
        steps.draw(s, seat, replacement, events);
    }

    /**
     * A tile set aside from the hand on the seat's turn (Riichi's 北抜き, an action of its own): a window for a win on
     * it ({@link ClaimWindow.On#ASIDE}, the seats {@link #mayClaim} asks), then {@link #asideStands}.
     */
    protected final void asideWindow(S s, int seat, Tile tile, List<E> events) {
        steps.asideWindow(s, seat, tile, events);
    }

    /** Nobody took the tile set aside ({@link ClaimWindow.On#ASIDE}): its replacement draw. */
    protected void asideStands(S s, int seat, Tile tile, List<E> events) {
        draw(s, seat, true, events);
    }
}
