package org.jantaku.riichi.view;

import java.util.Optional;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.view.state.FlowTableView;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.engine.view.state.ViewTile;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiObservation;

/**
 * The Riichi view built from the engine's {@link RiichiObservation}: the table flow's ({@link FlowViews}: the tile on
 * offer only to a seat asked about it, every draw public, the called and added tiles of melds named by their shape,
 * every discard kept with its flags) with Riichi's fields of a seat ({@link RiichiSeat}) and of the table
 * ({@link RiichiTable}), labelled by its round ({@link RiichiRound}: 東2局).
 */
final class RiichiViews {
    private RiichiViews() {
    }

    static FlowTableView<RiichiSeat, RiichiTable> of(RiichiObservation o) {
        TableObservation<RiichiMeld> table = o.table();
        FlowViews.Table<RiichiSeat> t = FlowViews.of(table, new FlowViews.Shown(o.claimable(), true, o.over(), true, true, Optional.empty()),
                m -> RiichiTerms.MELDS.key(m.shape()), seat -> new RiichiSeat(table.declared(seat), o.nukisOf(seat).stream().map(ViewTile::of).toList()));
        Wind wind = Wind.ofRound(o.round() / 4);
        RiichiRound round = new RiichiRound(wind.letter(), o.round() % 4 + 1, table.streak(), o.riichiSticks(), table.dealer());
        return t.view(RiichiResults.NAME, table, round, new RiichiTable(wind, round.number(), round.honba(), round.riichiSticks(),
                o.doraIndicators().stream().map(ViewTile::of).toList(), o.over()));
    }
}
