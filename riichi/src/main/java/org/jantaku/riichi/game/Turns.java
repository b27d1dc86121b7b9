package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;

/** A seat's turn after its draw: what it may do, and what a discard leads to. */
final class Turns {
    private Turns() {
    }

    /**
     * Legal actions in canonical order: tsumo, nine terminals, kans, riichi declarations, discards
     * (by tile id). After a chi or pon only discards, never of a kuikae kind.
     */
    static List<RiichiAction> legal(RiichiState s, Phase.Turn turn, RiichiScorer scorer) {
        List<RiichiAction> out = new ArrayList<>();
        SeatState me = s.seats().get(turn.seat());
        if (turn.drawn().isPresent()) {
            Tile drawn = turn.drawn().get();
            if (WinChecks.tsumo(s, turn.seat(), drawn, turn.rinshan(), scorer).isPresent()) {
                out.add(new RiichiAction.Tsumo());
            }
            if (nineTerminalsOffered(s, me)) {
                out.add(new RiichiAction.NineTerminals());
            }
            out.addAll(Calls.ownKans(s, turn));
            if (me.riichi()) {
                out.add(new RiichiAction.Discard(drawn));
                return out;
            }
            if (me.closed() && mayDeclareRiichi(s, turn.seat())) {
                for (Tile t : me.hand()) {
                    if (riichiDiscard(s, me, t)) {
                        out.add(new RiichiAction.DeclareRiichi(t));
                    }
                }
            }
        }
        for (Tile t : me.hand()) {
            if ((turn.forbidden() & 1L << (t.id() >> 2)) == 0) {
                out.add(new RiichiAction.Discard(t));
            }
        }
        return out;
    }

    private static boolean mayDeclareRiichi(RiichiState s, int seat) {
        return s.scores().get(seat) >= s.rules().get(RiichiRules.RIICHI_MIN_POINTS)
                && s.liveTilesLeft() >= s.rules().get(RiichiRules.RIICHI_MIN_LIVE_TILES);
    }

    /** Whether discarding {@code t} leaves a tenpai hand that may declare riichi (furiten per the rules). */
    private static boolean riichiDiscard(RiichiState s, SeatState me, Tile t) {
        List<Tile> rest = new ArrayList<>(me.hand());
        rest.remove(t);
        int[] counts = new int[34];
        for (Tile x : rest) {
            counts[x.id() >> 2]++;
        }
        if (Shanten.ofValid(counts, me.melds().size(), TileSet.STANDARD_136) != 0) {
            return false;
        }
        if (s.rules().get(RiichiRules.FURITEN_RIICHI)) {
            return true;
        }
        long waits = WinChecks.waits(rest, me.melds().size());
        if ((waits & 1L << (t.id() >> 2)) != 0) {
            return false;
        }
        for (PondTile p : me.pond()) {
            if ((waits & 1L << (p.tile().id() >> 2)) != 0) {
                return false;
            }
        }
        return true;
    }

    /** 九種九牌 on the first turn: nine or more different terminal and honour kinds (optional unless forced). */
    static boolean nineTerminalsOffered(RiichiState s, SeatState me) {
        String rule = s.rules().get(RiichiRules.ABORTIVE_KYUUSHU);
        return !rule.equals("off") && me.firstTurn() && !s.callMade() && yaochuKinds(me.hand()) >= 9;
    }

    /** With {@code forcedTiles>9}, more than nine terminal and honour tiles on the first turn end the hand at once. */
    static boolean nineTerminalsForced(RiichiState s, SeatState me) {
        return s.rules().get(RiichiRules.ABORTIVE_KYUUSHU).equals("forcedTiles>9") && me.firstTurn() && !s.callMade()
                && me.hand().stream().filter(t -> t.kind().isTerminalOrHonor()).count() > 9;
    }

    private static int yaochuKinds(List<Tile> hand) {
        long kinds = 0;
        for (Tile t : hand) {
            if (t.kind().isTerminalOrHonor()) {
                kinds |= 1L << (t.id() >> 2);
            }
        }
        return Long.bitCount(kinds);
    }
}
