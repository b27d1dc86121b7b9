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
    private final ClaimPriority ranking = this::priority;
    private final CallOptions<S, M, A> calls;

    /** A flow offering the variant's actions, made once. */
    protected TableFlow(TableActions<A> actions) {
        this.actions = actions;
        this.calls = new CallOptions<>(this, actions);
    }

    // ---- the variant's hooks ----

    /** The events of a hand's start (the deal done, before the dealer's first draw): dice, the dealt hands … */
    protected abstract void dealt(S s, List<E> events);

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

    /** Actions offered on a turn between the kongs and the discards (declarations), given the turn's discards. */
    protected List<A> declarations(S s, int seat, List<A> discards) {
        return List.of();
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
        return s.phase == TableParts.TURN && action.move() == Move.DISCARD ? legalDiscard(s, seat, action)
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

    /** A turn's legal actions (the flow's list: a self-draw, the kongs, declarations, the discards). */
    protected List<A> turnActions(S s, int seat) {
        return turn(s, seat);
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
            case TableParts.TURN -> seat == s.actor ? turnActions(s, seat) : List.of();
            case TableParts.CLAIMS -> s.window.waitsFor(seat) ? answers(s, seat) : List.of();
            case TableParts.OWN -> ownActions(s, seat);
            default -> List.of();
        };
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
            case TableParts.TURN -> turnStep(s, seat, action, events);
            case TableParts.CLAIMS -> answer(s, seat, action, events);
            default -> own(s, seat, action, events);
        }
        return stepped(s, events);
    }

    // ---- legal actions ----

    private List<A> turn(S s, int seat) {
        Seat<M> me = s.tableSeat(seat);
        List<A> out = new ArrayList<>(16);
        if (!s.called && canSelfDraw(s, seat)) {
            out.add(actions.selfDraw);
        }
        if (frozen(s, seat)) {
            out.add(actions.discard(s.drawn));
            return out;
        }
        long kongs = kongKinds(s);
        if (s.settings().concealedKongsFirst()) {
            for (long b = kongs; b != 0; b &= b - 1) {
                int k = Long.numberOfTrailingZeros(b);
                if (me.count(k) == 4) {
                    out.add(actions.concealedKong(k));
                }
            }
            for (M m : me.melds()) {
                if ((kongs & 1L << m.kind().index()) != 0 && m.shape() == MeldShape.PUNG) {
                    out.add(actions.addedKong(m.kind().index()));
                }
            }
            kongs = 0;
        }
        while (kongs != 0) {
            int k = Long.numberOfTrailingZeros(kongs);
            kongs &= kongs - 1;
            out.add(me.count(k) == 4 ? actions.concealedKong(k) : actions.addedKong(k));
        }
        int before = out.size();
        int last = -1;
        for (int i = 0, n = me.handSize(); i < n; i++) {
            int k = me.kindAt(i);
            if (k != last) {
                last = k;
                out.add(actions.discard(s.drawn != null && s.drawn.kind().index() == k ? s.drawn : me.at(i)));
            }
        }
        List<A> extras = declarations(s, seat, out.subList(before, out.size()));
        if (!extras.isEmpty()) {
            out.addAll(before, extras);
        }
        return out;
    }

    /**
     * A discard is legal when it is the tile its kind is discarded by: the drawn tile, else the lowest
     * (a discard naming a kind: a kind held); a frozen hand discards only its draw.
     */
    private boolean legalDiscard(S s, int seat, A action) {
        Seat<M> me = s.tableSeat(seat);
        if (action instanceof TableAction.OfKind k) {
            return frozen(s, seat) ? s.drawn != null && s.drawn.kind() == k.kind() : me.count(k.kind().index()) > 0;
        }
        Tile tile = ((TableAction.OfTile) action).tile();
        if (frozen(s, seat)) {
            return tile.equals(s.drawn);
        }
        int k = tile.kind().index();
        if (me.count(k) == 0) {
            return false;
        }
        return s.drawn != null && s.drawn.kind().index() == k ? tile.equals(s.drawn) : tile.equals(me.lowest(k));
    }

    /** The tile a discard moves: the one it names, or the lowest copy of the kind it names. */
    private Tile discardTile(S s, int seat, A action) {
        return action instanceof TableAction.OfKind k ? s.tableSeat(seat).lowest(k.kind().index()) : ((TableAction.OfTile) action).tile();
    }

    /**
     * Kinds (a bit per kind index) the seat on turn may kong from its hand now: four concealed, or a
     * pung and the fourth; only after a draw, with a replacement left, when the hand is not frozen.
     */
    public final long kongKinds(S s) {
        int seat = s.actor;
        if (s.phase != TableParts.TURN || s.called || frozen(s, seat) || s.tilesLeft() == 0) {
            return 0;
        }
        Seat<M> me = s.tableSeat(seat);
        long bits = 0;
        for (int i = 0, n = me.handSize(); i < n; i++) {
            int k = me.kindAt(i);
            if (me.count(k) == 4) {
                bits |= 1L << k;
            }
        }
        for (M m : me.melds()) {
            if (m.shape() == MeldShape.PUNG && me.count(m.kind().index()) == 1) {
                bits |= 1L << m.kind().index();
            }
        }
        return bits;
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

    // ---- the steps ----

    /** Deals a hand: four, four, four and one tile to each seat from the dealer on, then the dealer draws. */
    protected final void deal(S s, int hand, int dealer, int streak, List<E> events) {
        Wall wall = s.walls().forHand(hand, 0);
        int size = tileSet(s.rules()).size();
        if (wall.size() != size) {
            throw new IllegalStateException("a " + name() + " wall holds " + size + " tiles, not " + wall.size());
        }
        s.hand = hand;
        s.dealer = dealer;
        s.streak = streak;
        s.wall = wall;
        s.melded = false;
        int n = s.players();
        for (int i = 0; i < n; i++) {
            s.seats[i] = new Seat<>();
        }
        s.changedMelds();
        s.tail = wall.size() - 1 - setAside(s);
        if (s.settings().deal() == Deal.BY_HANDS) {
            dealByHands(s, wall, dealer, events);
            return;
        }
        int next = 0;
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < n; i++) {
                for (int k = 0; k < 4; k++) {
                    s.seats[s.after(dealer, i)].add(wall.at(next++));
                }
            }
        }
        for (int i = 0; i < n; i++) {
            s.seats[s.after(dealer, i)].add(wall.at(next++));
        }
        s.head = next;
        dealt(s, events);
        draw(s, dealer, false, events);
    }

    /** Thirteen tiles to each seat in one block from the dealer on, then the dealer's 14th; his first turn has no draw. */
    private void dealByHands(S s, Wall wall, int dealer, List<E> events) {
        int n = s.players();
        for (int i = 0; i < n; i++) {
            for (int t = 0; t < 13; t++) {
                s.seats[s.after(dealer, i)].add(wall.at(13 * i + t));
            }
        }
        s.seats[dealer].add(wall.at(13 * n));
        s.head = 13 * n + 1;
        dealt(s, events);
        s.turn(dealer, null, false, false);
    }

    private void turnStep(S s, int seat, A action, List<E> events) {
        switch (action.move()) {
            case DISCARD, DECLARE -> discard(s, seat, discardTile(s, seat, action), action, events);
            case SELF_DRAW -> handWon(s, new int[] {seat}, seat, s.drawn,
                    s.replacement ? WinSource.REPLACEMENT_DRAW : WinSource.SELF_DRAW, events);
            case CONCEALED_KONG -> concealedKong(s, seat, action, events);
            case ADDED_KONG -> addedKong(s, seat, action, events);
            case OWN -> own(s, seat, action, events);
            default -> throw new IllegalStateException("no " + action.move() + " on a turn");
        }
    }

    private void discard(S s, int seat, Tile tile, A action, List<E> events) {
        long passed = kongsLetPass(s);
        discarding(s, seat, tile);
        Seat<M> me = s.tableSeat(seat);
        boolean declaring = action.move() == Move.DECLARE;
        if (declaring && declaresAtOnce()) {
            me.declare();
        }
        me.discarded(passed);
        if (s.drawn != null && tile.kind() == s.drawn.kind()) {
            me.removeDrawn(tile);
        } else {
            me.remove(tile);
        }
        me.toPond(tile, s.drawn != null && tsumogiri(s.drawn, tile), declaring);
        events.add(discarded(s, seat, tile, action));
        afterDiscard(s, seat, tile, events);
        openWindow(s, seat, tile, ClaimWindow.On.DISCARD, declaring, s.afterKong, events);
    }

    /** Opens a claim window on the seats that may claim, or goes on when none may. */
    private void openWindow(S s, int from, Tile tile, ClaimWindow.On on, boolean declaring, boolean afterKong, List<E> events) {
        s.afterKong = afterKong;
        s.window.open(from, tile, on, declaring, 0);
        s.phaseNumber(TableParts.CLAIMS);
        for (int other = 0; other < s.players(); other++) {
            if (other != from && mayClaim(s, other)) {
                s.window.ask(other);
            }
        }
        s.moved();
        if (s.window.pending() == 0 && notWon(s, events)) {
            wentBy(s, events);
        }
    }

    /** The window's tile went by, taken by nobody: the kong it was added to stands, a tile set aside stands, or play goes on. */
    private void wentBy(S s, List<E> events) {
        ClaimWindow<TableAction> w = s.window;
        switch (w.on()) {
            case KONG -> kongStands(s, w.from(), w.tile(), events);
            case ASIDE -> asideStands(s, w.from(), w.tile(), events);
            case DISCARD -> {
                if (!passEnds(s, w.from(), events)) {
                    nextDraw(s, w.from(), events);
                }
            }
        }
    }

    private void answer(S s, int seat, A action, List<E> events) {
        ClaimWindow<TableAction> w = s.window;
        Move move = action.move();
        if (move != Move.WIN && s.settings().passLocks() && canWin(s, seat)) {
            s.tableSeat(seat).lock(1L << w.tile().kind().index());
        }
        if (!w.answer(seat, move, action)) {
            s.moved();
            return;
        }
        WinLimit limit = w.wins() > 0 ? winLimit(s) : WinLimit.ALL;
        int n = s.players();
        switch (w.settle(n, ranking, limit)) {
            case WIN -> handWon(s, w.winners(n, limit), w.from(), w.tile(),
                    w.robbing() ? WinSource.ROBBED_KONG : s.afterKong ? WinSource.DISCARD_AFTER_KONG : WinSource.DISCARD, events);
            case ABORT -> tooManyWins(s, events);
            case CALL -> {
                if (notWon(s, events)) {
                    int caller = w.caller(n, ranking);
                    @SuppressWarnings("unchecked")
                    A call = (A) w.action(caller);
                    call(s, caller, call, events);
                }
            }
            case NONE -> {
                if (notWon(s, events)) {
                    wentBy(s, events);
                }
            }
        }
    }

    /** The next seat draws, or the hand ends when the wall is empty. */
    private void nextDraw(S s, int discarder, List<E> events) {
        if (s.tilesLeft() <= 0) {
            wallEnded(s, events);
        } else {
            draw(s, s.after(discarder, 1), false, events);
        }
    }

    /** A draw from the front, or a kong's replacement ({@link #replacementTile}); the seat's pass lock ends. */
    protected final void draw(S s, int seat, boolean replacement, List<E> events) {
        Tile tile = replacement ? replacementTile(s) : s.wall.at(s.head++);
        drawing(s, seat, tile);
        Seat<M> me = s.tableSeat(seat);
        me.add(tile);
        me.unlock();
        events.add(drew(s, seat, tile, replacement));
        s.turn(seat, tile, false, replacement);
        if (!replacement) {
            afterDraw(s, seat, events);
        }
    }

    /** A chi, a pung or an exposed kong of the window's tile, with the seat's tiles the action takes ({@link #callTiles}). */
    private void call(S s, int seat, A action, List<E> events) {
        Tile tile = s.window.tile();
        Move move = action.move();
        boolean kong = move == Move.KONG;
        claiming(s, seat);
        s.tableSeat(s.window.from()).pondTaken();
        s.melded = true;
        Seat<M> me = s.tableSeat(seat);
        if (s.settings().callEndsLock()) {
            me.unlock();
        }
        List<Tile> tiles = new ArrayList<>(4);
        tiles.addAll(callTiles(s, seat, action, tile));
        TileKind kind = tile.kind();
        for (Tile t : tiles) {
            me.remove(t);
            if (move == Move.CHI && t.kind().index() < kind.index()) {
                kind = t.kind(); // a run is named by its lowest kind
            }
        }
        tiles.add(tile);
        MeldShape shape = switch (move) {
            case CHI -> MeldShape.CHI;
            case KONG -> MeldShape.EXPOSED_KONG;
            default -> MeldShape.PUNG;
        };
        M meld = meld(s, seat, shape, kind, s.window.from(), tiles);
        me.addMeld(meld);
        s.changedMelds();
        events.add(called(s, seat, meld));
        afterCall(s, seat, meld, events);
        if (kong) {
            draw(s, seat, true, events);
        } else {
            s.turn(seat, null, true, false);
        }
    }

    /**
     * A concealed kong: shown first for robbing when {@link #concealedKongRobbable} (the drawn tile when of its
     * kind), else made at once.
     */
    private void concealedKong(S s, int seat, A action, List<E> events) {
        TileKind kind = ((TableAction.OfKind) action).kind();
        if (concealedKongRobbable(s)) {
            Tile shown = s.drawn != null && s.drawn.kind() == kind ? s.drawn : s.tableSeat(seat).lowest(kind.index());
            openWindow(s, seat, shown, ClaimWindow.On.KONG, false, false, events);
            return;
        }
        completeConcealedKong(s, seat, kind, events);
    }

    private void completeConcealedKong(S s, int seat, TileKind kind, List<E> events) {
        Seat<M> me = s.tableSeat(seat);
        List<Tile> tiles = me.ofKind(kind);
        M meld = meld(s, seat, MeldShape.CONCEALED_KONG, kind, seat, tiles);
        tiles.forEach(me::remove);
        me.addMeld(meld);
        s.changedMelds();
        s.melded = true;
        events.add(called(s, seat, meld));
        afterCall(s, seat, meld, events);
        draw(s, seat, true, events);
    }

    /** Adding a tile to a pung: first the window for robbing it, then the kong. */
    private void addedKong(S s, int seat, A action, List<E> events) {
        TileKind kind = ((TableAction.OfKind) action).kind();
        Tile tile = s.tableSeat(seat).ofKind(kind).get(0);
        openWindow(s, seat, tile, ClaimWindow.On.KONG, false, false, events);
        if (s.phase == TableParts.CLAIMS) {
            kongAdding(s, seat, tile, events);
        }
    }

    /**
     * Nobody robbed a kong's tile ({@link ClaimWindow.On#KONG}): the tile added to a pung makes it a kong, or the
     * concealed kong shown is made; then its replacement draw.
     */
    private void kongStands(S s, int seat, Tile tile, List<E> events) {
        Seat<M> me = s.tableSeat(seat);
        M pung = null;
        for (M m : me.melds()) {
            if (m.shape() == MeldShape.PUNG && m.kind() == tile.kind()) {
                pung = m;
                break;
            }
        }
        if (pung == null) {
            completeConcealedKong(s, seat, tile.kind(), events);
            return;
        }
        List<Tile> tiles = new ArrayList<>(pung.tiles());
        tiles.add(tile);
        M meld = meld(s, seat, MeldShape.ADDED_KONG, tile.kind(), pung.from(), tiles);
        me.remove(tile);
        me.replaceMeld(pung, meld);
        s.changedMelds();
        s.melded = true;
        events.add(called(s, seat, meld));
        afterCall(s, seat, meld, events);
        draw(s, seat, true, events);
    }

    /**
     * A tile set aside from the hand on the seat's turn (Riichi's 北抜き, an action of its own): a window for a win on
     * it ({@link ClaimWindow.On#ASIDE}, the seats {@link #mayClaim} asks), then {@link #asideStands}.
     */
    protected final void asideWindow(S s, int seat, Tile tile, List<E> events) {
        openWindow(s, seat, tile, ClaimWindow.On.ASIDE, false, s.afterKong, events);
    }

    /** Nobody took the tile set aside ({@link ClaimWindow.On#ASIDE}): its replacement draw. */
    protected void asideStands(S s, int seat, Tile tile, List<E> events) {
        draw(s, seat, true, events);
    }
}
