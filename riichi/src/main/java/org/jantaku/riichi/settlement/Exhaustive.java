package org.jantaku.riichi.settlement;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * The exhaustive draw's settlement (荒牌流局), for the game engine ({@code game.HandEnd}) and table-side scorekeeping
 * ({@code keep.HandEnds}) alike: 流し満貫 per {@code riichi.nagashiMangan}, otherwise the noten payments
 * ({@link RiichiPayments#noten}); whether the dealer keeps the deal.
 */
public final class Exhaustive {
    private Exhaustive() {
    }

    /** How the draw was settled. */
    public enum Kind {
        /** Nobody had nagashi mangan: the noten payments (none when all or nobody is tenpai). */
        NOTEN,
        /** Nagashi mangan paid as a mangan self-draw without honba or sticks ({@code riichi.nagashiMangan=drawPayment}: the sticks stay on the table). */
        NAGASHI,
        /**
         * Nagashi mangan as a win ({@code riichi.nagashiMangan=asWin}: Kyoto): the first seat's self-draw also takes
         * the honba and the riichi sticks, and the hand counts as won (the honba, agari-yame).
         */
        NAGASHI_AS_WIN
    }

    /**
     * A settled draw.
     *
     * @param kind how it was settled
     * @param transfers who pays whom (reasons {@link Reason#HAND}, and for a nagashi as a win {@link Reason#HONBA} and
     *     {@link Reason#RIICHI_STICKS})
     * @param renchan the dealer keeps the deal: with nagashi as a win when it is the dealer's, otherwise when the
     *     dealer is tenpai in a round wind listed in {@code riichi.tenpaiRenchan}
     */
    public record Settled(Kind kind, List<Transfer<Reason>> transfers, boolean renchan) {
        /** Whether the draw counts as a won hand (a nagashi mangan as a win). */
        public boolean won() {
            return kind == Kind.NAGASHI_AS_WIN;
        }
    }

    /**
     * Settles an exhaustive draw.
     *
     * @param round the hand's round (0 = East 1, four to a wind)
     * @param dealer the dealer's seat
     * @param honba the hand's honba
     * @param riichiSticks riichi sticks on the table
     * @param tenpai the tenpai seats, as the noten payments list them
     * @param nagashi the seats with a recognised nagashi mangan (none with {@code riichi.nagashiMangan=off}), in the
     *     order they are paid: the first takes the honba and sticks of a nagashi as a win
     */
    public static Settled settle(RuleSet rules, int round, int dealer, int honba, int riichiSticks,
            Collection<Integer> tenpai, List<Integer> nagashi) {
        RiichiPayments payments = new RiichiPayments(rules);
        boolean tenpaiRenchan = tenpai.contains(dealer)
                && rules.get(RiichiRules.TENPAI_RENCHAN).contains(Wind.ofRound(round / 4).letter());
        if (nagashi.isEmpty()) {
            return new Settled(Kind.NOTEN, payments.noten(tenpai), tenpaiRenchan);
        }
        boolean asWin = rules.get(RiichiRules.NAGASHI_MANGAN).equals("asWin");
        List<Transfer<Reason>> transfers = new ArrayList<>();
        for (int i = 0; i < nagashi.size(); i++) {
            boolean first = i == 0;
            transfers.addAll(payments.tsumo(Win.plain(nagashi.get(i), 2000), dealer, asWin && first ? honba : 0,
                    asWin && first ? riichiSticks : 0));
        }
        return asWin ? new Settled(Kind.NAGASHI_AS_WIN, transfers, nagashi.contains(dealer))
                : new Settled(Kind.NAGASHI, transfers, tenpaiRenchan);
    }
}
