package org.jantaku.guangdong.settlement;

import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.guangdong.rules.GuangdongRules;

/** Seat winds (门风) under {@code gd.jh.seatWind}. */
public final class Winds {
    private Winds() {
    }

    /** The seat's wind: counted from the dealer as 东 (dealerEast), or from seat 0 (fixed). */
    public static TileKind seatWind(RuleSet rules, int seat, int dealer) {
        int offset = rules.get(GuangdongRules.JH_SEAT_WIND).equals("fixed") ? seat : Math.floorMod(seat - dealer, 4);
        return TileKind.of(TileKind.EAST.index() + offset);
    }
}
