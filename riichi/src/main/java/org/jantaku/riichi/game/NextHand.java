package org.jantaku.riichi.game;

import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.table.AfterHand;
import org.jantaku.engine.table.HandResult;
import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.FinalScores;

/**
 * What follows a settled hand (the table flow's {@link org.jantaku.engine.table.SettlingFlow#next}): the next hand
 * (renchan or the next dealer, the next round: the flow deals it), the dealer's choice, or the game's end with its
 * final settlement.
 */
final class NextHand {
    private NextHand() {
    }

    /**
     * What follows a settled hand: the game ends (bust, agari-yame / tenpai-yame, the last round, the
     * extension's threshold), the dealer chooses ({@code kyoto} yame: {@link RiichiPhase.DealerChoice}, held), or the
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
                s.setPhase(new RiichiPhase.DealerChoice(s.dealer(), won)); // not first: the dealer chooses
                return AfterHand.HELD;
            }
            return extension && someoneReached && top == s.dealer() ? AfterHand.OVER : AfterHand.NEXT;
        }
        int nextRound = HandRotation.nextRound(rules, s.round());
        boolean suddenDeath = rules.get(RiichiRules.EXTENSION).equals("suddenDeath");
        return s.round() >= lastRound && (!suddenDeath || someoneReached || nextRound > lastRound + 4) ? AfterHand.OVER
                : AfterHand.NEXT;
    }

    /** The next hand's round: the same on renchan, else the next. */
    static int nextRound(RiichiState s, HandResult<HandEnd.Ending> result) {
        return result.settlement().renchan() ? s.round() : HandRotation.nextRound(s.rules(), s.round());
    }

    /** The dealer chose to play on ({@link RiichiPhase.DealerChoice}): the same dealer deals again, with this honba. */
    static int honbaOnPlayOn(RiichiState s) {
        return HandRotation.honbaAfter(s.rules(), s.streak(), true, ((RiichiPhase.DealerChoice) s.phase()).won());
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
}
