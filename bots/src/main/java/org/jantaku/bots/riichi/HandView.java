package org.jantaku.bots.riichi;

import java.util.List;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.riichi.game.PondTile;
import org.jantaku.riichi.game.RiichiView;

/**
 * One seat's view read into kind counts: the own concealed tiles, the tiles it sees elsewhere (every
 * pond, every meld, the dora indicators), and the dora value of each kind.
 */
final class HandView {
    final int seat;
    /** Own concealed tiles by kind. */
    final int[] counts = new int[TileKind.COUNT];
    /** Own melds (a closed kan included). */
    final int melds;
    /** 門前: no open meld. */
    final boolean closed;
    /** Tiles seen outside the own concealed hand, by kind. */
    final int[] visible = new int[TileKind.COUNT];
    /** Dora (ドラ) per kind: how many revealed indicators point at it. */
    final int[] dora = new int[TileKind.COUNT];
    /** The seat's wind and the round's, as kinds (27 East … 30 North). */
    final int seatWind;
    final int roundWind;

    HandView(RiichiView o) {
        seat = o.viewer();
        for (Tile t : o.hand()) {
            counts[t.id() >> 2]++;
        }
        List<Meld> own = o.meldsOf(seat);
        melds = own.size();
        boolean open = false;
        for (Meld m : own) {
            open |= m.isOpen();
        }
        closed = !open;
        for (int s = 0; s < 4; s++) {
            for (PondTile p : o.pondOf(s)) {
                if (!p.called()) { // a called tile shows in its caller's meld
                    visible[p.tile().id() >> 2]++;
                }
            }
            for (Meld m : o.meldsOf(s)) {
                for (Tile t : m.tiles()) {
                    visible[t.id() >> 2]++;
                }
            }
        }
        for (Tile t : o.doraIndicators()) {
            visible[t.id() >> 2]++;
            dora[t.kind().successor().index()]++;
        }
        seatWind = 27 + Math.floorMod(seat - o.dealer(), 4);
        roundWind = 27 + Math.min(3, o.round() / 4);
    }

    /** Whether a triplet of {@code kind} is a yaku (役牌): a dragon, the seat's wind or the round's. */
    boolean isYakuhai(int kind) {
        return kind >= 31 || kind == seatWind || kind == roundWind;
    }

    /** Copies of {@code kind} this seat has not seen (not in its hand, not visible). */
    int unseen(int kind) {
        return Math.max(0, 4 - counts[kind] - visible[kind]);
    }
}
