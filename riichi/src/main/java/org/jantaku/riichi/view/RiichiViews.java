package org.jantaku.riichi.view;

import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.engine.view.state.ViewTile;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiObservation;

/**
 * The Riichi view ({@link RiichiSeatView}) built from the engine's {@link RiichiObservation}: the shared view
 * ({@link FlowViews}: the tile on offer only to a seat asked about it, every draw public, the called and added
 * tiles of melds named by their shape, every discard kept with its flags) with Riichi's fields of a seat
 * ({@link RiichiSeat}) and of the table.
 */
final class RiichiViews {
    private RiichiViews() {
    }

    static RiichiSeatView of(RiichiObservation o) {
        TableObservation<RiichiMeld> table = o.table();
        FlowViews.Table<RiichiSeat> t = FlowViews.of(table, new FlowViews.Shown(o.claimable(), true, o.over(), true, true),
                m -> m.shape().viewKey(), seat -> new RiichiSeat(o.inRiichi(seat), o.nukisOf(seat).stream().map(ViewTile::of).toList()));
        return new RiichiSeatView(table.seat(), Wind.ofRound(o.round() / 4), o.round() % 4 + 1, o.honba(), o.riichiSticks(),
                o.dealer(), o.liveTilesLeft(), o.doraIndicators().stream().map(ViewTile::of).toList(), table.scores().toList(),
                t.toAct(), t.offered(), t.lastDiscard(), o.over(), t.seats());
    }
}
