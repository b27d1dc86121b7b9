package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Dice;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.table.AfterHand;
import org.jantaku.engine.table.HandResult;
import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.FinalScores;
import org.jantaku.riichi.wall.DeadWall;

/**
 * Dealing, and what follows a settled hand (the table flow's {@link org.jantaku.engine.table.SettlingFlow#next}):
 * the next hand (renchan or the next dealer, the next round), the dealer's choice, or the game's end with its
 * final settlement.
 */
final class NextHand {
    private NextHand() {
    }

    /** The first hand of a game: seat 0 deals (起家), everyone has the starting points. */
    static RiichiState firstHand(RuleSet rules, Walls walls, List<RiichiEvent> events) {
        BySeat<Integer> scores = BySeat.all(rules.get(RiichiRules.PLAYERS), rules.get(RiichiRules.STARTING_POINTS));
        return start(rules, walls, 0, 0, 0, 0, 0, scores, events);
    }

    /** A game that starts with hand {@code handIndex} dealt from {@code walls} with these counters and scores. */
    static RiichiState start(RuleSet rules, Walls walls, int handIndex, int round, int dealer, int honba, int sticks,
            BySeat<Integer> scores, List<RiichiEvent> events) {
        Wall wall = walls.forHand(handIndex, honba);
        RiichiState s = RiichiState.dealing(rules, walls, wall, sticks, scores,
                Phase.Turn.afterDraw(dealer, wall.at(13 * scores.size()), false));
        deal(s, wall, handIndex, round, dealer, honba, events);
        return s;
    }

    /**
     * What follows a settled hand: the game ends (bust, agari-yame / tenpai-yame, the last round, the
     * extension's threshold), the dealer chooses ({@code kyoto} yame: {@link Phase.DealerChoice}, held), or the
     * next hand is dealt.
     */
    static AfterHand next(RiichiState s, HandEnd.Ending ending) {
        RuleSet rules = s.rules();
        int threshold = rules.get(RiichiRules.EXTENSION_THRESHOLD);
        int lastRound = HandRotation.lastRound(rules);
        boolean extension = s.round() > lastRound;
        if (bust(s)) {
            return AfterHand.OVER;
        }

        boolean someoneReached = false;
        for (int seat = 0; seat < s.players(); seat++) {
            someoneReached |= s.scores().get(seat) >= threshold;
        }
        boolean won = ending.won();
        if (ending.renchan()) {
            int top = FinalScores.ranking(scoreArray(s), 0)[0];
            var yame = won ? RiichiRules.AGARI_YAME : RiichiRules.TENPAI_YAME;
            boolean counted = won || ending.exhaustive();
            if (s.round() >= lastRound && counted
                    && HandRotation.stopsAtTop(rules, yame, top == s.dealer(), s.scores().get(s.dealer()))) {
                return AfterHand.OVER;
            }
            if (s.round() >= lastRound && counted && rules.get(yame).equals("kyoto")) {
                s.setPhase(new Phase.DealerChoice(s.dealer(), won)); // not first: the dealer chooses
                return AfterHand.HELD;
            }
            return extension && someoneReached && top == s.dealer() ? AfterHand.OVER : AfterHand.NEXT;
        }
        int nextRound = HandRotation.nextRound(rules, s.round());
        boolean suddenDeath = rules.get(RiichiRules.EXTENSION).equals("suddenDeath");
        return s.round() >= lastRound && (!suddenDeath || someoneReached || nextRound > lastRound + 4) ? AfterHand.OVER
                : AfterHand.NEXT;
    }

    /** The next hand: the same round on renchan, else the next, with the result's dealer and honba. */
    static void nextHand(RiichiState s, HandResult<HandEnd.Ending> result, List<RiichiEvent> events) {
        int round = result.settlement().renchan() ? s.round() : HandRotation.nextRound(s.rules(), s.round());
        deal(s, s.hand() + 1, round, result.nextDealer(), result.nextStreak(), events);
    }

    /** The dealer chose to play on ({@link Phase.DealerChoice}): the same dealer deals again. */
    static void playOn(RiichiState s, boolean won, List<RiichiEvent> events) {
        deal(s, s.hand() + 1, s.round(), s.dealer(), HandRotation.honbaAfter(s.rules(), s.streak(), true, won), events);
    }

    private static boolean bust(RiichiState s) {
        int lowest = Integer.MAX_VALUE;
        for (int seat = 0; seat < s.players(); seat++) {
            lowest = Math.min(lowest, s.scores().get(seat));
        }
        return switch (s.rules().get(RiichiRules.TOBI)) {
            case "below0" -> lowest < 0;
            case "atOrBelow0" -> lowest <= 0;
            default -> false;
        };
    }

    /** The game's final settlement (uma, oka; the sticks left on the table per the rules). */
    static FinalScores.Result settlement(RiichiState s) {
        return FinalScores.settle(scoreArray(s), 0, s.riichiSticks(), s.rules());
    }

    private static int[] scoreArray(RiichiState s) {
        int[] out = new int[s.players()];
        for (int seat = 0; seat < out.length; seat++) {
            out[seat] = s.scores().get(seat);
        }
        return out;
    }

    /** The next hand, dealt from its wall in {@code s.walls()}. */
    private static void deal(RiichiState s, int handIndex, int round, int dealer, int honba, List<RiichiEvent> events) {
        deal(s, s.walls().forHand(handIndex, honba), handIndex, round, dealer, honba, events);
    }

    /** Deals a hand from {@code wall}: seat {@code dealer + j} gets the tiles {@code 13j … 13j + 12}; the dealer draws. */
    private static void deal(RiichiState s, Wall wall, int handIndex, int round, int dealer, int honba,
            List<RiichiEvent> events) {
        s.newHand(handIndex, round, dealer, honba, wall);
        for (int seat = 0; seat < s.players(); seat++) {
            int j = Math.floorMod(seat - dealer, s.players());
            s.seat(seat).deal(wall.tiles().subList(13 * j, 13 * j + 13));
        }
        s.setPhase(Phase.Turn.afterDraw(dealer, wall.at(s.dealt()), false));
        events.add(new RiichiEvent.HandStarted(round, honba, s.riichiSticks(), dealer, Dice.of(wall),
                DeadWall.doraIndicator(wall, 0), s.seats().map(SeatState::hand), s.scores()));
        RiichiGame.firstDraw(s, dealer, events);
    }
}
