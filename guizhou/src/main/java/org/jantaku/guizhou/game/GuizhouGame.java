package org.jantaku.guizhou.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Dice;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.table.AfterHand;
import org.jantaku.engine.table.HandResult;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Seat;
import org.jantaku.engine.table.TableActions;
import org.jantaku.engine.table.TableEventFlow;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.table.TableSettings;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.rules.GuizhouRules;
import org.jantaku.guizhou.settlement.FirstOneSou;
import org.jantaku.guizhou.settlement.HandEnd;
import org.jantaku.guizhou.settlement.HandSettlement;
import org.jantaku.guizhou.settlement.Pattern;
import org.jantaku.guizhou.settlement.SeatEnd;
import org.jantaku.guizhou.settlement.Settlement;
import org.jantaku.guizhou.settlement.Shapes;
import org.jantaku.guizhou.settlement.Win;
import org.jantaku.guizhou.settlement.WinRules;

/**
 * 六盘水捉鸡麻将 on the table flow: 108 tiles, draw, discard, 碰, the three 豆, 胡 (several on one
 * discard), 报听 (a declaration: the hand is frozen); no 吃. A game is {@code gz.gameHands} hands;
 * scores start at 0. The hooks: the first dealer and the dice that break the wall, which wins the
 * shapes and the 豆 pass allow (必胡 on a 热炮 or 抢杠, 过水 as an option), 报听 on the first discard,
 * the first discarded 1条, and each hand's end settled with chickens, 豆, 连庄 … or at 黄庄 by 查叫,
 * by the same settlement the table-side {@code jantaku settle} uses. Stateless.
 */
public final class GuizhouGame
        extends TableEventFlow<GuizhouState, GuizhouAction, GuizhouEvent, GuizhouObservation, GuizhouEvent.Deal, Settlement> {
    /** Every action, made once. */
    public static final TableActions<GuizhouAction> ACTIONS = new TableActions<>(108, id -> new GuizhouAction.Discard(Tile.of(id)),
            id -> new GuizhouAction.DeclareReady(Tile.of(id)), k -> new GuizhouAction.ConcealedKong(TileKind.of(k)),
            id -> new GuizhouAction.AddedKong(TileKind.of(id / 4)), new GuizhouAction.SelfDraw(), new GuizhouAction.Win(),
            new GuizhouAction.Pass(), new GuizhouAction.Pong(), new GuizhouAction.Kong());
    /** The table: a 闷豆 or 转弯豆 of a kind the seat let pass on an earlier turn is late (an ordinary replacement). */
    private static final TableSettings TABLE = TableSettings.STANDARD.withLateKongs(true);
    /** With 过水 ({@code gz.passLock}): a win let pass is locked until the seat draws. */
    private static final TableSettings PASS_LOCK = TABLE.withPassLock(true, false);

    public GuizhouGame() {
        super(ACTIONS, GuizhouEvent.Table::new, GuizhouEvent.Hand::new, "guizhou", GuizhouRules.CATALOG, TileSet.SUITS_108);
    }

    @Override
    protected GuizhouState newState(RuleSet rules, Walls walls) {
        return new GuizhouState(rules, walls, rules.get(GuizhouRules.PASS_LOCK) ? PASS_LOCK : TABLE);
    }

    @Override
    protected int firstDealer(GuizhouState s, List<GuizhouEvent> events) {
        GuizhouEvent.DealerChosen chosen = firstDealer(s.walls());
        events.add(chosen);
        return chosen.dealer();
    }

    /** 定庄: the dealer chosen by one die thrown by seat 0 [seed §三(二)1]: 1/5 himself, 2/6 下家, 3 对家, 4 上家. */
    static GuizhouEvent.DealerChosen firstDealer(Walls walls) {
        int die = 1 + walls.forHand(0, 0).chance(0x5DEECE66DL).nextInt(6);
        int dealer = switch (die) {
            case 1, 5 -> 0;
            case 2, 6 -> 1;
            case 3 -> 2;
            default -> 3;
        };
        return new GuizhouEvent.DealerChosen(0, die, dealer);
    }

    @Override
    protected GuizhouObservation observation(GuizhouState s, Optional<Integer> viewer, Set<Integer> toAct) {
        return new GuizhouObservation(TableObservation.of(s, viewer, toAct));
    }

    /**
     * Two dice break the wall (the sum counted from the dealer picks the wall, 1 = the dealer's own,
     * 2 his 下家 …; the smaller die the stacks skipped) [seed §二(三)]; the dice come from the hand's
     * wall, so given walls replay the same game.
     */
    @Override
    protected void dealt(GuizhouState s, List<GuizhouEvent> events) {
        Dice dice = Dice.of(s.wall());
        int wallSeat = dice.wallSeat(s.dealer());
        if (wallSeat == s.dealer() && s.rules().get(GuizhouRules.DICE_WALL).equals("oppositeOnDealerWall")) {
            wallSeat = (s.dealer() + 2) % 4;
        }
        events.add(started(s, new GuizhouEvent.Deal(s.streak(), dice, wallSeat, Math.min(dice.first(), dice.second()))));
        s.firstOneSou = Optional.empty();
        s.firstOneSouTile = Optional.empty();
    }

    @Override
    protected long completingKinds(GuizhouState s, int seat, int[] concealed) {
        return Shapes.waitMask(concealed, s.seat(seat).melds());
    }

    /** The 豆 pass ({@link WinRules#refusal}): a 平胡 without a 豆 wins on a plain discard only from a 报听 player. */
    @Override
    protected boolean mayWinOn(GuizhouState s, int seat, WinSource source) {
        Seat<Meld> me = s.seat(seat);
        int[] counts = me.counts();
        counts[s.claimedTile().kind().index()]++;
        Pattern p = Shapes.pattern(counts, me.melds(), s.rules()).orElseThrow();
        SeatEnd end = SeatEnd.of(List.of(), me.melds(), me.declared(), List.of());
        return WinRules.refusal(s.rules(), end, p, source, s.seat(s.claimFrom()).declared()).isEmpty();
    }

    /** 必胡: a 热炮 or a 抢杠 one can win must be won. */
    @Override
    protected boolean mustWin(GuizhouState s, int seat) {
        return (s.afterKong() || s.robbing()) && s.rules().get(GuizhouRules.FORCED_WIN);
    }

    /** 报听 with the first discard, before any call of the hand: a discard that leaves the hand ready. */
    @Override
    protected List<GuizhouAction> declarations(GuizhouState s, int seat, List<GuizhouAction> discards) {
        Seat<Meld> me = s.seat(seat);
        Optional<Tile> drawn = s.drawn();
        if (drawn.isEmpty() || !s.firstGoAround(seat) || !Shapes.mayBeReadyAfterDiscard(me.counts())) {
            return List.of();
        }
        boolean anyTile = s.rules().get(GuizhouRules.BAOTING_TIMING).equals("firstDiscard") || seat == s.dealer();
        List<GuizhouAction> out = new ArrayList<>();
        for (GuizhouAction a : discards) {
            Tile d = ((GuizhouAction.Discard) a).tile();
            int[] c = me.counts();
            c[d.kind().index()]--;
            if ((anyTile || drawn.get().equals(d)) && Shapes.isReady(c, List.of())) {
                out.add(ACTIONS.declare(d));
            }
        }
        return out;
    }

    /** The hand's first discarded 1条 (冲锋鸡 unless claimed). */
    @Override
    protected void discarding(GuizhouState s, int seat, Tile tile) {
        if (tile.kind() == TileKind.S1 && s.firstOneSou.isEmpty()) {
            s.firstOneSou = Optional.of(new FirstOneSou(seat, Optional.empty()));
            s.firstOneSouTile = Optional.of(tile);
        }
    }

    /** The first 1条 claimed makes its discarder answerable (责任鸡). */
    @Override
    protected void claiming(GuizhouState s, int seat) {
        if (s.firstOneSouTile.equals(Optional.of(s.claimedTile()))) {
            s.firstOneSou = Optional.of(new FirstOneSou(s.claimFrom(), Optional.of(seat)));
        }
    }

    /** A win settled: the winners' hands, the flip (the first undrawn tile, none when the wall is empty). */
    @Override
    protected HandResult<Settlement> won(GuizhouState s, int[] winners, int from, Tile tile, WinSource way,
            List<GuizhouEvent> events) {
        List<Win> wins = new ArrayList<>();
        boolean[] won = new boolean[4];
        for (int w : winners) {
            wins.add(new Win(w, tile.kind(), way, from));
            won[w] = true;
        }
        Optional<Tile> flip = s.tilesLeft() > 0 ? Optional.of(s.wall().at(s.head())) : Optional.empty();
        BySeat<List<Tile>> hands = s.seats().mapWithSeat((seat, st) -> won[seat] ? s.winningHand(seat, tile, way) : st.hand());
        Settlement settled = HandSettlement.settle(s.rules(), handEnd(s, hands, wins, flip.map(Tile::kind)));
        for (Settlement.ScoredWin w : settled.wins()) {
            events.add(new GuizhouEvent.Won(w.win().seat(), from, way, tile, hands.get(w.win().seat()), w.pattern(), w.value()));
        }
        flip.ifPresent(f -> events.add(new GuizhouEvent.ChickenFlipped(f)));
        return result(settled);
    }

    /** 黄庄: the wall is empty and nobody won; 查叫. */
    @Override
    protected HandResult<Settlement> exhausted(GuizhouState s, List<GuizhouEvent> events) {
        return result(HandSettlement.settle(s.rules(), handEnd(s, s.seats().map(Seat::hand), List.of(), Optional.empty())));
    }

    private static HandEnd handEnd(GuizhouState s, BySeat<List<Tile>> hands, List<Win> wins, Optional<TileKind> flip) {
        BySeat<SeatEnd> ends = s.seats().mapWithSeat((seat, st) -> SeatEnd.of(Tile.kinds(hands.get(seat)), st.melds(), st.declared(),
                Tile.kinds(st.pond())));
        return new HandEnd(s.dealer(), s.streak(), ends, wins, flip, s.firstOneSou);
    }

    private static HandResult<Settlement> result(Settlement s) {
        return new HandResult<>(s, s.transfers(), s.nextDealer(), s.nextStreak());
    }


    @Override
    protected AfterHand next(GuizhouState s, HandResult<Settlement> result) {
        return s.hand() + 1 >= s.rules().get(GuizhouRules.GAME_HANDS) ? AfterHand.OVER : AfterHand.NEXT;
    }
}
