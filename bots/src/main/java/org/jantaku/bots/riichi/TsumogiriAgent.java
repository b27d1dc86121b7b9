package org.jantaku.bots.riichi;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiView;

/**
 * ツモ切り: wins whenever it can (ツモ or ロン), otherwise discards the tile it just drew and never
 * calls (passes every claim). After a call it never makes there is no drawn tile; it then discards
 * the last legal tile. Holds no state, so one instance serves every seat.
 */
final class TsumogiriAgent implements ViewAgent {
    static final TsumogiriAgent INSTANCE = new TsumogiriAgent();

    private TsumogiriAgent() {
    }

    @Override
    public RiichiAction choose(RiichiView observation, List<RiichiAction> legal) {
        // A win, a tenpai declaration at the draw, or a last-hand dealer who is not first playing on:
        // always first in the engine's canonical order (RiichiGame#legalActions).
        RiichiAction first = legal.get(0);
        if (first instanceof RiichiAction.Tsumo || first instanceof RiichiAction.Ron
                || first instanceof RiichiAction.DeclareTenpai || first instanceof RiichiAction.PlayOn) {
            return first;
        }
        Optional<Tile> drawn = observation.drawn();
        int at = drawn.isPresent() ? discardOf(legal, drawn.get().id()) : -1;
        // Else a claim window (pass is last), or a turn without a drawn tile.
        return legal.get(at >= 0 ? at : legal.size() - 1);
    }

    /** Where the discard of tile {@code id} is, or −1: the discards come last, by tile id, so a binary search finds it. */
    private static int discardOf(List<RiichiAction> legal, int id) {
        int lo = 0;
        int hi = legal.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int at = legal.get(mid) instanceof RiichiAction.Discard d ? d.tile().id() : -1; // the rest come first
            if (at == id) {
                return mid;
            }
            if (at < id) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }
}
