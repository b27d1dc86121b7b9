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
        Optional<Tile> drawn = observation.drawn();
        int drawnId = drawn.isPresent() ? drawn.get().id() : -1;
        RiichiAction discardDrawn = null;
        for (int i = 0, n = legal.size(); i < n; i++) {
            RiichiAction a = legal.get(i);
            if (a instanceof RiichiAction.Discard d) { // most of the list: one type test per discard
                if (discardDrawn == null && d.tile().id() == drawnId) {
                    discardDrawn = a;
                }
            } else if (a instanceof RiichiAction.Tsumo || a instanceof RiichiAction.Ron
                    // At the draw a tenpai hand is shown; a last-hand dealer who is not first plays on.
                    || a instanceof RiichiAction.DeclareTenpai || a instanceof RiichiAction.PlayOn) {
                return a;
            }
        }
        if (discardDrawn != null) {
            return discardDrawn;
        }
        // A claim window (pass is last), or a turn without a drawn tile.
        return legal.get(legal.size() - 1);
    }
}
