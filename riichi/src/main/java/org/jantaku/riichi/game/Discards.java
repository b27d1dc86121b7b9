package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.ClaimPriority;
import org.jantaku.engine.table.ClaimWindow;
import org.jantaku.engine.table.TableAction;
import org.jantaku.engine.table.WinLimit;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;

/**
 * A discard and what follows it: the claim window (every seat that can ron or call answers; then
 * ron before pon and kan before chi), and when nobody takes the tile the next draw or the hand's end.
 * Each step changes the state in place.
 */
final class Discards {
    private Discards() {
    }

    /**
     * {@code seat} discards {@code tile} (declaring riichi with it when {@code riichi}). A claim window
     * opens only when some seat can claim the tile; otherwise the discard goes by at once.
     */
    static void discard(RiichiState s, Phase.Turn turn, Tile tile, boolean riichi, List<RiichiEvent> events,
            RiichiScorer scorer) {
        int seat = turn.seat();
        boolean tsumogiri = turn.drawn().isPresent() && turn.drawn().get().equals(tile);
        s.seat(seat).discard(tile, tsumogiri, riichi);
        events.add(Events.discarded(seat, tile, tsumogiri, riichi));
        Calls.revealPending(s, events);
        int claimants = 0;
        for (int n = 1; n < s.players(); n++) {
            int other = s.after(seat, n);
            if (Calls.mayClaim(s, other, tile, seat, scorer)) {
                claimants |= 1 << other;
            }
        }
        if (claimants != 0) {
            s.openClaims(seat, tile, ClaimWindow.On.DISCARD, riichi, claimants);
            return;
        }
        passed(s, seat, tile, riichi, events);
    }

    /** Legal answers of a claimant: its claims, then {@code Pass}. */
    static List<RiichiAction> answers(RiichiState s, Phase.Claims c, int seat, RiichiScorer scorer) {
        if (c.ronOnly()) {
            return Actions.RON_OR_PASS;
        }
        List<RiichiAction> options = Calls.options(s, seat, c.tile(), c.discarder(), scorer);
        List<RiichiAction> out = new ArrayList<>(options.size() + 1);
        out.addAll(options);
        out.add(Actions.PASS);
        return out;
    }

    /**
     * A claimant answers; when everybody has answered, the claims are settled by the shared window:
     * ron before pon and kan before chi, several ron per {@link #winLimit}.
     */
    static void answer(RiichiState s, int seat, RiichiAction action, List<RiichiEvent> events, RiichiScorer scorer) {
        if (!s.answerClaim(seat, action)) {
            return;
        }
        ClaimWindow<TableAction> w = s.claims();
        int discarder = w.from();
        Tile tile = w.tile();
        WinLimit limit = w.wins() > 0 ? winLimit(s) : WinLimit.ALL; // the rules are read only when someone wins
        switch (w.settle(s.players(), ClaimPriority.STANDARD, limit)) {
            case WIN -> {
                int[] winners = w.winners(s.players(), limit);
                List<Integer> rons = new ArrayList<>(winners.length);
                for (int winner : winners) {
                    rons.add(winner);
                }
                HandEnd.ron(s, rons, discarder, tile, w.robbing(), events, scorer);
                return;
            }
            case ABORT -> {
                HandEnd.abortive(s, "tripleRon", events);
                return;
            }
            case CALL, NONE -> missedWins(s, discarder, tile);
        }
        if (w.robbing()) {
            Calls.completeRobbedKan(s, discarder, tile, events);
            return;
        }
        if (w.on() == ClaimWindow.On.ASIDE) {
            Nukis.replacement(s, discarder, events);
            return;
        }
        if (w.declaring() && acceptRiichi(s, discarder, events)) {
            return;
        }
        int caller = w.caller(s.players(), ClaimPriority.STANDARD);
        if (caller < 0) {
            afterPass(s, discarder, events);
            return;
        }
        switch (w.action(caller)) {
            case RiichiAction.Pon p -> Calls.callSet(s, caller, discarder, tile, p.first(), p.second(), true, events);
            case RiichiAction.Chi ch -> Calls.callSet(s, caller, discarder, tile, ch.first(), ch.second(), false, events);
            case RiichiAction.OpenKan k -> Calls.openKan(s, caller, discarder, tile, events);
            default -> throw new IllegalStateException("not a call: " + w.action(caller));
        }
    }

    /**
     * How many ron on one tile win ({@code riichi.multipleRon}: the head bump 頭ハネ, double or triple
     * ron; nearest the discarder first), and whether three ron where fewer win end the hand drawn
     * ({@code riichi.abortiveSanchahou}, 三家和).
     */
    private static WinLimit winLimit(RiichiState s) {
        int allowed = switch (s.rules().get(RiichiRules.MULTIPLE_RON)) {
            case "headBump" -> 1;
            case "double" -> 2;
            default -> 3;
        };
        return new WinLimit(allowed, s.rules().get(RiichiRules.ABORTIVE_SANCHAHOU));
    }

    /** The discard went by: riichi accepted, furiten marked, then the abortive draws, the wall's end, or the next draw. */
    private static void passed(RiichiState s, int discarder, Tile tile, boolean riichi, List<RiichiEvent> events) {
        missedWins(s, discarder, tile);
        if (riichi && acceptRiichi(s, discarder, events)) {
            return;
        }
        afterPass(s, discarder, events);
    }

    /** Every seat the tile would have completed is furiten for now (in riichi, for the rest of the hand). */
    static void missedWins(RiichiState s, int discarder, Tile tile) {
        for (int n = 1; n < s.players(); n++) {
            SeatState them = s.seat(s.after(discarder, n));
            if (WinChecks.completes(them, tile)) {
                them.missedWin();
            }
        }
    }

    /**
     * The riichi declared with the discard stands: the stick goes on the table. With four riichi
     * (四家立直) the hand ends at once and the state is the next hand's (or the game's end): then true.
     */
    private static boolean acceptRiichi(RiichiState s, int discarder, List<RiichiEvent> events) {
        SeatState me = s.seat(discarder);
        boolean isDouble = me.pondSize() == 1 && !s.melded() && s.rules().get(RiichiRules.DOUBLE_RIICHI_ALLOWED);
        int[] net = new int[s.players()];
        net[discarder] = -s.rules().get(RiichiRules.RIICHI_DEPOSIT);
        me.acceptRiichi(isDouble);
        s.pay(net, s.riichiSticks() + 1);
        events.add(new RiichiEvent.RiichiAccepted(discarder, s.scores()));
        if (s.rules().get(RiichiRules.ABORTIVE_SUUCHA_RIICHI) && allInRiichi(s)) {
            HandEnd.abortive(s, "fourRiichi", events);
            return true;
        }
        return false;
    }

    /** 四家立直: every one of four seats is in riichi (three players have no such draw). */
    private static boolean allInRiichi(RiichiState s) {
        if (s.players() != 4) {
            return false;
        }
        for (int seat = 0; seat < 4; seat++) {
            if (!s.seat(seat).riichi()) {
                return false;
            }
        }
        return true;
    }

    /** After a discard nobody took: four winds, four kans, the wall's end, or the next seat's draw. */
    private static void afterPass(RiichiState s, int discarder, List<RiichiEvent> events) {
        if (s.options().abortiveSuufonRenda() && !s.melded() && fourWinds(s)) {
            HandEnd.abortive(s, "fourWinds", events);
        } else if (s.options().abortiveSuukaikan() && fourKansByTwoOrMore(s.kans())) {
            HandEnd.abortive(s, "fourKans", events);
        } else if (s.liveTilesLeft() == 0) {
            HandEnd.exhaustive(s, events);
        } else {
            draw(s, s.after(discarder, 1), events);
        }
    }

    /** 四開槓: four kans made by more than one seat ({@code kans}: the seat of each kan). */
    static boolean fourKansByTwoOrMore(List<Integer> kans) {
        return kans.size() == 4 && new HashSet<>(kans).size() > 1;
    }

    /**
     * 四風連打: each seat has discarded once, the same wind. Asked with no call made, when that is
     * only after the fourth draw (the next draw at 56).
     */
    private static boolean fourWinds(RiichiState s) {
        if (s.head() != 56 || s.players() != 4) { // three players have no such draw
            return false;
        }
        for (int seat = 0; seat < 4; seat++) {
            if (s.seat(seat).pondSize() != 1) {
                return false;
            }
        }
        var first = s.seat(0).pondTile(0).tile().kind();
        if (!first.isWind()) {
            return false;
        }
        for (int seat = 1; seat < 4; seat++) {
            if (s.seat(seat).pondTile(0).tile().kind() != first) {
                return false;
            }
        }
        return true;
    }

    /** {@code seat} draws the next live tile (a forced nine-terminals draw ends the hand at once). */
    static void draw(RiichiState s, int seat, List<RiichiEvent> events) {
        Tile tile = s.wall().at(s.head());
        SeatState me = s.seat(seat);
        me.draw(tile);
        s.setNextDraw(s.head() + 1);
        s.setPhase(Phase.Turn.afterDraw(seat, tile, false));
        events.add(Events.drew(seat, tile));
        if (Turns.nineTerminalsForced(s, me)) {
            HandEnd.abortive(s, "nineTerminals", events);
        }
    }
}
