package org.jantaku.riichi.scoring;

import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;

/** What every reading of one won hand shares: counts, winds, openness, the winning kind. */
final class WinFacts {
    final RiichiOptions options;
    final WinSituation situation;
    /** Concealed tiles by kind, the winning tile included. */
    final int[] concealed;
    /** Every tile of the hand by kind, melds included. */
    final int[] all;
    final int winKind;
    final boolean closed;
    final boolean tsumo;
    final int seatWind;
    final int roundWind;
    final int meldCount;

    WinFacts(RiichiOptions options, WinRequest request) {
        this.options = options;
        this.situation = request.situation();
        this.concealed = request.hand().concealedCounts();
        this.all = concealed.clone();
        for (Meld m : request.hand().melds()) {
            for (Tile t : m.tiles()) {
                all[t.id() >> 2]++;
            }
        }
        this.winKind = request.winTile().id() >> 2;
        this.closed = request.hand().isClosed();
        this.tsumo = situation.tsumo();
        this.seatWind = situation.seatWind().tile().index();
        this.roundWind = situation.roundWind().tile().index();
        this.meldCount = request.hand().melds().size();
    }

    /** Han of a yaku in this hand (closed or open value). */
    int han(Yaku y) {
        return closed ? y.hanClosed() : y.hanOpen();
    }
}
