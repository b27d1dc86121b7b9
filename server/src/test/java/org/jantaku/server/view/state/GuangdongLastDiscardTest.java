package org.jantaku.server.view.state;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Walls;
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongGame;
import org.jantaku.guangdong.game.GuangdongState;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.junit.jupiter.api.Test;

/**
 * The Guangdong view names the last discard during another seat's turn too: everyone sees the seat
 * on turn draw, so the discard before it (上家's, not called) is the last one for every viewer.
 */
class GuangdongLastDiscardTest {
    private static final GuangdongGame GAME = new GuangdongGame();

    @Test
    void everyViewerSeesTheDiscardBeforeADraw() {
        GuangdongState s = GAME.start(GuangdongPresets.JIHU.rules(), new Walls.Seeded(GAME.tileSet(GuangdongPresets.JIHU.rules()), 3))
                .state();
        int checked = 0;
        for (int step = 0; step < 400 && !GAME.isOver(s); step++) {
            int seat = GAME.toAct(s).iterator().next();
            if (!s.inClaims() && s.drawn().isPresent() && !s.replacementDraw() && !s.seat((seat + 3) % 4).pond().isEmpty()) {
                int before = (seat + 3) % 4;
                List<Tile> pond = s.seat(before).pond();
                for (int viewer = 0; viewer < 4; viewer++) {
                    JsonNode last = TableViews.json(GAME.observe(s, viewer)).path("last_discard");
                    assertThat(last.path("seat").asInt(-1)).as("viewer %d, step %d", viewer, step).isEqualTo(before);
                    assertThat(last.path("index").asInt()).isEqualTo(pond.size() - 1);
                    assertThat(last.path("tile").path("id").asInt()).isEqualTo(pond.get(pond.size() - 1).id());
                }
                checked++;
            }
            List<GuangdongAction> legal = GAME.legalActions(s, seat);
            GuangdongAction a = s.inClaims() ? new GuangdongAction.Pass()
                    : s.drawn().map(t -> (GuangdongAction) new GuangdongAction.Discard(t.kind())).orElse(legal.get(legal.size() - 1));
            s = GAME.apply(s, seat, a).orThrow().state();
        }
        assertThat(checked).as("turns after a draw checked").isGreaterThan(20);
    }
}
