package org.jantaku.riichi.game;

import java.util.List;
import org.jantaku.core.tile.Tile;
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
     * Whether the seat, after its draw, might set a North aside: the rule is played, it holds a North
     * (in riichi: drew one), and a live tile is left to make good the replacement draw.
     */
    static boolean mayNuki(RiichiState s, SeatState me, Phase.Turn turn) {
        return s.options().nuki() && turn.drawn().isPresent() && me.count(NORTH) > 0 && s.liveTilesLeft() > 0
                && (!me.riichi() || turn.drawn().get().id() >> 2 == NORTH);
    }

    /** Adds the nuki actions offered: one per North of the hand, by id (in riichi the drawn one). */
    static void addOffered(RiichiState s, SeatState me, Phase.Turn turn, List<RiichiAction> out) {
        if (!mayNuki(s, me, turn)) {
            return;
        }
        if (me.riichi()) {
            out.add(new RiichiAction.Nuki(turn.drawn().get()));
            return;
        }
        for (int i = 0, n = me.handSize(); i < n; i++) {
            Tile t = me.tile(i);
            if (t.id() >> 2 == NORTH) {
                out.add(new RiichiAction.Nuki(t));
            }
        }
    }

    /** Whether {@code tile} may be set aside now (exactly: {@link #addOffered} lists it). */
    static boolean isOffered(RiichiState s, SeatState me, Phase.Turn turn, Tile tile) {
        return mayNuki(s, me, turn) && tile.id() >> 2 == NORTH && me.holds(tile)
                && (!me.riichi() || tile.equals(turn.drawn().get()));
    }

    /**
     * The seat sets {@code tile} aside, then the table flow's window on it ({@link RiichiGame#setAside}): with
     * {@code riichi.nukiRon} the seats that may ron it are asked, and a seat it completes that does not win on it is
     * furiten; then the replacement draw ({@link #replacement}).
     */
    static void nuki(RiichiState s, int seat, Tile tile, List<RiichiEvent> events) {
        s.seat(seat).setAside(tile);
        events.add(new RiichiEvent.Nuki(seat, tile));
        RiichiGame.setAside(s, seat, tile, events);
    }

    /** Whether {@code seat} may ron the North set aside ({@code riichi.nukiRon}): waiting on it, not furiten, with a yaku. */
    static boolean mayRon(RiichiState s, int seat, Tile tile, RiichiScorer scorer) {
        SeatState them = s.seat(seat);
        return s.options().nukiRon() && WinChecks.completes(them, tile) && !WinChecks.furiten(them) && WinChecks.mayRon(s, seat, tile, scorer, false);
    }

    /** The North stands aside: every ippatsu and first-turn chance ends, and the seat draws its replacement. */
    static void replacement(RiichiState s, int seat, List<RiichiEvent> events) {
        s.setCallMade();
        for (int other = 0; other < s.players(); other++) {
            s.seat(other).noIppatsu();
        }
        s.addNuki();
        RiichiGame.replacementDraw(s, seat, true, events);
    }
}
