package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.rules.Preset;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Random games of every preset, exported as mjai and tenhou.net/6 and read back, are the same games. */
class ExportRoundTripTest {
    static java.util.stream.Stream<Preset> presets() {
        return RiichiPresets.all().stream();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void randomGamesComeBackExactly(Preset preset) {
        for (long seed = 1; seed <= 25; seed++) {
            var record = RandomRecords.play(preset, seed * 7919 + preset.name().hashCode());
            for (RecordRoundTrip.Format format : RecordRoundTrip.Format.values()) {
                String text = RecordRoundTrip.export(format, record);
                String name = preset.name() + "-" + seed + "." + format;
                var back = RecordRoundTrip.readBack(format, text, name);
                assertThat(RecordRoundTrip.difference(record, back)).as(name + "\n" + text).isEmpty();
            }
        }
    }
}
