package org.jantaku.guangdong.settlement;

import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * Who deals the next hand. 鸡胡: the dealer stays when he wins (一炮多响 included) or the hand is
 * drawn, otherwise his 下家 deals. 推倒胡: the winner deals (the dealer keeps the deal when he is among
 * the winners; of several robbers, the first after the robbed player); after a draw the dealer's
 * 下家, or the dealer with {@code gd.tdh.dealerOnDraw=stays}.
 */
public final class NextDealer {
    private NextDealer() {
    }

    public static int of(RuleSet rules, HandEnd end) {
        int dealer = end.dealer();
        boolean dealerWon = end.wins().stream().anyMatch(w -> w.seat() == dealer);
        if (!GuangdongRules.isTuidaohu(rules)) {
            return end.wins().isEmpty() || dealerWon ? dealer : (dealer + 1) % 4;
        }
        if (end.wins().isEmpty()) {
            return rules.get(GuangdongRules.TDH_DEALER_ON_DRAW).equals("stays") ? dealer : (dealer + 1) % 4;
        }
        if (dealerWon) {
            return dealer;
        }
        return BySeat.firstAfter(end.wins().get(0).from(), s -> end.wins().stream().anyMatch(w -> w.seat() == s)).orElseThrow();
    }
}
