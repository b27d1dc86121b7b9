package org.jantaku.guangdong.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.guangdong.rules.GuangdongRules;
import org.jantaku.guangdong.settlement.MeldKind;
import org.jantaku.guangdong.settlement.SetMeld;
import org.jantaku.guangdong.settlement.Special;
import org.jantaku.guangdong.settlement.WinInput;
import org.jantaku.guangdong.settlement.WinWay;

/**
 * The transitions: a turn's action, the answers to a discard (all collected, then 胡 before 碰/杠
 * before 吃, several 胡 allowed in 鸡胡), the answers to an added kong (抢杠), draws and replacement
 * draws, and the 漏胡 lock (a seat that lets a win go may not win on that kind until it draws or calls).
 */
final class Play {
    private Play() {
    }

    static Result<Transition<GuangdongState, GuangdongEvent>> apply(GuangdongState s, int seat, GuangdongAction a) {
        List<GuangdongAction> legal = Moves.legal(s, seat);
        if (a instanceof GuangdongAction.Escape) {
            return escape(s, seat, legal);
        }
        if (!legal.contains(a)) {
            return Result.illegal(legal.isEmpty() ? "seat " + seat + " is not to act now"
                    : a + " is not legal for seat " + seat + " now; legal: " + legal);
        }
        List<GuangdongEvent> events = new ArrayList<>();
        GuangdongState next = switch (s.phase()) {
            case Phase.Turn t -> turn(s, t, a, events);
            case Phase.Claims c -> answerClaim(s, c, seat, a, events);
            case Phase.Rob r -> answerRob(s, r, seat, a, events);
            case Phase.GameOver o -> throw new IllegalStateException("the game is over");
        };
        return Result.ok(new Transition<>(next, events));
    }

    /**
     * 逃跑 (推倒胡): the seat is among those that left this hand and pays the penalty when it is settled;
     * nothing else changes (the seat is still to act, now for whoever took it). No event: the record's
     * step says it, and the hand's settlement shows the {@code escape} transfer.
     */
    private static Result<Transition<GuangdongState, GuangdongEvent>> escape(GuangdongState s, int seat,
            List<GuangdongAction> legal) {
        if (!GuangdongRules.isTuidaohu(s.rules())) {
            return Result.illegal("逃跑 is a 推倒胡 rule; these rules (鸡胡) have no penalty for leaving");
        }
        if (legal.isEmpty()) {
            return Result.illegal("seat " + seat + " is not to act now: 逃跑 is recorded when the game waits for the seat");
        }
        if (s.escaped().contains(seat)) {
            return Result.illegal("seat " + seat + " has already left this hand (逃跑)");
        }
        return Result.ok(new Transition<>(s.escaping(seat), List.of()));
    }

    private static GuangdongState turn(GuangdongState s, Phase.Turn t, GuangdongAction a, List<GuangdongEvent> events) {
        int seat = t.seat();
        SeatState me = s.seats().get(seat);
        return switch (a) {
            case GuangdongAction.SelfDrawWin w -> HandEnding.end(s, List.of(selfDraw(s, t)), events);
            case GuangdongAction.ConcealedKong k -> {
                List<Tile> tiles = me.hand().stream().filter(x -> x.kind() == k.kind()).toList();
                SeatState after = addMeld(me.minus(tiles), new PlayedMeld(new SetMeld(MeldKind.CONCEALED_KONG, k.kind(), seat), tiles));
                events.add(new GuangdongEvent.Called(seat, seat, MeldKind.CONCEALED_KONG, tiles));
                yield replacement(s.with(s.seats().with(seat, after), s.phase()).called(s.twelveFeeds()), seat, seat, events);
            }
            case GuangdongAction.AddedKong k -> {
                BySeat<List<GuangdongAction>> robs = Moves.robs(s, seat, k.kind());
                Tile tile = me.take(k.kind());
                if (robs.toList().stream().allMatch(List::isEmpty)) {
                    yield addedKong(s, seat, tile, events);
                }
                yield s.with(s.seats(), new Phase.Rob(seat, tile, robs, BySeat.all(Optional.empty())));
            }
            case GuangdongAction.Discard d -> discard(s, seat, me.take(d.kind()), events);
            case GuangdongAction.Win w -> throw new IllegalStateException("胡 in a turn");
            case GuangdongAction.Pass p -> throw new IllegalStateException("pass in a turn");
            case GuangdongAction.Chi c -> throw new IllegalStateException("吃 in a turn");
            case GuangdongAction.Pon p -> throw new IllegalStateException("碰 in a turn");
            case GuangdongAction.Kong k -> throw new IllegalStateException("杠 of a discard in a turn");
            case GuangdongAction.Escape e -> throw new IllegalStateException("逃跑 is no move of a turn");
        };
    }

    private static WinInput selfDraw(GuangdongState s, Phase.Turn t) {
        int seat = t.seat();
        SeatState me = s.seats().get(seat);
        boolean first = me.discards() == 0 && !s.callMade() && t.kongFrom().isEmpty();
        Special special = !first ? Special.NONE
                : seat == s.dealer() ? Special.TIANHE
                : GuangdongRules.isTuidaohu(s.rules()) ? Special.NONE : Special.DIHE;
        TileKind winTile = t.drawn().orElse(me.hand().get(me.hand().size() - 1)).kind();
        WinWay way = t.kongFrom().isPresent() ? WinWay.KONG_FLOWER : WinWay.SELF_DRAW;
        boolean lastTile = t.drawn().isPresent() && s.liveTilesLeft() == 0;
        return new WinInput(seat, kinds(me.hand()), winTile, way, t.kongFrom().orElse(seat), lastTile, special);
    }

    private static GuangdongState discard(GuangdongState s, int seat, Tile tile, List<GuangdongEvent> events) {
        events.add(new GuangdongEvent.Discarded(seat, tile));
        GuangdongState after = s.with(s.seats().with(seat, s.seats().get(seat).discarded(tile)), s.phase());
        BySeat<List<GuangdongAction>> options = Moves.claims(after, seat, tile);
        if (options.toList().stream().allMatch(List::isEmpty)) {
            return drawOrEnd(after, (seat + 1) % 4, events);
        }
        return after.with(after.seats(), new Phase.Claims(seat, tile, options, BySeat.all(Optional.empty())));
    }

    private static GuangdongState answerClaim(GuangdongState s, Phase.Claims c, int seat, GuangdongAction a,
            List<GuangdongEvent> events) {
        BySeat<Optional<GuangdongAction>> answers = c.answers().with(seat, Optional.of(a));
        if (!allAnswered(c.options(), answers)) {
            return s.with(s.seats(), new Phase.Claims(c.discarder(), c.tile(), c.options(), answers));
        }
        TileKind k = c.tile().kind();
        GuangdongState locked = s.with(lockPassedWins(s.seats(), c.options(), answers, k), s.phase());
        List<Integer> winners = answeredWin(c.discarder(), answers);
        if (!winners.isEmpty()) {
            SeatState dealer = s.seats().get(s.dealer());
            boolean renhe = c.discarder() == s.dealer() && dealer.discards() == 1 && !s.callMade();
            List<WinInput> wins = winners.stream().map(w -> new WinInput(w, kindsWith(s.seats().get(w).hand(), k), k,
                    WinWay.DISCARD, c.discarder(), false, renhe ? Special.RENHE : Special.NONE)).toList();
            return HandEnding.end(locked, wins, events);
        }
        for (int i = 1; i <= 3; i++) {
            int caller = (c.discarder() + i) % 4;
            Optional<GuangdongAction> ans = answers.get(caller);
            if (ans.isPresent() && (ans.get() instanceof GuangdongAction.Pon || ans.get() instanceof GuangdongAction.Kong)) {
                return claim(locked, c, caller, ans.get(), events);
            }
        }
        for (int i = 1; i <= 3; i++) {
            int caller = (c.discarder() + i) % 4;
            if (answers.get(caller).orElse(new GuangdongAction.Pass()) instanceof GuangdongAction.Chi) {
                return claim(locked, c, caller, answers.get(caller).get(), events);
            }
        }
        return drawOrEnd(locked.with(locked.seats(), s.phase()), (c.discarder() + 1) % 4, events);
    }

    /** 吃, 碰 or 明杠 of the discard. */
    private static GuangdongState claim(GuangdongState s, Phase.Claims c, int caller, GuangdongAction a,
            List<GuangdongEvent> events) {
        SeatState me = s.seats().get(caller).unlocked();
        TileKind k = c.tile().kind();
        List<Tile> own = new ArrayList<>();
        MeldKind type;
        TileKind meldKind = k;
        switch (a) {
            case GuangdongAction.Chi chi -> {
                type = MeldKind.CHI;
                meldKind = chi.low();
                for (int i = chi.low().index(); i < chi.low().index() + 3; i++) {
                    if (i != k.index()) {
                        own.add(me.take(TileKind.of(i)));
                    }
                }
            }
            case GuangdongAction.Pon p -> {
                type = MeldKind.PON;
                own.addAll(me.hand().stream().filter(t -> t.kind() == k).limit(2).toList());
            }
            default -> {
                type = MeldKind.KONG;
                own.addAll(me.hand().stream().filter(t -> t.kind() == k).limit(3).toList());
            }
        }
        List<Tile> tiles = new ArrayList<>(own);
        tiles.add(c.tile());
        SeatState after = addMeld(me.minus(own), new PlayedMeld(new SetMeld(type, meldKind, c.discarder()), tiles));
        BySeat<SeatState> seats = s.seats().with(caller, after)
                .with(c.discarder(), s.seats().get(c.discarder()).lostLastDiscard());
        events.add(new GuangdongEvent.Called(caller, c.discarder(), type, after.melds().get(after.melds().size() - 1).tiles()));
        List<GuangdongState.Feed> feeds = new ArrayList<>(s.twelveFeeds());
        if (after.melds().size() == 4 && after.melds().stream().allMatch(m -> m.meld().type().isExposed())) {
            feeds.add(new GuangdongState.Feed(c.discarder(), caller));
        }
        GuangdongState called = s.with(seats, s.phase()).called(feeds);
        if (type == MeldKind.KONG) {
            return replacement(called, caller, c.discarder(), events);
        }
        return called.with(seats, new Phase.Turn(caller, Optional.empty(), true, Optional.empty()));
    }

    private static GuangdongState answerRob(GuangdongState s, Phase.Rob r, int seat, GuangdongAction a,
            List<GuangdongEvent> events) {
        BySeat<Optional<GuangdongAction>> answers = r.answers().with(seat, Optional.of(a));
        if (!allAnswered(r.options(), answers)) {
            return s.with(s.seats(), new Phase.Rob(r.konger(), r.tile(), r.options(), answers));
        }
        TileKind k = r.tile().kind();
        boolean tdh = GuangdongRules.isTuidaohu(s.rules());
        GuangdongState locked = tdh ? s : s.with(lockPassedWins(s.seats(), r.options(), answers, k), s.phase());
        List<Integer> winners = answeredWin(r.konger(), answers);
        if (tdh && s.rules().get(GuangdongRules.TDH_ROBBERS).equals("first") && winners.size() > 1) {
            winners = winners.subList(0, 1);
        }
        if (winners.isEmpty()) {
            return addedKong(locked, r.konger(), r.tile(), events);
        }
        List<WinInput> wins = winners.stream().map(w -> new WinInput(w, kindsWith(s.seats().get(w).hand(), k), k,
                WinWay.ROBBED_KONG, r.konger(), false, Special.NONE)).toList();
        return HandEnding.end(locked, wins, events);
    }

    private static GuangdongState addedKong(GuangdongState s, int seat, Tile tile, List<GuangdongEvent> events) {
        SeatState me = s.seats().get(seat);
        List<PlayedMeld> melds = new ArrayList<>(me.melds());
        for (int i = 0; i < melds.size(); i++) {
            PlayedMeld m = melds.get(i);
            if (m.meld().type() == MeldKind.PON && m.meld().kind() == tile.kind()) {
                List<Tile> tiles = new ArrayList<>(m.tiles());
                tiles.add(tile);
                melds.set(i, new PlayedMeld(new SetMeld(MeldKind.ADDED_KONG, tile.kind(), m.meld().from()), tiles));
                events.add(new GuangdongEvent.Called(seat, seat, MeldKind.ADDED_KONG, melds.get(i).tiles()));
            }
        }
        SeatState after = me.minus(List.of(tile)).withMelds(melds);
        return replacement(s.with(s.seats().with(seat, after), s.phase()).called(s.twelveFeeds()), seat, seat, events);
    }

    /** A kong's replacement tile from the wall's tail. */
    private static GuangdongState replacement(GuangdongState s, int seat, int kongFrom, List<GuangdongEvent> events) {
        Tile tile = s.wall().at(s.wall().size() - 1 - s.tailTaken());
        events.add(new GuangdongEvent.Drew(seat, tile, true));
        BySeat<SeatState> seats = s.seats().with(seat, s.seats().get(seat).plus(tile).unlocked());
        return s.drawn(s.next(), s.tailTaken() + 1, seats, new Phase.Turn(seat, Optional.of(tile), false, Optional.of(kongFrom)));
    }

    /** The next seat draws from the head, or the hand is drawn (流局) when the live wall is empty. */
    private static GuangdongState drawOrEnd(GuangdongState s, int seat, List<GuangdongEvent> events) {
        if (s.liveTilesLeft() == 0) {
            return HandEnding.end(s, List.of(), events);
        }
        Tile tile = s.wall().at(s.next());
        events.add(new GuangdongEvent.Drew(seat, tile, false));
        BySeat<SeatState> seats = s.seats().with(seat, s.seats().get(seat).plus(tile).unlocked());
        return s.drawn(s.next() + 1, s.tailTaken(), seats, new Phase.Turn(seat, Optional.of(tile), false, Optional.empty()));
    }

    private static SeatState addMeld(SeatState me, PlayedMeld m) {
        List<PlayedMeld> melds = new ArrayList<>(me.melds());
        melds.add(m);
        return me.withMelds(melds);
    }

    private static boolean allAnswered(BySeat<List<GuangdongAction>> options, BySeat<Optional<GuangdongAction>> answers) {
        for (int seat = 0; seat < 4; seat++) {
            if (!options.get(seat).isEmpty() && answers.get(seat).isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** The seats that answered 胡, in turn order after {@code from}. */
    private static List<Integer> answeredWin(int from, BySeat<Optional<GuangdongAction>> answers) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            int seat = (from + i) % 4;
            if (answers.get(seat).orElse(new GuangdongAction.Pass()) instanceof GuangdongAction.Win) {
                out.add(seat);
            }
        }
        return out;
    }

    /** 漏胡: each seat that could have won and did not is barred from winning on the kind. */
    private static BySeat<SeatState> lockPassedWins(BySeat<SeatState> seats, BySeat<List<GuangdongAction>> options,
            BySeat<Optional<GuangdongAction>> answers, TileKind k) {
        return seats.mapWithSeat((seat, st) -> options.get(seat).contains(new GuangdongAction.Win())
                && !(answers.get(seat).orElseThrow() instanceof GuangdongAction.Win) ? st.lockedOn(k) : st);
    }

    private static List<TileKind> kinds(List<Tile> tiles) {
        return tiles.stream().map(Tile::kind).toList();
    }

    private static List<TileKind> kindsWith(List<Tile> tiles, TileKind k) {
        List<TileKind> out = new ArrayList<>(kinds(tiles));
        out.add(k);
        return out;
    }
}
