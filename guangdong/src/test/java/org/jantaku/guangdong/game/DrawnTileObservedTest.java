package org.jantaku.guangdong.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.table.Phase;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.junit.jupiter.api.Test;

/**
 * A seat sees the tile it just drew (an agent that throws it, or a player's screen, needs it); the
 * others do not; the all-open view shows it. Before this the observation had no drawn tile at all.
 */
class DrawnTileObservedTest {
    private static final GuangdongGame GAME = new GuangdongGame();

    @Test
    void theDrawerSeesHisDrawnTileAndNobodyElseDoes() {
        for (Preset preset : GuangdongPresets.all()) {
            GuangdongState s = GAME.start(preset.rules(), new Walls.Seeded(GAME.tileSet(preset.rules()), 5)).state();
            assertThat(GAME.observe(s, 0).table().drawn()).as("the dealer's first turn follows the deal, not a draw").isEmpty();
            // The dealer throws his first tile; every claim passes; seat 1 draws.
            s = apply(s, 0, GAME.legalActions(s, 0).get(GAME.legalActions(s, 0).size() - 1));
            while (!(s.phase() instanceof Phase.Turn)) {
                s = apply(s, GAME.toAct(s).iterator().next(), new GuangdongAction.Pass());
            }
            Phase.Turn turn = (Phase.Turn) s.phase();
            assertThat(turn.drawn()).isPresent();
            assertThat(GAME.observe(s, turn.seat()).table().drawn()).isEqualTo(turn.drawn());
            assertThat(GAME.observeAll(s).table().drawn()).isEqualTo(turn.drawn());
            for (int other : List.of(0, 1, 2, 3)) {
                if (other != turn.seat()) {
                    assertThat(GAME.observe(s, other).table().drawn()).isEmpty();
                }
            }
        }
    }

    private static GuangdongState apply(GuangdongState s, int seat, GuangdongAction a) {
        Transition<GuangdongState, GuangdongEvent> t = GAME.apply(s, seat, a).orThrow();
        return t.state();
    }
}
