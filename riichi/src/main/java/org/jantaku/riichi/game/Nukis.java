package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.Seat;
import org.jantaku.riichi.scoring.RiichiScorer;

/**
 * 北抜き (three-player Riichi, {@code riichi.nukiDora}): a seat sets a North aside on its turn after a
 * draw, others may ron it ({@code riichi.nukiRon}, not 搶槓), and it draws a replacement tile from the
 * dead wall. Like a call it ends every ippatsu and first-turn chance (riichi.wiki Sanma; riichienv).
 * A seat in riichi may set aside only the North it has just drawn (its hand stays as it was).
 */
final class Nukis {
    /** North's kind index. */
    static final int NORTH = 30;

    private Nukis() {
    }

    /**
     * The North set-asides a turn offers after its draw (the table flow's own actions after the kans): with the rule
     * played and a live tile left to make good the replacement draw, one per North of the hand by id, in riichi only
     * the North just drawn.
     */
    static List<RiichiAction> offered(RiichiState s, Seat<RiichiMeld> me) {
        if (!s.options().nuki() || me.count(NORTH) == 0 || s.liveTilesLeft() <= 0 || s.drawn().isEmpty()) {
            return List.of();
        }
        Tile drawn = s.drawn().get();
        if (me.declared()) {
            return drawn.id() >> 2 == NORTH ? List.of(new RiichiAction.Nuki(drawn)) : List.of();
        }
        List<RiichiAction> out = new ArrayList<>(4);
        for (int i = 0, n = me.handSize(); i < n; i++) {
            Tile t = me.at(i);
            if (t.id() >> 2 == NORTH) {
                out.add(new RiichiAction.Nuki(t));
            }
        }
        return out;
    }

    /**
     * The seat sets {@code tile} aside, then the table flow's window on it ({@link RiichiGame#setAside}): with
     * {@code riichi.nukiRon} the seats that may ron it are asked, and a seat it completes that does not win on it is
     * furiten; then the replacement draw ({@link #replacement}).
     */
    static void nuki(RiichiState s, int seat, Tile tile, List<RiichiEvent> events) {
        s.riichiSeat(seat).setAside(s.seat(seat), tile);
        events.add(new RiichiEvent.Nuki(seat, tile));
        RiichiGame.setAside(s, seat, tile, events);
    }

    /** Whether {@code seat} may ron the North set aside ({@code riichi.nukiRon}): waiting on it, not furiten, with a yaku. */
    static boolean mayRon(RiichiState s, int seat, Tile tile, RiichiScorer scorer) {
        SeatShape them = s.riichiSeat(seat).shape();
        return s.options().nukiRon() && WinChecks.completes(them, tile) && !them.furiten() && WinChecks.mayRon(s, seat, tile, scorer, false);
    }

    /** The North stands aside: every ippatsu and first-turn chance ends, and the seat draws its replacement. */
    static void replacement(RiichiState s, int seat, List<RiichiEvent> events) {
        s.setCallMade();
        for (int other = 0; other < s.players(); other++) {
            s.riichiSeat(other).noIppatsu();
        }
        s.addNuki();
        RiichiGame.replacementDraw(s, seat, true, events);
    }
}
