package org.jantaku.bots.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.jantaku.core.rules.Preset;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The efficiency agent keeps, per thread and per seat, what a seat's last turn allows (its shanten
 * search, its claim windows' part entries). One instance serving every seat of two tables played in
 * alternation on one thread decides exactly as the same agent does on a fresh thread (nothing kept)
 * from the engine's observation record of the same moment.
 */
class EfficiencyAgentReuseTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 17})
    void keptSearchesDecideAsFreshOnes(long seed) {
        Preset preset = seed == 3 ? RiichiPresets.TENHOU : RiichiPresets.KYOTO_CLUB;
        EfficiencyAgent agent = new EfficiencyAgent(preset.rules());
        RiichiState[] tables = {RandomSteps.GAME.start(preset.rules(), seed).state(), RandomSteps.GAME.start(preset.rules(), seed + 1).state()};
        int decisions = 0;
        for (int step = 0; !tables[0].isOver() || !tables[1].isOver(); step++) {
            RiichiState table = tables[step & 1];
            if (table.isOver()) {
                continue;
            }
            int seat = RandomSteps.firstToAct(table);
            List<RiichiAction> legal = RandomSteps.GAME.legalActions(table, seat);
            RiichiAction action = legal.get(0);
            if (legal.size() > 1) {
                action = agent.choose(table.view(seat), legal);
                if (decisions++ % 3 == 0) { // a fresh thread a third of the time: a thread start each is slow
                    RiichiObservation record = RandomSteps.GAME.observe(table, seat);
                    List<RiichiAction> copy = List.copyOf(legal);
                    RiichiAction fresh = CompletableFuture.supplyAsync(() -> agent.choose(record, copy), r -> new Thread(r).start())
                            .join();
                    assertThat(fresh).as("decision %d of table %d, seat %d", decisions, step & 1, seat).isEqualTo(action);
                }
            }
            RandomSteps.GAME.play(table, seat, action).orThrow();
        }
        assertThat(decisions).isGreaterThan(500);
    }
}
