package org.jantaku.riichi.game;

import org.jantaku.engine.table.AfterHand;
import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.settlement.FinalScores;

/**
 * What follows a settled hand (the table flow's {@link org.jantaku.engine.table.SettlingFlow#next}): Riichi's rule
 * ({@link HandRotation#after}) as the flow's next hand (renchan or the next dealer, the next round: the flow deals
 * it), the dealer's choice, or the game's end with its final settlement.
 */
final class NextHand {
    private NextHand() {
    }

    /**
     * What follows a settled hand ({@link HandRotation#after}): the game ends, the dealer chooses ({@code kyoto}
     * yame: {@link RiichiPhase.DealerChoice}, held), or the next hand is dealt (the deal the hand's
     * {@link HandEnd.Ending#next} holds).
     */
    static AfterHand next(RiichiState s, HandEnd.Ending ending) {
        return switch (HandRotation.after(s.rules(), s.round(), s.dealer(), s.streak(), scoreArray(s), ending.renchan(),
                ending.won(), ending.exhaustive())) {
            case HandRotation.Over x -> AfterHand.OVER;
            case HandRotation.Next x -> AfterHand.NEXT;
            case HandRotation.DealerChoice x -> {
                s.setPhase(new RiichiPhase.DealerChoice(s.dealer(), ending.won())); // not first: the dealer chooses
                yield AfterHand.HELD;
            }
        };
    }

    /** The dealer chose to play on ({@link RiichiPhase.DealerChoice}): the same dealer deals again, with this honba. */
    static int honbaOnPlayOn(RiichiState s) {
        return HandRotation.honbaAfter(s.rules(), s.streak(), true, ((RiichiPhase.DealerChoice) s.phase()).won());
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
