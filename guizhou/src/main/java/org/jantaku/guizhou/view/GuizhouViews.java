package org.jantaku.guizhou.view;

import java.util.Optional;
import org.jantaku.engine.view.state.FlowViews;
import org.jantaku.guizhou.game.GameMeld;
import org.jantaku.guizhou.game.GuizhouObservation;

/**
 * The Guizhou view ({@link GuizhouSeatView}) built from the engine's {@link GuizhouObservation}: the flow's
 * ({@link FlowViews}), 报听 and 豆.
 */
public final class GuizhouViews {
    private GuizhouViews() {
    }

    public static GuizhouSeatView of(GuizhouObservation o) {
        FlowViews.Table<GuizhouSeat> t = FlowViews.of(new FlowViews.Parts<>(o.dealer(), o.hands(), o.handSizes(), o.drawn(), false,
                o.melds(), o.ponds(), o.toAct(), o.claimTile(), false), m -> m.meld().kind().key(), m -> Optional.empty(),
                seat -> new GuizhouSeat(o.baoting().get(seat),
                        (int) o.melds().get(seat).stream().filter(m -> m.meld().scoresDou()).count()));
        return new GuizhouSeatView(o.seat(), o.hand() + 1, o.streak(), o.dealer(), o.tilesLeft(), o.scores().toList(), t.toAct(),
                t.offered(), t.lastDiscard(), t.seats());
    }
}
