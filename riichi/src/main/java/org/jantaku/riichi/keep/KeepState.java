package org.jantaku.riichi.keep;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Wind;
import org.jantaku.riichi.settlement.FinalScores;

/**
 * The state of a scorekept game after some reports.
 *
 * @param rules the rule set (mode scorekeeping)
 * @param hand hands dealt so far, redeals included (1 for the first)
 * @param round 0 = East 1 … 3 = East 4, 4 = South 1 …, 8 = West 1 (extension)
 * @param dealer the dealer's seat
 * @param honba 本場 counters
 * @param riichiSticks riichi sticks on the table (供託)
 * @param penaltyDeposits points of penalty deposits on the table (供託罰符), taken by the next winner like sticks
 * @param scores by seat
 * @param riichi seats in riichi this hand
 * @param handSticks riichi sticks each seat put out this hand (returned by a chombo or redeal)
 * @param handPenalties penalty deposits each seat put out this hand
 * @param flags each seat's flags, reset when a hand is dealt
 * @param offences how many times each seat committed each item this game, keyed {@code item@seat};
 *     {@code 7-01@seat} counts the chombo payments (錯和) charged to the seat
 * @param deductions SESS points each seat owes at the end of the game
 * @param phase what the session waits for
 * @param result the final settlement once the game is over
 */
public record KeepState(RuleSet rules, int hand, int round, int dealer, int honba, int riichiSticks, int penaltyDeposits,
        List<Integer> scores, Set<Integer> riichi, List<Integer> handSticks, List<Integer> handPenalties,
        List<Set<SeatFlag>> flags, Map<String, Integer> offences, List<Integer> deductions, Phase phase,
        Optional<FinalScores.Result> result) {

    /** What the session waits for. */
    public enum Phase {
        /** The hand is being played: any report. */
        PLAYING,
        /** All-last: the dealer chooses to continue or stop ({@code riichi.agariYame=kyoto}). */
        DEALER_CHOICE,
        /** The game is over; only undo is accepted. */
        OVER
    }

    public KeepState {
        scores = List.copyOf(scores);
        riichi = Set.copyOf(riichi);
        handSticks = List.copyOf(handSticks);
        handPenalties = List.copyOf(handPenalties);
        flags = flags.stream().map(Set::copyOf).toList();
        offences = Map.copyOf(offences);
        deductions = List.copyOf(deductions);
    }

    /** The round's name: {@code E1} … {@code S4}, {@code W1} …. */
    public String roundName() {
        return Wind.ofRound(round / 4).letter() + (round % 4 + 1);
    }
}
