package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.WinShapes;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.LockEnd;
import org.jantaku.engine.table.Seat;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.scoring.ScoreOutcome;
import org.jantaku.riichi.scoring.WinRequest;
import org.jantaku.riichi.scoring.WinSituation;

/**
 * Whether a seat can win now, its score, and furiten. The shape is checked first from what the
 * seat keeps worked out (shanten, waits); only a complete hand is scored.
 */
final class WinChecks {
    /**
     * Riichi's winning shapes (和了形): four sets and a pair, seven different pairs, thirteen orphans.
     * A hand's waits are their {@link WinShapes#completing} (every seat's, the kuikae and riichi
     * checks'), the one function the table flow's variants work out their win kinds with.
     */
    static final WinShapes SHAPES = new WinShapes(TileSet.STANDARD_136, WinShapes.SevenPairs.DIFFERENT, true);
    /** A bit for every kind: furiten locks every win on a discard. */
    private static final long EVERY_KIND = (1L << TileKind.COUNT) - 1;

    private WinChecks() {
    }

    /** The seat's score for winning on the tile it just drew, if the hand is complete and has a yaku. */
    static Optional<ScoreOutcome.Scored> tsumo(RiichiState s, int seat, Tile drawn, boolean rinshan, RiichiScorer scorer) {
        Seat<RiichiMeld> me = s.seat(seat);
        if (!s.riichiSeat(seat).shape().shantenAtMost(-1)) {
            return Optional.empty();
        }
        boolean dealer = seat == s.dealer();
        boolean first = s.firstGoAround(seat);
        boolean kaihou = rinshan && !(s.nukiDraw() && !s.options().nukiRinshan());
        WinSituation situation = new WinSituation(true, me.declared(), s.riichiSeat(seat).doubleRiichi(), false, ippatsu(s, seat), kaihou,
                false, s.liveTilesLeft() == 0 && !rinshan, false, dealer && first, !dealer && first, false, false,
                Wind.EAST.plus(s.roundWind()), Wind.ofSeat(seat, s.dealer(), s.players()));
        if (!s.rules().get(RiichiRules.ATOZUKE)) {
            List<Tile> thirteen = new ArrayList<>(me.hand());
            thirteen.remove(drawn);
            if (!yakuFixed(s, seat, thirteen, scorer)) {
                return Optional.empty();
            }
        }
        return score(s, seat, me.hand(), drawn, situation, scorer);
    }

    /**
     * Whether the seat may win on the tile it just drew: {@link #tsumo} is present. A closed hand
     * always has a yaku when it wins by self-draw (門前清自摸和), so it is scored only where a win
     * needs two han ({@link #twoHanNeeded}); the hand is scored once, when it wins.
     */
    static boolean mayTsumo(RiichiState s, int seat, Tile drawn, boolean rinshan, RiichiScorer scorer) {
        RiichiSeat me = s.riichiSeat(seat);
        if (me.closed() && !twoHanNeeded(s)) {
            return me.shape().shantenAtMost(-1);
        }
        return tsumo(s, seat, drawn, rinshan, scorer).isPresent();
    }

    /**
     * Whether the seat may ron {@code tile} (robbing a kan when {@code chankan}): {@link #ron} is
     * present. A hand in riichi has a yaku whatever it completes (立直), so it is scored only where
     * a win needs two han ({@link #twoHanNeeded}); the hand is scored once, when it wins.
     */
    static boolean mayRon(RiichiState s, int seat, Tile tile, RiichiScorer scorer, boolean chankan) {
        if (s.seat(seat).declared() && !twoHanNeeded(s)) {
            return completes(s.riichiSeat(seat).shape(), tile);
        }
        return ron(s, seat, tile, scorer, chankan).isPresent();
    }

    /** 二翻縛り ({@code riichi.ryanhanShibari}) applies: from 5 honba a win needs 2 han of yaku. */
    private static boolean twoHanNeeded(RiichiState s) {
        return s.streak() >= 5 && s.rules().get(RiichiRules.RYANHAN_SHIBARI);
    }

    /**
     * The seat's score for a ron on {@code tile} (robbing a kan when {@code chankan}), if it
     * completes the hand with a yaku; furiten is not checked here.
     */
    static Optional<ScoreOutcome.Scored> ron(RiichiState s, int seat, Tile tile, RiichiScorer scorer, boolean chankan) {
        Seat<RiichiMeld> me = s.seat(seat);
        if (!completes(s.riichiSeat(seat).shape(), tile)) {
            return Optional.empty();
        }
        List<Tile> hand = new ArrayList<>(me.hand());
        hand.add(tile);
        boolean renhou = seat != s.dealer() && s.firstGoAround(seat) && s.options().renhou();
        WinSituation situation = new WinSituation(false, me.declared(), s.riichiSeat(seat).doubleRiichi(), false, ippatsu(s, seat), false,
                chankan, false, s.liveTilesLeft() == 0 && !chankan, false, false, renhou, false,
                Wind.EAST.plus(s.roundWind()), Wind.ofSeat(seat, s.dealer(), s.players()));
        if (!yakuFixed(s, seat, me.hand(), scorer)) {
            return Optional.empty();
        }
        return score(s, seat, hand, tile, situation, scorer);
    }

    /**
     * Whether some wait of the seat's tenpai hand would win with a yaku on a self-draw in the middle
     * of the hand (no haitei or houtei, no first-turn yaku): the test of {@code riichi.keishikiTenpai=false}.
     */
    static boolean tenpaiWithYaku(RiichiState s, int seat, RiichiScorer scorer) {
        return yakuOnWaits(s, seat, s.seat(seat).hand(), true, false, scorer);
    }

    /**
     * 後付け無し ({@code riichi.atozuke=false}): an open hand may win only when every one of its waits
     * (those of {@code thirteen}, the hand before the winning tile) gives a yaku on a mid-hand ron, so
     * that its yaku was fixed before the winning tile came. Closed hands are not concerned.
     */
    private static boolean yakuFixed(RiichiState s, int seat, List<Tile> thirteen, RiichiScorer scorer) {
        if (s.rules().get(RiichiRules.ATOZUKE) || s.seat(seat).melds().stream().allMatch(m -> m.shape() == MeldShape.CONCEALED_KONG)) {
            return true;
        }
        return yakuOnWaits(s, seat, thirteen, false, true, scorer);
    }

    /** Whether some ({@code any}) or every wait of {@code thirteen} wins with a yaku by self-draw or ({@code !tsumo}) ron, mid-hand. */
    private static boolean yakuOnWaits(RiichiState s, int seat, List<Tile> thirteen, boolean tsumo, boolean every,
            RiichiScorer scorer) {
        Seat<RiichiMeld> me = s.seat(seat);
        long waits = waits(thirteen, me.melds().size());
        int[] held = new int[34];
        thirteen.forEach(t -> held[t.id() >> 2]++);
        me.melds().forEach(m -> m.tiles().forEach(t -> held[t.id() >> 2]++));
        for (int kind = 0; kind < 34; kind++) {
            if ((waits & 1L << kind) == 0 || held[kind] == 4) {
                continue;
            }
            Tile win = freeCopy(thirteen, me, kind);
            List<Tile> hand = new ArrayList<>(thirteen);
            hand.add(win);
            WinSituation situation = new WinSituation(tsumo, me.declared(), s.riichiSeat(seat).doubleRiichi(), false, false, false, false,
                    false, false, false, false, false, false, Wind.EAST.plus(s.roundWind()), Wind.ofSeat(seat, s.dealer(), s.players()));
            boolean yaku = score(s, seat, hand, win, situation, scorer).isPresent();
            if (yaku != every) {
                return yaku;
            }
        }
        return every;
    }

    /** A copy of a kind that is not in the hand or the seat's melds. */
    private static Tile freeCopy(List<Tile> hand, Seat<RiichiMeld> me, int kind) {
        for (int copy = 0; copy < 4; copy++) {
            Tile t = Tile.of(kind * 4 + copy);
            if (!hand.contains(t) && me.melds().stream().noneMatch(m -> m.tiles().contains(t))) {
                return t;
            }
        }
        throw new IllegalStateException("all four copies of kind " + kind + " are held");
    }

    /** Whether {@code tile} completes the waiting hand of a seat of this shape (a tile of a kind it waits on). */
    static boolean completes(SeatShape shape, Tile tile) {
        return (shape.waits() & 1L << (tile.id() >> 2)) != 0;
    }

    private static boolean ippatsu(RiichiState s, int seat) {
        return s.riichiSeat(seat).ippatsu() && s.options().ippatsu();
    }

    private static Optional<ScoreOutcome.Scored> score(RiichiState s, int seat, List<Tile> hand, Tile win,
            WinSituation situation, RiichiScorer scorer) {
        Seat<RiichiMeld> me = s.seat(seat);
        RiichiSeat mine = s.riichiSeat(seat);
        int[] counts = new int[34];
        for (Tile t : hand) {
            counts[t.id() >> 2]++;
        }
        if (Shanten.ofValid(counts, me.melds().size(), TileSet.STANDARD_136) != -1) {
            return Optional.empty();
        }
        WinRequest request = new WinRequest(new Hand(hand, mine.handMelds()), win, situation, s.doraIndicators(),
                me.declared() ? s.uraIndicators() : List.of(), s.streak(), s.riichiSticks(), mine.nukis().size());
        if (!(scorer.score(request) instanceof ScoreOutcome.Scored scored)) { 
            return Optional.empty();
        }
        return shortOfTwoHan(s, scored) ? Optional.empty() : Optional.of(scored);
    }

    /** 二翻縛り ({@code riichi.ryanhanShibari}): from 5 honba a win needs 2 han of yaku, dora not counted. */
    private static boolean shortOfTwoHan(RiichiState s, ScoreOutcome.Scored scored) {
        if (!twoHanNeeded(s) || scored.score().yakumanMultiplier() > 0) {
            return false;
        }
        int han = 0;
        for (var y : scored.score().yaku()) {
            han += y.yaku().isDora() ? 0 : y.han();
        }
        return han < 2;
    }

    /** The kinds (bit per kind) that complete a waiting hand of concealed tiles and {@code melds} melds. */
    static long waits(List<Tile> concealed, int melds) {
        int[] counts = new int[34];
        for (Tile t : concealed) {
            counts[t.id() >> 2]++;
        }
        return SHAPES.completing(counts, melds);
    }

    /**
     * Every seat {@code tile} would have completed let a winning tile pass: furiten as locks on every kind,
     * till the seat's own discard (同巡内フリテン) and, in riichi, for the hand (立直後の見逃し).
     */
    static void missedWins(RiichiState s, int discarder, Tile tile) {
        for (int n = 1; n < s.players(); n++) {
            int seat = s.after(discarder, n);
            if (completes(s.riichiSeat(seat).shape(), tile)) {
                Seat<RiichiMeld> them = s.seat(seat);
                them.lock(EVERY_KIND, LockEnd.OWN_DISCARD);
                if (them.declared()) {
                    them.lock(EVERY_KIND, LockEnd.HAND);
                }
            }
        }
    }

    /** 同巡内フリテン: the seat let a winning tile pass since its own last discard (its lock till then). */
    static boolean temporaryFuriten(Seat<RiichiMeld> seat) {
        return seat.locked(LockEnd.OWN_DISCARD) != 0;
    }

    /** 立直後の見逃し: the seat let a winning tile pass while in riichi (its lock for the hand). */
    static boolean riichiFuriten(Seat<RiichiMeld> seat) {
        return seat.locked(LockEnd.HAND) != 0;
    }
}
