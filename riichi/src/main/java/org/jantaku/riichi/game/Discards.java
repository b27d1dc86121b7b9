package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jantaku.core.game.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;

/** A discard and what follows it: the claim window, and when the tile passes the next draw or the hand's end. */
final class Discards {
    private Discards() {
    }

    /** {@code seat} discards {@code tile} (declaring riichi with it when {@code riichi}). */
    static RiichiState discard(RiichiState s, Phase.Turn turn, Tile tile, boolean riichi, List<RiichiEvent> events,
            RiichiScorer scorer) {
        int seat = turn.seat();
        SeatState me = s.seats().get(seat).discard(tile, tile.equals(turn.drawn()), riichi);
        RiichiState after = s.withSeats(s.seats().with(seat, me));
        events.add(new RiichiEvent.Discarded(seat, tile, tile.equals(turn.drawn()), riichi));
        List<Integer> claimants = new ArrayList<>();
        for (int n = 1; n < 4; n++) {
            int other = BySeat.after(seat, n);
            SeatState them = after.seats().get(other);
            if (!WinChecks.furiten(them) && WinChecks.ron(after, other, tile, scorer).isPresent()) {
                claimants.add(other);
            }
        }
        if (!claimants.isEmpty()) {
            return after.withPhase(new Phase.Claims(seat, tile, riichi, claimants, List.of()));
        }
        return passed(after, seat, tile, riichi, events);
    }

    /** A claimant answers ron or pass; when everybody has answered, the claims are settled. */
    static RiichiState answer(RiichiState s, Phase.Claims c, int seat, boolean ron, List<RiichiEvent> events,
            RiichiScorer scorer) {
        List<Integer> waiting = new ArrayList<>(c.waiting());
        waiting.remove(Integer.valueOf(seat));
        List<Integer> rons = new ArrayList<>(c.rons());
        if (ron) {
            rons.add(seat);
        }
        if (!waiting.isEmpty()) {
            return s.withPhase(new Phase.Claims(c.discarder(), c.tile(), c.riichi(), waiting, rons));
        }
        if (rons.isEmpty()) {
            return passed(s, c.discarder(), c.tile(), c.riichi(), events);
        }
        rons.sort(Comparator.comparingInt(w -> Math.floorMod(w - c.discarder(), 4)));
        String rule = s.rules().get(RiichiRules.MULTIPLE_RON);
        int allowed = switch (rule) {
            case "headBump" -> 1;
            case "double" -> 2;
            default -> 3;
        };
        if (rons.size() == 3 && allowed < 3 && s.rules().get(RiichiRules.ABORTIVE_SANCHAHOU)) {
            return HandEnd.abortive(s, "tripleRon", events);
        }
        return HandEnd.ron(s, rons.subList(0, Math.min(allowed, rons.size())), c.discarder(), c.tile(), events, scorer);
    }

    /**
     * The discard went by: every seat it would have completed is furiten for now (in riichi, for the
     * rest of the hand); a riichi declared with it is accepted; then the abortive draws, the end of
     * the wall, or the next seat's draw.
     */
    static RiichiState passed(RiichiState s, int discarder, Tile tile, boolean riichi, List<RiichiEvent> events) {
        BySeat<SeatState> seats = s.seats();
        for (int n = 1; n < 4; n++) {
            int other = BySeat.after(discarder, n);
            SeatState them = seats.get(other);
            if ((WinChecks.waits(them.hand()) & 1L << (tile.id() >> 2)) != 0) {
                seats = seats.with(other, them.missedWin());
            }
        }
        RiichiState after = s.withSeats(seats);
        if (riichi) {
            SeatState me = seats.get(discarder);
            boolean isDouble = me.pond().size() == 1 && s.rules().get(RiichiRules.DOUBLE_RIICHI_ALLOWED);
            int deposit = s.rules().get(RiichiRules.RIICHI_DEPOSIT);
            after = after.withSeats(seats.with(discarder, me.acceptRiichi(isDouble)))
                    .withScores(s.scores().with(discarder, s.scores().get(discarder) - deposit), s.riichiSticks() + 1);
            events.add(new RiichiEvent.RiichiAccepted(discarder, after.scores()));
            if (s.rules().get(RiichiRules.ABORTIVE_SUUCHA_RIICHI)
                    && after.seats().toList().stream().allMatch(SeatState::riichi)) {
                return HandEnd.abortive(after, "fourRiichi", events);
            }
        }
        if (s.rules().get(RiichiRules.ABORTIVE_SUUFON_RENDA) && fourWinds(after)) {
            return HandEnd.abortive(after, "fourWinds", events);
        }
        if (after.liveTilesLeft() == 0) {
            return HandEnd.exhaustive(after, events);
        }
        return draw(after, BySeat.after(discarder, 1), events);
    }

    /** 四風連打: each seat has discarded once, the same wind. */
    private static boolean fourWinds(RiichiState s) {
        List<SeatState> all = s.seats().toList();
        if (!all.stream().allMatch(seat -> seat.pond().size() == 1)) {
            return false;
        }
        var first = all.get(0).pond().get(0).tile().kind();
        return first.isWind() && all.stream().allMatch(seat -> seat.pond().get(0).tile().kind() == first);
    }

    /** {@code seat} draws the next live tile (a forced nine-terminals draw ends the hand at once). */
    static RiichiState draw(RiichiState s, int seat, List<RiichiEvent> events) {
        Tile tile = s.wall().at(s.nextDraw());
        SeatState me = s.seats().get(seat).draw(tile);
        RiichiState after = s.withNextDraw(s.nextDraw() + 1).withSeats(s.seats().with(seat, me))
                .withPhase(new Phase.Turn(seat, tile));
        events.add(new RiichiEvent.Drew(seat, tile));
        if (Turns.nineTerminalsForced(after, me)) {
            return HandEnd.abortive(after, "nineTerminals", events);
        }
        return after;
    }
}
