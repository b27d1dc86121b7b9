package org.jantaku.bots.mjai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jantaku.bots.sim.PlayerStats;
import org.jantaku.bots.sim.RecordFormat;
import org.jantaku.bots.sim.Recording;
import org.jantaku.bots.sim.Seeds;
import org.jantaku.bots.sim.Simulator;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Replayer;
import org.jantaku.engine.record.VariantRegistry;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.tenhou.RecordRoundTrip;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Games with the example Python bot in the seats: complete, replayable, and unharmed by the bots' faults. */
class MjaiBotGameTest {
    private static final VariantRegistry RECORDED = VariantRegistry.of(RiichiRecordCodec.RIICHI);

    @BeforeAll
    static void python() {
        PythonBots.assumePython();
    }

    @Test
    void aGameOfPythonBotsInEverySeatCompletesAndReplaysExactly() {
        Played p = play("tenhou", Collections.nCopies(4, PythonBots.BOT), 3, 2);
        assertThat(p.log).isEmpty();
        PlayerStats bot = p.outcome.stats().byAgent().get(PythonBots.BOT);
        assertThat(bot.games()).isEqualTo(8); // 2 games, 4 seats each
        assertThat(bot.botFaults()).isZero();
        assertThat(bot.wins()).as("the bots win hands").isPositive();
    }

    record Played(Simulator.Outcome outcome, List<String> log) {
    }

    /** Plays {@code games} games, each record read back, replayed step by step and through mjai, every hand matched. */
    static Played play(String preset, List<String> agents, long seed, int games) {
        return play(preset, agents, seed, games, BridgeOptions.DEFAULT);
    }

    static Played play(String preset, List<String> agents, long seed, int games, BridgeOptions options) {
        Map<String, String> files = new ConcurrentHashMap<>();
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        Simulator sim = Simulator.of(preset, agents, seed).withBridge(options.withLog(log::add))
                .withRecording(new Recording(RecordFormat.JSONL, files::put));
        Simulator.Outcome o = sim.run(0, games, 2, n -> { });
        assertThat(files).hasSize(games);
        for (long g = 0; g < games; g++) {
            String name = RecordFormat.JSONL.fileName(g, Seeds.game(seed, g));
            @SuppressWarnings("unchecked")
            var record = (GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation>) RecordReader.read(files.get(name),
                    RECORDED);
            var replayed = Replayer.replay(record);
            assertThat(record.variant().variant().isOver(replayed.state())).as(name + " is over").isTrue();
            String mjai = RecordRoundTrip.exports(record).get(RecordRoundTrip.Format.MJAI);
            var back = RecordRoundTrip.readBack(RecordRoundTrip.Format.MJAI, mjai, name);
            assertThat(RecordRoundTrip.difference(record, back)).as(name + " through mjai").isEmpty();
        }
        return new Played(o, log);
    }
}
