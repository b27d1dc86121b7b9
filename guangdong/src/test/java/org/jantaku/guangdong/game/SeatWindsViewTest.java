package org.jantaku.guangdong.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Wind;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.view.state.FlowSeat;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.view.GuangdongViews;
import org.junit.jupiter.api.Test;

/**
 * The table shows the seat winds the rules count (门风, {@code gd.jh.seatWind}): from the dealer as 东 by default, from
 * seat 0 under {@code fixed} — the winds the scorer's 门风 and the bots use, read from the observation.
 */
class SeatWindsViewTest {
    private static final GuangdongGame GAME = new GuangdongGame();

    @Test
    void theViewShowsTheWindsTheRulesCount() {
        RuleSet dealerEast = GuangdongPresets.JIHU.rules();
        RuleSet fixed = dealerEast.withText(Map.of("gd.jh.seatWind", "fixed"));
        GuangdongState byDealer = nextDealer(dealerEast);
        int dealer = byDealer.dealer();
        assertThat(winds(byDealer)).containsExactly(Wind.ofSeat(0, dealer), Wind.ofSeat(1, dealer), Wind.ofSeat(2, dealer),
                Wind.ofSeat(3, dealer));
        assertThat(winds(byDealer).get(dealer)).isEqualTo(Wind.EAST);
        GuangdongState byTable = nextDealer(fixed);
        assertThat(byTable.dealer()).as("the same play").isEqualTo(dealer);
        assertThat(winds(byTable)).containsExactly(Wind.EAST, Wind.SOUTH, Wind.WEST, Wind.NORTH);
    }

    /** The first state of a hand another seat than seat 0 deals (the same seeded self-play under both rule sets). */
    private static GuangdongState nextDealer(RuleSet rules) {
        GuangdongState s = GAME.start(rules, new Walls.Seeded(GAME.tileSet(rules), 7)).state();
        SplittableRandom r = new SplittableRandom(7);
        while (s.dealer() == 0) {
            assertThat(s.isOver()).as("the game reaches a hand another seat deals").isFalse();
            int seat = GAME.toAct(s).iterator().next();
            List<GuangdongAction> legal = GAME.legalActions(s, seat);
            s = GAME.apply(s, seat, SeededPolicy.choose(s, seat, legal, r)).orThrow().state();
        }
        return s;
    }

    /** The seats' winds in the open view, checked against the observation's. */
    private static List<Wind> winds(GuangdongState s) {
        assertThat(GAME.observeAll(s).seatWinds().toList()).as("the observation's winds").isEqualTo(
                GuangdongViews.of(GAME.observeAll(s)).seats().stream().map(FlowSeat::wind).toList());
        return GuangdongViews.of(GAME.observeAll(s)).seats().stream().map(FlowSeat::wind).toList();
    }
}
