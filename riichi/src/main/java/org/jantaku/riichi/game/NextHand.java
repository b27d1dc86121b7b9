package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Dice;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.FinalScores;
import org.jantaku.riichi.wall.DeadWall;

/** Dealing, and what comes after a hand: renchan or the next dealer, honba, or the end of the game. */
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
     * After a hand: the game ends (bust, agari-yame / tenpai-yame, the last round, the extension's
     * threshold) or the next hand is dealt.
     *
     * @param renchan the dealer keeps the deal
     * @param won the hand was won (for the honba and agari-yame)
     * @param exhaustive the hand was an exhaustive draw (for tenpai-yame)
     */
    static void after(RiichiState s, boolean renchan, boolean won, boolean exhaustive, List<RiichiEvent> events) {
        RuleSet rules = s.rules();
        int threshold = rules.get(RiichiRules.EXTENSION_THRESHOLD);
        int lastRound = HandRotation.lastRound(rules);
        boolean extension = s.round() > lastRound;
        if (bust(s)) {
            end(s, events);
            return;
        }

        boolean someoneReached = false;
        for (int seat = 0; seat < s.players(); seat++) {
            someoneReached |= s.scores().get(seat) >= threshold;
        }
        if (renchan) {
            int top = FinalScores.ranking(scoreArray(s), 0)[0];
            var yame = won ? RiichiRules.AGARI_YAME : RiichiRules.TENPAI_YAME;
            if (s.round() >= lastRound && (won || exhaustive)
                    && HandRotation.stopsAtTop(rules, yame, top == s.dealer(), s.scores().get(s.dealer()))) {
                end(s, events);
                return;
            }
            if (s.round() >= lastRound && (won || exhaustive) && rules.get(yame).equals("kyoto")) {
                s.setPhase(new Phase.DealerChoice(s.dealer(), won)); // not first: the dealer chooses
                return;
            }
            if (extension && someoneReached && top == s.dealer()) {
                end(s, events);
                return;
            }
            deal(s, s.hand() + 1, s.round(), s.dealer(), HandRotation.honbaAfter(rules, s.honba(), true, won), events);
            return;
        }
        int nextRound = HandRotation.nextRound(rules, s.round());
        boolean suddenDeath = rules.get(RiichiRules.EXTENSION).equals("suddenDeath");
        if (s.round() >= lastRound && (!suddenDeath || someoneReached || nextRound > lastRound + 4)) {
            end(s, events);
            return;
        }
        deal(s, s.hand() + 1, nextRound, s.after(s.dealer(), 1), HandRotation.honbaAfter(rules, s.honba(), false, won),
                events);
    }

    /** The dealer chose to play on ({@link Phase.DealerChoice}): the same dealer deals again. */
    static void playOn(RiichiState s, boolean won, List<RiichiEvent> events) {
        deal(s, s.hand() + 1, s.round(), s.dealer(), HandRotation.honbaAfter(s.rules(), s.honba(), true, won), events);
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

    /** The game ends: the final settlement. */
    static void end(RiichiState s, List<RiichiEvent> events) {
        FinalScores.Result result = FinalScores.settle(scoreArray(s), 0, s.riichiSticks(), s.rules());
        events.add(new RiichiEvent.GameEnded(result));
        s.setPhase(new Phase.Over(result));
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
