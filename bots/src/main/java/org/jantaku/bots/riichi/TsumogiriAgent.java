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

    /** Never calls: the claim windows of chi and pon need not ask it. */
    @Override
    public boolean passesCalls() {
        return true;
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
        Optional<Tile> drawn = observation.table().drawn();
        // The drawn tile may always be discarded (nothing forbids it after a draw, riichi included),
        // and the discards come last in the list: no search for it.
        if (drawn.isPresent() && legal.get(legal.size() - 1) instanceof RiichiAction.Discard) {
            return RiichiAction.Discard.of(drawn.get());
        }
        // Else a claim window (pass is last), or a turn without a drawn tile.
        return legal.get(legal.size() - 1);
    }
}
