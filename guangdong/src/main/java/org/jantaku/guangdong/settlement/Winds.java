package org.jantaku.guangdong.settlement;

import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Wind;
import org.jantaku.guangdong.rules.GuangdongRules;

/** Seat winds (门风) under {@code gd.jh.seatWind}. */
public final class Winds {
    private Winds() {
    }

    /** The seat's wind: counted from the dealer as 东 (dealerEast), or from seat 0 (fixed). */
    public static Wind seatWind(RuleSet rules, int seat, int dealer) {
        return Wind.ofSeat(seat, rules.get(GuangdongRules.JH_SEAT_WIND).equals("fixed") ? 0 : dealer);
    }
}
