package org.jantaku.riichi.keep;

import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.FinalScores;

/**
 * After a settled hand: the end of the game (bust, agari-yame / tenpai-yame, the last round, the
 * extension) or the next hand (renchan or the next dealer, honba). The same rules as the engine's
 * {@code game.NextHand}, plus the Kyoto dealer's choice ({@code riichi.agariYame=kyoto}: an all-last
 * dealer who is not first chooses to continue or stop).
 */
final class Rotation {
    private Rotation() {
    }

    /**
     * @param renchan the dealer keeps the deal
     * @param won the hand was won (nagashi as a win included)
     * @param exhaustive the hand was an exhaustive draw
     */
    static void advance(Table t, boolean renchan, boolean won, boolean exhaustive) {
        RuleSet rules = t.rules;
        if (t.bust()) {
            t.endGame(rules.get(RiichiRules.TOBI).equals("below0") ? NoteKind.OVER_BELOW_ZERO : NoteKind.OVER_ZERO_OR_BELOW);
            return;
        }
        int threshold = rules.get(RiichiRules.EXTENSION_THRESHOLD);
        int lastRound = HandRotation.lastRound(rules);
        boolean someoneReached = false;
        for (int seat = 0; seat < t.players; seat++) {
            someoneReached |= t.scores[seat] >= threshold;
        }
        int top = FinalScores.ranking(t.scores, 0)[0];
        if (renchan) {
            int honba = HandRotation.honbaAfter(rules, t.honba, true, won);
            if (t.round >= lastRound && (won || exhaustive)) {
                RuleKey<String> key = won ? RiichiRules.AGARI_YAME : RiichiRules.TENPAI_YAME;
                String yame = rules.get(key);
                if (HandRotation.stopsAtTop(rules, key, top == t.dealer, t.scores[t.dealer])) {
                    t.endGame(won ? NoteKind.OVER_DEALER_WON_FIRST : NoteKind.OVER_DEALER_TENPAI_FIRST, "option", key.id(), "value", yame);
                    return;
                }
                if (yame.equals("kyoto")) {
                    t.deal(t.round, t.dealer, honba);
                    t.phase = KeepState.Phase.DEALER_CHOICE;
                    t.note(NoteKind.DEALER_CHOOSES, "option", key.id());
                    return;
                }
            }
            if (t.round > lastRound && someoneReached && top == t.dealer) {
                t.endGame(NoteKind.OVER_EXTENSION);
                return;
            }
            t.deal(t.round, t.dealer, honba);
            t.note(NoteKind.RENCHAN, "seat", t.dealer, "honba", honba);
            return;
        }
        int nextRound = HandRotation.nextRound(rules, t.round);
        boolean suddenDeath = rules.get(RiichiRules.EXTENSION).equals("suddenDeath");
        if (t.round >= lastRound && (!suddenDeath || someoneReached || nextRound > lastRound + 4)) {
            t.endGame(NoteKind.OVER_LAST_HAND);
            return;
        }
        int honba = HandRotation.honbaAfter(rules, t.honba, false, won);
        t.deal(nextRound, (t.dealer + 1) % t.players, honba);
        t.note(NoteKind.DEAL_PASSES, "seat", t.dealer, "honba", honba);
    }
}
