package org.jantaku.guizhou.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.guizhou.rules.GuizhouRules;
import org.jantaku.guizhou.settlement.FirstOneSou;
import org.jantaku.guizhou.settlement.Meld;
import org.jantaku.guizhou.settlement.MeldKind;
import org.jantaku.guizhou.settlement.WinWay;

/** The transitions of a legal action: turns (discard, 报听, 自摸, 闷豆, 转弯豆) and claim windows (胡, 点豆, 碰, 过). */
final class Play {
    private Play() {
    }

    static GuizhouState apply(GuizhouState s, int seat, GuizhouAction a, List<GuizhouEvent> events) {
        return switch (s.phase()) {
            case Phase.Turn t -> switch (a) {
                case GuizhouAction.Discard d -> discard(s, t, d.tile(), false, events);
                case GuizhouAction.DeclareReady d -> discard(s, t, d.tile(), true, events);
                case GuizhouAction.SelfDraw w -> GameEnds.won(s, List.of(seat), seat, t.drawn().orElseThrow(),
                        t.kongDraw() ? WinWay.KONG_DRAW : WinWay.SELF_DRAW, events);
                case GuizhouAction.ConcealedKong k -> concealedKong(s, seat, k.kind(), events);
                case GuizhouAction.AddedKong k -> addedKong(s, seat, k.kind(), events);
                case GuizhouAction.Win w -> throw new IllegalStateException("no claim on a turn");
                case GuizhouAction.Pass p -> throw new IllegalStateException("no claim on a turn");
                case GuizhouAction.Pong p -> throw new IllegalStateException("no claim on a turn");
                case GuizhouAction.Kong k -> throw new IllegalStateException("no claim on a turn");
            };
            case Phase.Claims c -> answer(s, c, seat, a, events);
            case Phase.Over o -> throw new IllegalStateException("the game is over");
        };
    }

    private static GuizhouState discard(GuizhouState s, Phase.Turn t, Tile tile, boolean declare, List<GuizhouEvent> events) {
        int seat = t.seat();
        long passed = Legal.kongKinds(s, t);
        GuizhouState next = s.withSeat(seat, s.seat(seat).discarding(tile, declare, passed));
        if (tile.kind() == TileKind.S1 && s.firstOneSou().isEmpty()) {
            next = next.withFirstOneSou(new FirstOneSou(seat, Optional.empty()), tile);
        }
        events.add(new GuizhouEvent.Discarded(seat, tile, declare));
        Phase.Claims window = new Phase.Claims(seat, tile, false, t.konged(), Set.of(), Map.of());
        return openWindow(next, window, events);
    }

    /** Opens a claim window on the seats that may claim, or goes on when none may. */
    private static GuizhouState openWindow(GuizhouState s, Phase.Claims window, List<GuizhouEvent> events) {
        Set<Integer> pending = new TreeSet<>();
        for (int other = 0; other < 4; other++) {
            if (Legal.mayClaim(s, window, other)) {
                pending.add(other);
            }
        }
        if (!pending.isEmpty()) {
            return s.with(new Phase.Claims(window.from(), window.tile(), window.robbing(), window.hot(), pending, Map.of()));
        }
        return window.robbing() ? completeAddedKong(s, window.from(), window.tile(), events) : nextDraw(s, window.from(), events);
    }

    /** The next seat draws, or 黄庄 when the wall is empty. */
    private static GuizhouState nextDraw(GuizhouState s, int discarder, List<GuizhouEvent> events) {
        if (s.tilesLeft() == 0) {
            return GameEnds.exhausted(s, events);
        }
        return draw(s, (discarder + 1) % 4, false, events);
    }

    /** A draw from the front, or a kong's replacement from the end; the seat's 过水 lock ends. */
    private static GuizhouState draw(GuizhouState s, int seat, boolean replacement, List<GuizhouEvent> events) {
        Tile tile = s.wall().at(replacement ? s.tail() : s.head());
        GuizhouState next = replacement ? s.withWall(s.head(), s.tail() - 1) : s.withWall(s.head() + 1, s.tail());
        next = next.withSeat(seat, next.seat(seat).plus(tile).withLocked(0));
        events.add(new GuizhouEvent.Drew(seat, tile, replacement));
        return next.with(new Phase.Turn(seat, Optional.of(tile), replacement, replacement));
    }

    private static GuizhouState answer(GuizhouState s, Phase.Claims c, int seat, GuizhouAction a, List<GuizhouEvent> events) {
        GuizhouState next = s;
        if (!(a instanceof GuizhouAction.Win) && s.rules().get(GuizhouRules.PASS_LOCK) && Legal.canWin(s, c, seat)) {
            SeatState me = s.seat(seat);
            next = next.withSeat(seat, me.withLocked(me.locked() | 1L << c.tile().kind().index()));
        }
        Phase.Claims answered = c.answered(seat, a);
        if (!answered.pending().isEmpty()) {
            return next.with(answered);
        }
        List<Integer> winners = answered.winners();
        if (!winners.isEmpty()) {
            WinWay way = c.robbing() ? WinWay.ROBBED_KONG : c.hot() ? WinWay.HOT_DISCARD : WinWay.DISCARD;
            return GameEnds.won(next, winners, c.from(), c.tile(), way, events);
        }
        if (c.robbing()) {
            return completeAddedKong(next, c.from(), c.tile(), events);
        }
        for (Map.Entry<Integer, GuizhouAction> e : answered.answers().entrySet()) {
            if (e.getValue() instanceof GuizhouAction.Pong || e.getValue() instanceof GuizhouAction.Kong) {
                return call(next, c, e.getKey(), e.getValue() instanceof GuizhouAction.Kong, events);
            }
        }
        return nextDraw(next, c.from(), events);
    }

    /** 碰 or 点豆 of the discard. */
    private static GuizhouState call(GuizhouState s, Phase.Claims c, int seat, boolean kong, List<GuizhouEvent> events) {
        SeatState discarder = s.seat(c.from());
        List<Tile> pond = new ArrayList<>(discarder.pond());
        pond.remove(pond.size() - 1);
        GuizhouState next = s.withSeat(c.from(), discarder.withPond(pond)).withCalled();
        if (next.firstOneSouTile().equals(Optional.of(c.tile()))) {
            next = next.withFirstOneSou(new FirstOneSou(c.from(), Optional.of(seat)), c.tile());
        }
        SeatState me = next.seat(seat);
        List<Tile> tiles = new ArrayList<>(me.ofKind(c.tile().kind()).subList(0, kong ? 3 : 2));
        SeatState after = me;
        for (Tile t : tiles) {
            after = after.minus(t);
        }
        tiles.add(c.tile());
        MeldKind kind = kong ? MeldKind.DIAN_DOU : MeldKind.PONG;
        GameMeld meld = new GameMeld(new Meld(kind, c.tile().kind(), c.from(), false), tiles);
        next = next.withSeat(seat, withMeld(after, meld, Optional.empty()));
        events.add(new GuizhouEvent.Called(seat, meld));
        if (kong) {
            return draw(next, seat, true, events);
        }
        return next.with(new Phase.Turn(seat, Optional.empty(), false, false));
    }

    private static SeatState withMeld(SeatState me, GameMeld meld, Optional<GameMeld> replacing) {
        List<GameMeld> melds = new ArrayList<>(me.melds());
        replacing.ifPresentOrElse(old -> melds.set(melds.indexOf(old), meld), () -> melds.add(meld));
        return me.withMelds(melds);
    }

    private static boolean isLate(SeatState me, TileKind kind) {
        return (me.lateKongs() & (1L << kind.index())) != 0;
    }

    /** 闷豆: four concealed tiles; a replacement from the end. */
    private static GuizhouState concealedKong(GuizhouState s, int seat, TileKind kind, List<GuizhouEvent> events) {
        SeatState me = s.seat(seat);
        List<Tile> tiles = me.ofKind(kind);
        SeatState after = me;
        for (Tile t : tiles) {
            after = after.minus(t);
        }
        GameMeld meld = new GameMeld(new Meld(MeldKind.MEN_DOU, kind, seat, isLate(me, kind)), tiles);
        GuizhouState next = s.withSeat(seat, withMeld(after, meld, Optional.empty())).withCalled();
        events.add(new GuizhouEvent.Called(seat, meld));
        return draw(next, seat, true, events);
    }

    /** 转弯豆: first the window for 抢杠, then the kong. */
    private static GuizhouState addedKong(GuizhouState s, int seat, TileKind kind, List<GuizhouEvent> events) {
        Tile tile = s.seat(seat).ofKind(kind).get(0);
        Phase.Claims window = new Phase.Claims(seat, tile, true, false, Set.of(), Map.of());
        GuizhouState next = openWindow(s, window, events);
        if (next.phase() instanceof Phase.Claims) {
            events.add(new GuizhouEvent.KongAdding(seat, tile));
        }
        return next;
    }

    private static GuizhouState completeAddedKong(GuizhouState s, int seat, Tile tile, List<GuizhouEvent> events) {
        SeatState me = s.seat(seat);
        GameMeld pong = me.melds().stream().filter(m -> m.meld().kind() == MeldKind.PONG && m.meld().tile() == tile.kind())
                .findFirst().orElseThrow();
        List<Tile> tiles = new ArrayList<>(pong.tiles());
        tiles.add(tile);
        GameMeld meld = new GameMeld(new Meld(MeldKind.ZHUANWAN_DOU, tile.kind(), pong.meld().from(), isLate(me, tile.kind())), tiles);
        GuizhouState next = s.withSeat(seat, withMeld(me.minus(tile), meld, Optional.of(pong))).withCalled();
        events.add(new GuizhouEvent.Called(seat, meld));
        return draw(next, seat, true, events);
    }
}
