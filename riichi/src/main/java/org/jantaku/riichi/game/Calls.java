package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.analysis.Decomposer;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Deal;
import org.jantaku.engine.table.Move;
import org.jantaku.engine.table.Seat;
import org.jantaku.engine.table.TableSettings;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.wall.DeadWall;

/** Calls on a discard (chi, pon, daiminkan) and kans on one's own turn (ankan, kakan), with their rinshan draw and kan dora. */
final class Calls {
    /**
     * Riichi's table settings, four players: thirteen tiles to each seat in one block, then the dealer draws; chi, no call on the wall's last tile, pon, kan and chi listed in that
     * order; a turn lists its closed kans before its added ones, and a discard of each tile (a red five is not a plain one).
     */
    private static final TableSettings FOUR = TableSettings.STANDARD.dealtBy(Deal.BY_HANDS_THEN_DRAW).withChi(true).withCallsOnLastTile(false)
            .withCallOrder(Move.PUNG, Move.KONG, Move.CHI).withConcealedKongsFirst(true).withEachTile(true);
    /** Three players (三麻): no chi. */
    private static final TableSettings THREE = FOUR.withChi(false);

    private Calls() {
    }

    /**
     * The table's settings of Riichi's calls under {@code g}: chi only at four players, no call once the live wall is
     * empty, the calls listed pon, open kan, chi (the flow's claim list, with Riichi's hooks: {@link RiichiGame#mightCall},
     * {@link #callAllowed}, {@link #pons}, {@link #chis}); no pass lock (Riichi's furiten is
     * {@link WinChecks#missedWins}).
     */
    static TableSettings settings(GameRules g) {
        return g.players() == 4 ? FOUR : THREE;
    }

    /**
     * Whether a seat holding a call's tiles may make it ({@code kind}: a chi's lowest kind, else the tile's): an open
     * kan within the kan limit; a pon or chi only when the hand keeps a tile it may discard after it (喰い替え).
     */
    static boolean callAllowed(RiichiState s, int seat, Move call, int kind) {
        int called = s.claimedTile().id() >> 2;
        return switch (call) {
            case KONG -> kansAllowed(s);
            case PUNG -> canDiscardAfter(s.seat(seat), called, called, kuikae(s, called, called, called));
            case CHI -> canDiscardAfter(s.seat(seat), kind == called ? kind + 1 : kind, kind + 2 == called ? kind + 1 : kind + 2,
                    kuikae(s, kind, called, -1));
            default -> throw new IllegalArgumentException(call + " is no call");
        };
    }

    /**
     * A seat's pons of the open window's tile, one per pair of faces, in the hand's order (by id): the kind's first
     * two tiles, then, when the first is a red five (the lowest id of its kind), two plain fives if held.
     */
    static void pons(RiichiState s, int seat, List<RiichiAction> out) {
        Seat<RiichiMeld> me = s.seat(seat);
        int kind = s.claimedTile().id() >> 2;
        List<Tile> hand = me.handView();
        int at = firstOf(hand, kind);
        out.add(Actions.pon(hand.get(at), hand.get(at + 1)));
        if (hand.get(at).isRed() && me.count(kind) >= 3) {
            out.add(Actions.pon(hand.get(at + 1), hand.get(at + 2)));
        }
    }

    /**
     * A seat's chis of the open window's tile into the run from kind {@code low}: one per pair of faces of the run's
     * two other kinds (a red five and a plain one give two choices), the lower kind's face first, each face's
     * first tile.
     */
    static void chis(RiichiState s, int seat, int low, List<RiichiAction> out) {
        int called = s.claimedTile().id() >> 2;
        List<Tile> hand = s.seat(seat).handView();
        int at = firstOf(hand, low == called ? low + 1 : low);
        int bt = firstOf(hand, low + 2 == called ? low + 1 : low + 2);
        for (int ai = at, aEnd = at + faces(hand, at); ai < aEnd; ai++) {
            for (int bi = bt, bEnd = bt + faces(hand, bt); bi < bEnd; bi++) {
                out.add(Actions.chi(hand.get(ai), hand.get(bi)));
            }
        }
    }

    /** Where the first tile of {@code kind} is in the hand (sorted by id), the kind being held. */
    private static int firstOf(List<Tile> hand, int kind) {
        int i = 0;
        while (hand.get(i).id() >> 2 != kind) {
            i++;
        }
        return i;
    }

    /**
     * How many distinct faces of its kind the tiles from {@code first} (the kind's first tile) show,
     * each the first tile of its face: two when the first is a red five followed by a plain one (the
     * red five, if any, has the lowest id of its kind), else one.
     */
    private static int faces(List<Tile> hand, int first) {
        Tile t = hand.get(first);
        return t.isRed() && first + 1 < hand.size() && hand.get(first + 1).id() >> 2 == t.id() >> 2 ? 2 : 1;
    }

    /**
     * Kinds a caller may not discard this turn (喰い替え): the called kind, and for a chi taken at an
     * end of the run the kind three away (筋) under {@code forbidSameAndSuji}.
     */
    static long kuikae(RiichiState s, int runBase, int called, int ponKind) {
        String rule = s.options().kuikae();
        if (rule.equals("allowed")) {
            return 0;
        }
        long forbidden = 1L << called;
        if (ponKind < 0 && rule.equals("forbidSameAndSuji")) {
            int n = called % 9;
            if (called == runBase && n + 3 <= 8) {
                forbidden |= 1L << (called + 3);
            } else if (called == runBase + 2 && n - 3 >= 0) {
                forbidden |= 1L << (called - 3);
            }
        }
        return forbidden;
    }

    /** Whether the hand keeps a tile it may discard once a tile of kind {@code a} and one of {@code b} go into the call. */
    private static boolean canDiscardAfter(Seat<RiichiMeld> me, int a, int b, long forbidden) {
        int left = me.handSize() - 2; // counted by kind: the tiles left that are not of a forbidden kind
        for (long f = forbidden; f != 0; f &= f - 1) {
            int k = Long.numberOfTrailingZeros(f);
            left -= me.count(k) - (a == k ? 1 : 0) - (b == k ? 1 : 0);
        }
        return left > 0;
    }

    /** Whether a kan may be made now: fewer than {@code riichi.maxKans} made, a live tile left. */
    static boolean kansAllowed(RiichiState s) {
        return s.kans().size() < s.options().maxKans() && s.liveTilesLeft() > 0;
    }

    /**
     * A meld as Riichi holds it, of the flow's tiles (the seat's own, then a called or added tile): the called tile
     * first for a pon and a chi, after the seat's own for an open kan; where it came from as the caller sees it; the
     * feeder liable for it ({@link #liableFor}). An added kan keeps its pon's called tile, feeder and liable seat.
     */
    static RiichiMeld meld(RiichiState s, int seat, MeldShape shape, int feeder, List<Tile> tiles) {
        Tile tile = tiles.get(tiles.size() - 1);
        if (shape == MeldShape.CONCEALED_KONG) {
            return new RiichiMeld(new ClosedKan(tiles), seat, -1);
        }
        if (shape == MeldShape.ADDED_KONG) {
            RiichiMeld held = s.seat(seat).melds().stream().filter(m -> m.meld() instanceof Pon && m.kind() == tile.kind())
                    .findFirst().orElseThrow();
            Pon pon = (Pon) held.meld();
            return new RiichiMeld(new AddedKan(tiles, pon.called(), pon.from(), tile), held.from(), held.liable());
        }
        From from = s.from(seat, feeder);
        Meld meld = switch (shape) {
            case PUNG -> new Pon(List.of(tile, tiles.get(0), tiles.get(1)), tile, from);
            case CHI -> new Chi(List.of(tile, tiles.get(0), tiles.get(1)), tile);
            default -> new OpenKan(tiles, tile, from);
        };
        return new RiichiMeld(meld, feeder, liableFor(s, s.riichiSeat(seat), meld, feeder));
    }

    /**
     * After a meld: the seat's shape and ippatsu, every seat's ippatsu; a pon or chi forbids its kuikae kinds this
     * turn (of its called tile), a kan is counted and turns its dora per the rules' timing for its
     * kind before its replacement draw.
     */
    static void afterMeld(RiichiState s, int seat, RiichiMeld meld, List<RiichiEvent> events) {
        s.riichiSeat(seat).melded(s.seat(seat));
        called(s);
        switch (meld.shape()) {
            case PUNG -> {
                int kind = meld.kind().index();
                s.forbid(kuikae(s, kind, kind, kind));
            }
            case CHI -> s.forbid(kuikae(s, meld.kind().index(), ((Chi) meld.meld()).called().id() >> 2, -1));
            default -> {
                s.addKan(seat);
                revealForKan(s, switch (meld.shape()) {
                    case CONCEALED_KONG -> RiichiRules.KAN_DORA_TIMING_CLOSED;
                    case ADDED_KONG -> RiichiRules.KAN_DORA_TIMING_ADDED;
                    default -> RiichiRules.KAN_DORA_TIMING_OPEN;
                }, events);
                s.setNukiDraw(false);
            }
        }
    }

    /** A call or kan: marks the hand as called and ends every seat's ippatsu chance. */
    private static void called(RiichiState s) {
        s.setCallMade();
        for (int seat = 0; seat < s.players(); seat++) {
            s.riichiSeat(seat).noIppatsu();
        }
    }

    /**
     * 包: the feeder of the set completing daisangen (third dragon set) or daisuushii (fourth wind
     * set) by pon or daiminkan, or of the fourth kan by daiminkan (suukantsu; an added kan as the
     * fourth makes nobody liable), is liable when {@code riichi.pao} names the yakuman; otherwise −1.
     */
    private static int liableFor(RiichiState s, RiichiSeat caller, Meld meld, int feeder) {
        if (meld.isRun()) {
            return -1;
        }
        TileKind k = meld.kind();
        var pao = s.rules().get(RiichiRules.PAO);
        int dragons = k.isDragon() ? 1 : 0;
        int winds = k.isWind() ? 1 : 0;
        int kans = 0;
        for (Meld m : caller.handMelds()) {
            dragons += !m.isRun() && m.kind().isDragon() ? 1 : 0;
            winds += !m.isRun() && m.kind().isWind() ? 1 : 0;
            kans += m.isKong() ? 1 : 0;
        }
        if (k.isDragon() && dragons == 3 && pao.contains("daisangen")) {
            return feeder;
        }
        if (k.isWind() && winds == 4 && pao.contains("daisuushii")) {
            return feeder;
        }
        if (meld instanceof OpenKan && kans == 3 && pao.contains("suukantsu")) {
            return feeder;
        }
        return -1;
    }

    /**
     * Of the kinds the seat on turn holds a kan of after its draw ({@code kinds}: four concealed, or a pon and the
     * fourth), those it may declare (the table flow's kongs allowed): none past the kan limit or with no live tile
     * left; in riichi only a closed kan that keeps the waits ({@link #riichiKanAllowed}).
     */
    static long kans(RiichiState s, Seat<RiichiMeld> me, long kinds) {
        if (!kansAllowed(s)) {
            return 0;
        }
        if (!me.declared()) {
            return kinds;
        }
        Tile drawn = s.drawn().orElseThrow();
        long out = 0;
        for (long b = kinds & me.heldAtLeast(4); b != 0; b &= b - 1) {
            int k = Long.numberOfTrailingZeros(b);
            if (riichiKanAllowed(s, me, drawn, k)) {
                out |= 1L << k;
            }
        }
        return out;
    }

    /**
     * A closed kan in riichi (per {@code riichi.riichiAnkan}): only with the drawn tile; the waits must
     * not change, and with {@code structureUnchanged} the three tiles must also be a triplet in every
     * tenpai reading.
     */
    private static boolean riichiKanAllowed(RiichiState s, Seat<RiichiMeld> me, Tile drawn, int kind) {
        String rule = s.rules().get(RiichiRules.RIICHI_ANKAN);
        if (rule.equals("never") || drawn.id() >> 2 != kind) {
            return false;
        }
        List<Tile> before = new ArrayList<>(me.hand());
        before.remove(drawn);
        List<Tile> after = me.hand().stream().filter(t -> t.id() >> 2 != kind).toList();
        long waitsBefore = WinChecks.waits(before, me.melds().size());
        long waitsAfter = WinChecks.waits(after, me.melds().size() + 1);
        return switch (rule) {
            case "anyTenpai" -> waitsAfter != 0;
            case "structureUnchanged" -> waitsBefore == waitsAfter && tripletInEveryReading(before, kind, waitsBefore);
            default -> waitsBefore == waitsAfter;
        };
    }

    /**
     * 面子構成が変わらない: in every reading of the 13 concealed tiles completed by any of their
     * {@code waits}, the tiles of {@code kind} include a concealed triplet (so the kan takes no
     * reading away, e.g. not from {@code 111222333s}, also read {@code 123s 123s 123s}).
     */
    private static boolean tripletInEveryReading(List<Tile> thirteen, int kind, long waits) {
        int[] counts = new int[34];
        for (Tile t : thirteen) {
            counts[t.id() >> 2]++;
        }
        boolean[] every = {true};
        for (long w = waits; w != 0; w &= w - 1) {
            int win = Long.numberOfTrailingZeros(w);
            counts[win]++;
            Decomposer.visitStandard(counts, (pair, kinds, runs, sets) -> {
                boolean triplet = false;
                for (int i = 0; i < sets; i++) {
                    triplet |= !runs[i] && kinds[i] == kind;
                }
                every[0] &= triplet;
            });
            counts[win]--;
        }
        return every[0];
    }

    /**
     * Whether {@code seat} may rob the kan's {@code tile} of {@code owner} (搶槓): waiting on it, not furiten, with a
     * yaku; a closed kan (no pon of the kind) only with thirteen orphans.
     */
    static boolean mayRob(RiichiState s, int seat, int owner, Tile tile, RiichiScorer scorer) {
        SeatShape them = s.riichiSeat(seat).shape();
        if (!WinChecks.completes(them, tile) || them.furiten()) {
            return false;
        }
        var scored = WinChecks.ron(s, seat, tile, scorer, true);
        boolean closed = s.seat(owner).melds().stream().noneMatch(m -> m.meld() instanceof Pon && m.kind() == tile.kind());
        return scored.isPresent() && (!closed || isKokushi(scored.get()));
    }

    private static boolean isKokushi(org.jantaku.riichi.scoring.ScoreOutcome.Scored scored) {
        return scored.score().yaku().stream().anyMatch(y -> y.yaku() == org.jantaku.riichi.scoring.Yaku.KOKUSHI
                || y.yaku() == org.jantaku.riichi.scoring.Yaku.KOKUSHI_13);
    }

    /**
     * A kan turns over the dora of earlier kans still waiting, and its own at once when its timing
     * is {@code immediate}; otherwise its own comes with the next discard ({@link #revealPending}).
     */
    private static void revealForKan(RiichiState s, org.jantaku.core.rules.RuleKey<String> timing,
            List<RiichiEvent> events) {
        if (!s.rules().get(RiichiRules.KAN_DORA)) {
            return;
        }
        int target = s.rules().get(timing).equals("immediate") ? s.kans().size() + 1 : s.kans().size();
        reveal(s, target, events);
    }

    /** A discard turns over every kan dora still waiting. */
    static void revealPending(RiichiState s, List<RiichiEvent> events) {
        if (doraPending(s)) {
            reveal(s, s.kans().size() + 1, events);
        }
    }

    /** Whether a kan dora waits to be turned over (by the next discard, or the next kan's draw). */
    static boolean doraPending(RiichiState s) {
        return s.options().kanDora() && s.doraRevealed() < Math.min(s.kans().size() + 1, 5);
    }

    private static void reveal(RiichiState s, int target, List<RiichiEvent> events) {
        int n = s.doraRevealed();
        while (n < Math.min(target, 5)) {
            events.add(new RiichiEvent.DoraRevealed(DeadWall.doraIndicator(s.wall(), n)));
            n++;
        }
        s.setDoraRevealed(n);
    }

}
