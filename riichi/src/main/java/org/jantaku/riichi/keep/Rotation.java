package org.jantaku.riichi.keep;

import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * After a settled hand, the rules of {@link HandRotation#after} (the same as the game engine's): the end of the game
 * (bust, agari-yame / tenpai-yame, the last round, the extension), the Kyoto dealer's choice
 * ({@code riichi.agariYame=kyoto}: an all-last dealer who is not first chooses to continue or stop) or the next hand
 * (renchan or the next dealer, honba), as the keeper's state and notes.
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
        switch (HandRotation.after(t.rules, t.round, t.dealer, t.honba, t.scores, renchan, won, exhaustive)) {
            case HandRotation.Over over -> endGame(t, over.why());
            case HandRotation.DealerChoice choice -> {
                deal(t, choice.playOn());
                t.phase = KeepState.Phase.DEALER_CHOICE;
                t.note(NoteKind.DEALER_CHOOSES, "option", choice.option().id());
            }
            case HandRotation.Next next -> {
                deal(t, next.deal());
                t.note(renchan ? NoteKind.RENCHAN : NoteKind.DEAL_PASSES, "seat", t.dealer, "honba", t.honba);
            }
        }
    }

    private static void deal(Table t, HandRotation.Deal d) {
        t.deal(d.round(), d.dealer(), d.honba());
    }

    private static void endGame(Table t, HandRotation.End why) {
        switch (why) {
            case BUST -> t.endGame(t.rules.get(RiichiRules.TOBI).equals("below0") ? NoteKind.OVER_BELOW_ZERO
                    : NoteKind.OVER_ZERO_OR_BELOW);
            case AGARI_YAME -> t.endGame(NoteKind.OVER_DEALER_WON_FIRST, "option", RiichiRules.AGARI_YAME.id(), "value",
                    t.rules.get(RiichiRules.AGARI_YAME));
            case TENPAI_YAME -> t.endGame(NoteKind.OVER_DEALER_TENPAI_FIRST, "option", RiichiRules.TENPAI_YAME.id(), "value",
                    t.rules.get(RiichiRules.TENPAI_YAME));
            case EXTENSION -> t.endGame(NoteKind.OVER_EXTENSION);
            case LAST_HAND -> t.endGame(NoteKind.OVER_LAST_HAND);
        }
    }
}
