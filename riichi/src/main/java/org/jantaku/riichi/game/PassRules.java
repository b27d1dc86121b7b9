package org.jantaku.riichi.game;

import java.util.HashSet;
import java.util.List;
import org.jantaku.engine.table.Seat;
import org.jantaku.engine.table.WinLimit;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * Riichi's rules around a discard that the table flow asks through its hooks ({@link RiichiGame}): the riichi
 * stick when the declaring discard goes by, the abortive draws after a pass (四風連打, 四開槓, 四家立直), and how many
 * ron on one tile win (頭ハネ, double ron, 三家和).
 */
final class PassRules {
    private PassRules() {
    }

    /**
     * How many ron on one tile win ({@code riichi.multipleRon}: the head bump 頭ハネ, double or triple
     * ron; nearest the discarder first), and whether three ron where fewer win end the hand drawn
     * ({@code riichi.abortiveSanchahou}, 三家和).
     */
    static WinLimit winLimit(RiichiState s) {
        int allowed = switch (s.rules().get(RiichiRules.MULTIPLE_RON)) {
            case "headBump" -> 1;
            case "double" -> 2;
            default -> 3;
        };
        return new WinLimit(allowed, s.rules().get(RiichiRules.ABORTIVE_SANCHAHOU));
    }

    /**
     * The riichi declared with the discard stands: the stick goes on the table ({@link RiichiState#putStick}, a
     * transfer to the table's pot). With four riichi
     * (四家立直) the hand ends at once and the state is the next hand's (or the game's end): then true.
     */
    static boolean acceptRiichi(RiichiState s, int discarder, List<RiichiEvent> events) {
        Seat<RiichiMeld> me = s.seat(discarder);
        boolean isDouble = s.firstGoAroundDiscard(discarder) && s.rules().get(RiichiRules.DOUBLE_RIICHI_ALLOWED);
        s.riichiSeat(discarder).acceptRiichi(me, isDouble);
        s.putStick(discarder);
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
            if (!s.seat(seat).declared()) {
                return false;
            }
        }
        return true;
    }

    /** After a discard nobody took, before the wall's end: four winds or four kans end the hand (then true). */
    static boolean abortiveAfterPass(RiichiState s, List<RiichiEvent> events) {
        if (s.options().abortiveSuufonRenda() && !s.melded() && fourWinds(s)) {
            HandEnd.abortive(s, "fourWinds", events);
            return true;
        }
        if (s.options().abortiveSuukaikan() && fourKansByTwoOrMore(s.kans())) {
            HandEnd.abortive(s, "fourKans", events);
            return true;
        }
        return false;
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
            if (s.seat(seat).discards() != 1) {
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
}
