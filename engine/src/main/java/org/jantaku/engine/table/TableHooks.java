package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Wall;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.InPlaceVariant;
import org.jantaku.engine.contract.Result;

/**
 * The table flow's hooks ({@link TableFlow}): what a variant supplies (its events, melds, win shapes, hand's end) and
 * what it may override (a frozen hand, a forced win, its own actions on a turn, the priority of claims, what a
 * discard, a draw or a call changes beside the tiles), each with the flow's default. The flow's layers read them
 * on {@code this}: {@link TurnList} (a turn's list), {@link TableSteps} (the steps), {@link TableFlow} (the contract).
 *
 * @param <S> the variant's state
 * @param <M> its melds
 * @param <A> its actions
 * @param <E> its events
 * @param <O> its observation
 */
public abstract class TableHooks<S extends TableParts<M>, M extends TableMeld, A extends TableAction, E extends Event, O>
        implements InPlaceVariant<S, A, E, O> {
    /** The variant's actions as the flow's lists offer them. */
    final TableActions<A> actions;
    /** A claim window's answers under these hooks. */
    final CallOptions<S, M, A> calls;

    /** The shared events as the variant's, those of a draw and a discard made once for all its games. */
    final TableEvents<E> shared;

    TableHooks(TableActions<A> actions, Function<TableEvent, E> table) {
        this.actions = actions;
        this.calls = new CallOptions<>(this, actions);
        this.shared = TableEvents.of(table);
    }

    /** A table event as one of the variant's events. */
    protected final E table(TableEvent event) {
        return shared.table(event);
    }

    /** Whether a discard is legal, told without listing ({@link TurnList}). */
    abstract boolean legalDiscard(S s, int seat, A action);

    /** The kinds the seat on turn may kong from its hand now ({@link TurnList}). */
    public abstract long kongKinds(S s);

    // ---- the variant's hooks ----

    /** The events of a hand's start (the deal done, before the dealer's first draw): dice, the dealt hands … */
    protected abstract void dealt(S s, List<E> events);

    /** The wall hand {@code hand} is dealt from, the dealer's streak {@code streak}: default the walls' hand with streak 0. */
    protected Wall handWall(S s, int hand, int streak) {
        return s.walls().forHand(hand, 0);
    }

    /** A seat adds a tile to its pung and a window opens for robbing it: the variant's events of it, if any. */
    protected abstract void kongAdding(S s, int seat, Tile tile, List<E> events);

    /** A meld made now, in the variant's type; {@code tiles}: the seat's own first, a called or added tile last. */
    protected abstract M meld(S s, int seat, MeldShape shape, TileKind kind, int from, List<Tile> tiles);

    /** The kinds (a bit per kind index) that complete a seat's hand by the variant's shapes, of its concealed counts. */
    protected abstract long completingKinds(S s, int seat, int[] concealed);

    /**
     * Whether the seat on turn may win on its drawn tile: the flow's ({@link TurnList#canSelfDraw}) when its kind
     * completes the hand; Riichi's its own (a yaku).
     */
    protected abstract boolean canSelfDraw(S s, int seat);

    /**
     * Whether a seat may win on the open claim window's tile: the flow's ({@link TurnList#canWin}) when the tile
     * completes the hand, no pass lock bars its kind and the variant allows it ({@link #mayWinOn}); Riichi's its own
     * (a yaku, furiten).
     */
    protected abstract boolean canWin(S s, int seat);

    /**
     * Whether the variant lets a seat win on the open claim window's tile, one that completes its hand and that no pass
     * lock bars, taken from {@code source} ({@link TableParts#claimSource}): default yes (Guizhou: the 豆 pass;
     * Guangdong's 推倒胡: a robbed kong only). Asked last, so it may be dear.
     */
    protected boolean mayWinOn(S s, int seat, WinSource source) {
        return true;
    }

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

    /** A seat's legal actions in a phase of the variant's own ({@link TableParts#ownPhase}); default none. */
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
     * flow's kind masks of the seat's tiles ({@link CallKinds}) and its other checks, so a cheap test (default yes;
     * Riichi: the calls the seat declined).
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
}
