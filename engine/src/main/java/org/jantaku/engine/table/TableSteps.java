package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Wall;
import org.jantaku.engine.contract.Event;

/**
 * The table flow's steps on its hooks, played in place: the deal, a draw, a discard and the claim window it opens,
 * the answers and how the window settles (a win, a call, the tile going by), calls and kongs with their
 * replacement draws, robbing a kong, and a tile set aside. Every step comes after the flow's checks.
 *
 * @param <S> the variant's state
 * @param <M> its melds
 * @param <A> its actions
 * @param <E> its events
 * @param <O> its observation
 */
public abstract class TableSteps<S extends TableParts<M>, M extends TableMeld, A extends TableAction, E extends Event, O>
        extends TurnList<S, M, A, E, O> {
    /** The {@link #priority} hook as the claim window reads it. */
    final ClaimPriority ranking = this::priority;

    TableSteps(TableActions<A> actions, Function<TableEvent, E> table) {
        super(actions, table);
    }

    /** The tile a discard moves: the one it names, or the lowest copy of the kind it names. */
    private Tile discardTile(S s, int seat, A action) {
        return action instanceof TableAction.OfKind k ? s.tableSeat(seat).lowest(k.kind().index()) : ((TableAction.OfTile) action).tile();
    }

    /**
     * Deals a hand from the wall {@link #handWall} gives, the seats reset in place: by fours (then the dealer
     * draws), or thirteen each in one block from the dealer on with the dealer's 14th dealt or drawn ({@link Deal});
     * the state's own parts of a hand ({@link TableParts#handDealt}), then the variant's events ({@link #dealt}).
     */
    protected final void deal(S s, int hand, int dealer, int streak, List<E> events) {
        Wall wall = handWall(s, hand, streak);
        int size = tileSet(s.rules()).size();
        if (wall.size() != size) {
            throw new IllegalStateException("a " + name() + " wall holds " + size + " tiles, not " + wall.size());
        }
        s.hand = hand;
        s.dealer = dealer;
        s.streak = streak;
        s.wall = wall;
        s.melded = false;
        s.tail = wall.size() - 1 - setAside(s);
        Deal how = s.settings().deal();
        if (how == Deal.BY_FOURS) {
            byFours(s, wall, dealer);
        } else {
            byHands(s, wall, dealer);
        }
        s.changedMelds();
        s.handDealt();
        dealt(s, events);
        if (how == Deal.BY_HANDS) {
            s.turn(dealer, null, false, false);
        } else {
            draw(s, dealer, false, events);
        }
    }

    /** Four, four, four and one tile to each seat from the dealer on. */
    private void byFours(S s, Wall wall, int dealer) {
        int n = s.players();
        for (int i = 0; i < n; i++) {
            s.seats[i].deal(List.of());
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
    }

    /** Thirteen tiles to each seat in one block from the dealer on; with {@link Deal#BY_HANDS} the dealer's 14th too. */
    private void byHands(S s, Wall wall, int dealer) {
        int n = s.players();
        List<Tile> tiles = wall.tiles();
        for (int i = 0; i < n; i++) {
            s.seats[s.after(dealer, i)].deal(tiles.subList(13 * i, 13 * i + 13));
        }
        s.head = 13 * n;
        if (s.settings().deal() == Deal.BY_HANDS) {
            s.seats[dealer].add(wall.at(s.head++));
        }
    }

    final void turnStep(S s, int seat, A action, List<E> events) {
        switch (action.move()) {
            case DISCARD, DECLARE -> discard(s, seat, discardTile(s, seat, action), action, events);
            case SELF_DRAW -> handWon(s, new int[] {seat}, seat, selfDrawTile(s, seat),
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
        boolean tsumogiri = s.drawn != null && tsumogiri(s.drawn, tile);
        me.toPond(tile, tsumogiri, declaring);
        events.add(shared.discarded(seat, tile, tsumogiri, declaring));
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

    final void answer(S s, int seat, A action, List<E> events) {
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
            case WIN -> handWon(s, w.winners(n, limit), w.from(), w.tile(), s.claimSource(), events);
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
        events.add(shared.drew(seat, tile, replacement));
        s.undiscardable = 0;
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
        made(s, seat, meld, events);
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
        made(s, seat, meld, events);
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
        made(s, seat, meld, events);
        draw(s, seat, true, events);
    }

    /** A meld was made (its tiles moved): a meld this hand, the melds' views forgotten, its event, the variant's {@link #afterCall}. */
    private void made(S s, int seat, M meld, List<E> events) {
        s.changedMelds();
        s.melded = true;
        events.add(table(new TableEvent.Called(seat, meld)));
        afterCall(s, seat, meld, events);
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
