package org.jantaku.riichi.scoring;

import org.jantaku.core.tile.Wind;

/**
 * How a hand was won: self-draw or ron, the declarations and the moment. {@code seatWind} East
 * means the winner is the dealer.
 */
public record WinSituation(boolean tsumo, boolean riichi, boolean doubleRiichi, boolean openRiichi, boolean ippatsu,
        boolean rinshan, boolean chankan, boolean haitei, boolean houtei, boolean tenhou, boolean chiihou,
        boolean renhou, boolean nagashiMangan, Wind roundWind, Wind seatWind) {

    public WinSituation {
        java.util.Objects.requireNonNull(roundWind, "roundWind");
        java.util.Objects.requireNonNull(seatWind, "seatWind");
    }

    /** A plain win: ron or tsumo, no declarations, East round. */
    public static WinSituation plain(boolean tsumo, Wind seatWind) {
        return new WinSituation(tsumo, false, false, false, false, false, false, false, false, false, false, false,
                false, Wind.EAST, seatWind);
    }

    public boolean dealer() {
        return seatWind == Wind.EAST;
    }

    /** Whether the winner is in riichi of any kind. */
    public boolean inRiichi() {
        return riichi || doubleRiichi || openRiichi;
    }
}
