package org.jantaku.bots.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Replayer;
import org.jantaku.engine.record.VariantRegistry;
import org.jantaku.guangdong.record.GuangdongRecordCodec;
import org.jantaku.guizhou.record.GuizhouRecordCodec;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A recording simulation plays the games it would play without recording, and hands over each one's whole record. */
class SimulatorRecordingTest {
    private static final List<String> MIXED = List.of("efficiency", "random", "tsumogiri", "efficiency");
    private static final VariantRegistry RECORDED = VariantRegistry.of(RiichiRecordCodec.RIICHI, GuizhouRecordCodec.GUIZHOU,
            GuangdongRecordCodec.GUANGDONG);

    @ParameterizedTest
    @ValueSource(strings = {"tenhou", "guizhou-liupanshui", "guangdong-jihu"})
    void theSameGamesAsWithoutRecordingEachRecordWholeAndOver(String preset) throws Exception {
        Map<String, String> files = new ConcurrentHashMap<>();
        Simulator sim = Simulator.of(preset, MIXED, 13);
        Simulator.Outcome recorded = sim.withRecording(new Recording(RecordFormat.JSONL, files::put)).run(0, 6, 2, n -> { });
        assertThat(recorded.stats()).isEqualTo(sim.run(0, 6, 2, n -> { }).stats());
        assertThat(files).hasSize(6);
        for (long g = 0; g < 6; g++) {
            String name = RecordFormat.JSONL.fileName(g, Seeds.game(13, g));
            assertThat(files).containsKey(name);
            var record = RecordReader.read(files.get(name), RECORDED);
            assertThat(record.header().preset()).contains(preset);
            assertThat(record.header().players()).containsExactlyInAnyOrderElementsOf(MIXED);
            assertThat(over(record)).as(name).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mjai", "tenhou6"})
    void riichiFormatsAreForRiichiOnly(String format) {
        Recording r = new Recording(RecordFormat.parse(format), (n, t) -> { });
        assertThatThrownBy(() -> Simulator.of("guangdong-jihu", MIXED, 1).withRecording(r))
                .hasMessageContaining("Riichi games only");
        assertThat(Simulator.of("tenhou", MIXED, 1).withRecording(r).recording()).contains(r);
    }

    private static <S> boolean over(GameRecord<S, ?, ?, ?> record) {
        return record.variant().variant().isOver(Replayer.replay(record).state());
    }
}
