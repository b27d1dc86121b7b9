package org.jantaku.guangdong.game;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Dice;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.table.AfterHand;
import org.jantaku.engine.table.Deal;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Move;
import org.jantaku.engine.table.Seat;
import org.jantaku.engine.table.TableActions;
import org.jantaku.engine.table.TableEventFlow;
import org.jantaku.engine.table.TableSettings;
import org.jantaku.engine.table.WinLimit;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guangdong.rules.GuangdongRules;
import org.jantaku.guangdong.settlement.GuangdongSettlement;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.Horses;
import org.jantaku.guangdong.settlement.NextDealer;
import org.jantaku.guangdong.settlement.Settlement;
import org.jantaku.guangdong.settlement.Special;
import org.jantaku.guangdong.settlement.WinInput;

/**
 * 广东麻将 on the table flow, both rule sets ({@code gd.style}): 鸡胡 (吃 from 上家, 碰, 杠, discard wins
 * with several winners on one discard, 漏胡 until the seat draws or calls, 抢杠 of an added kong) and
 * 推倒胡 (碰 and 杠 only, wins by self-draw and 抢杠 only, the dealer's horses set aside at the wall's
 * end, 逃跑). Thirteen tiles to each seat in blocks, the dealer's 14th dealt; no call on the wall's
 * last tile. Seat 0 deals first; the game ends when the deal has moved {@code 4 × gd.rounds} times or
 * after {@code gd.maxHands} hands. Every hand is settled by {@link GuangdongSettlement}, as
 * {@code jantaku settle} does. Stateless.
 */
public final class GuangdongGame
        extends TableEventFlow<GuangdongState, GuangdongAction, GuangdongEvent, GuangdongObservation, GuangdongEvent.Deal, HandResult> {
    /** Every action, made once. */
    public static final TableActions<GuangdongAction> ACTIONS = TableActions.byKind(136, k -> new GuangdongAction.Discard(TileKind.of(k)),
            k -> new GuangdongAction.Chi(TileKind.of(k)), k -> new GuangdongAction.ConcealedKong(TileKind.of(k)),
            k -> new GuangdongAction.AddedKong(TileKind.of(k)), new GuangdongAction.SelfDrawWin(), new GuangdongAction.Win(),
            new GuangdongAction.Pass(), new GuangdongAction.Pon(), new GuangdongAction.Kong(), new GuangdongAction.Escape());
    /**
     * 鸡胡's table: dealt in blocks, 吃 from 上家, 漏胡 until the seat draws or calls, no call on the wall's
     * last tile, 碰 listed before 杠, concealed kongs before added ones.
     */
    private static final TableSettings JIHU = TableSettings.STANDARD.dealtBy(Deal.BY_HANDS).withChi(true).withPassLock(true, true)
            .withCallsOnLastTile(false).withCallOrder(Move.PUNG, Move.KONG, Move.CHI).withConcealedKongsFirst(true);
    /** 推倒胡's: the same without 吃 or 漏胡. */
    private static final TableSettings TUIDAOHU = JIHU.withChi(false).withPassLock(false, false);

    public GuangdongGame() {
        super(ACTIONS, GuangdongEvent.Table::new, GuangdongEvent.Hand::new, "guangdong", GuangdongRules.CATALOG, TileSet.STANDARD_136);
    }

    /** The discard of a kind (one value per kind). */
    public static GuangdongAction.Discard discard(TileKind kind) {
        return (GuangdongAction.Discard) ACTIONS.discard(kind);
    }

    @Override
    protected GuangdongState newState(RuleSet rules, Walls walls) {
        return new GuangdongState(rules, walls, GuangdongRules.isTuidaohu(rules) ? TUIDAOHU : JIHU,
                rules.get(GuangdongRules.STARTING_POINTS));
    }

    @Override
    protected GuangdongObservation observation(GuangdongState s, Optional<Integer> viewer, Set<Integer> toAct) {
        return GuangdongObservation.of(s, viewer, toAct);
    }

    private static boolean tuidaohu(GuangdongState s) {
        return s.tuidaohu;
    }

    // ---- dealing ----

    /** 推倒胡 买马: the dealer's horses, face down from the wall's end, by his term. */
    @Override
    protected int setAside(GuangdongState s) {
        return tuidaohu(s) ? Horses.count(s.streak(), s.rules().get(GuangdongRules.TDH_MAX_HORSES)) : 0;
    }

    /** The dice break the wall; they are rolled from the hand's wall ({@link Dice#of}) and change no tile's order. */
    @Override
    protected void dealt(GuangdongState s, List<GuangdongEvent> events) {
        s.horses = setAsideTiles(s);
        s.escaped = List.of();
        s.twelveFeeds = List.of();
        s.kongFrom = s.dealer();
        events.add(started(s, new GuangdongEvent.Deal(s.streak(), Dice.of(s.wall()), s.prevailing(), s.horses.size())));
    }

    // ---- events and melds ----

    /** A meld made; a kong's feeder is kept for 杠上开花, a fourth exposed meld's for 十二张落地. */
    @Override
    protected void afterCall(GuangdongState s, int seat, Meld meld, List<GuangdongEvent> events) {
        boolean own = meld.shape().isOwnKong();
        if (meld.shape().isKong()) {
            s.kongFrom = own ? seat : meld.from();
        }
        if (!own && GuangdongRules.twelveDown(s.seat(seat).melds())) {
            s.fed(meld.from(), seat);
        }
    }

    /** No event: the record's step says it. */
    @Override
    protected void kongAdding(GuangdongState s, int seat, Tile tile, List<GuangdongEvent> events) {
    }

    // ---- what is allowed ----

    /** The kinds (none held four times) that complete a hand of 13 − 3·melds concealed tiles, by the rules' winning shapes. */
    @Override
    protected long completingKinds(GuangdongState s, int seat, int[] concealed) {
        return GuangdongRules.winShapes(s.rules()).completing(concealed, s.seat(seat).melds().size());
    }

    /** 推倒胡: a win on another seat's tile only by robbing a kong (抢杠); 鸡胡: on a discard too. */
    @Override
    protected boolean mayWinOn(GuangdongState s, int seat, WinSource source) {
        return !tuidaohu(s) || source == WinSource.ROBBED_KONG;
    }

    /** 推倒胡 with {@code gd.tdh.robbers=first}: of several robbers, the first after the robbed player. */
    @Override
    protected WinLimit winLimit(GuangdongState s) {
        return s.robbing() && tuidaohu(s) && s.rules().get(GuangdongRules.TDH_ROBBERS).equals("first") ? WinLimit.NEAREST : WinLimit.ALL;
    }

    /**
     * 逃跑 (推倒胡): the seat is among those that left this hand and pays the penalty when it is settled;
     * nothing else changes. No event: the record's step says it, and the settlement shows the transfer.
     */
    @Override
    protected Result<List<GuangdongEvent>> aside(GuangdongState s, int seat, GuangdongAction action) {
        if (!tuidaohu(s)) {
            return Result.illegal("逃跑 is a 推倒胡 rule; these rules (鸡胡) have no penalty for leaving");
        }
        if (s.escaped().contains(seat)) {
            return Result.illegal("seat " + seat + " has already left this hand (逃跑)");
        }
        s.escaping(seat);
        return Result.ok(List.of());
    }

    // ---- the hand's end ----

    @Override
    protected org.jantaku.engine.table.HandResult<HandResult> won(GuangdongState s, int[] winners, int from, Tile tile,
            WinSource source, List<GuangdongEvent> events) {
        List<WinInput> wins = new ArrayList<>();
        if (source.isSelfDraw()) {
            wins.add(selfDraw(s, winners[0], tile, source));
        } else {
            boolean robbed = source == WinSource.ROBBED_KONG;
            boolean renhe = !robbed && from == s.dealer() && s.firstGoAroundDiscard(from);
            WinSource way = robbed ? WinSource.ROBBED_KONG : WinSource.DISCARD;
            for (int w : winners) {
                wins.add(new WinInput(w, Tile.kinds(s.winningHand(w, tile, source)), tile.kind(), way, from, false,
                        renhe ? Special.RENHE : Special.NONE));
            }
        }
        return settle(s, wins, Optional.of(tile));
    }

    /** A self-draw on {@code tile} (the dealt hand's last on 天和); 海底捞月 on the wall's last tile drawn. */
    private static WinInput selfDraw(GuangdongState s, int seat, Tile tile, WinSource source) {
        Special special = !s.firstGoAround(seat) ? Special.NONE
                : seat == s.dealer() ? Special.TIANHE : tuidaohu(s) ? Special.NONE : Special.DIHE;
        boolean replacement = source == WinSource.REPLACEMENT_DRAW;
        return new WinInput(seat, Tile.kinds(s.seat(seat).hand()), tile.kind(), source, replacement ? s.kongFrom : seat,
                s.drawn().isPresent() && s.tilesLeft() == 0, special);
    }

    /** 流局: the live wall is empty and nobody won. */
    @Override
    protected org.jantaku.engine.table.HandResult<HandResult> exhausted(GuangdongState s, List<GuangdongEvent> events) {
        return settle(s, List.of(), Optional.empty());
    }

    /** The same {@link HandEnd} as {@code jantaku settle} reads, settled; the deal moves or stays. */
    private static org.jantaku.engine.table.HandResult<HandResult> settle(GuangdongState s, List<WinInput> wins, Optional<Tile> winTile) {
        boolean tdh = tuidaohu(s);
        HandEnd end = new HandEnd(s.dealer(), s.prevailing(), s.streak(),
                s.seats().map(Seat::melds), wins,
                tdh ? Tile.kinds(s.horses()) : List.of(), s.escaped(),
                wins.isEmpty() ? Set.of() : twelveFedBefore(s.twelveFeeds(), wins.get(0).seat()));
        Settlement settlement = GuangdongSettlement.settle(s.rules(), end);
        int next = NextDealer.of(s.rules(), end);
        HandResult result = new HandResult(tdh, end, settlement, s.horses(), next, winTile);
        s.last = Optional.of(result);
        boolean moved = next != s.dealer();
        s.dealMoves += moved ? 1 : 0;
        return new org.jantaku.engine.table.HandResult<>(result, settlement.transfers(), next, moved ? 1 : s.streak() + 1);
    }

    /** 包先不包后: the seats that fed another player's fourth exposed meld before feeding the winner's. */
    static Set<Integer> twelveFedBefore(List<GuangdongState.Feed> feeds, int winner) {
        Set<Integer> before = new HashSet<>();
        for (GuangdongState.Feed f : feeds) {
            if (f.player() == winner) {
                return before;
            }
            before.add(f.feeder());
        }
        return Set.of();
    }


    /** The deal has moved {@code 4 × gd.rounds} times, or {@code gd.maxHands} hands were played. */
    @Override
    protected AfterHand next(GuangdongState s, org.jantaku.engine.table.HandResult<HandResult> result) {
        return s.dealMoves >= 4 * s.rules().get(GuangdongRules.ROUNDS) || s.hand() + 1 >= s.rules().get(GuangdongRules.MAX_HANDS)
                ? AfterHand.OVER : AfterHand.NEXT;
    }
}
