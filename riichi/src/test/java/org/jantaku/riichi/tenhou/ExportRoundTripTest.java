package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.TreeSet;
import org.jantaku.core.rules.Preset;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Random games of every preset (three-player tenhou-sanma too), exported as mjai and tenhou.net/6 and read back, are the same games. */
class ExportRoundTripTest {
    static java.util.stream.Stream<Preset> presets() {
        return RiichiPresets.all().stream();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void randomGamesComeBackExactly(Preset preset) {
        Set<String> decisions = new TreeSet<>();
        for (long seed = 1; seed <= 25; seed++) {
            var record = RandomRecords.play(preset, seed * 7919 + preset.name().hashCode());
            record.steps().forEach(s -> decisions.add(RiichiRecordCodec.RIICHI.codec().encodeAction(s.action())
                    .path("type").asText()));
            for (RecordRoundTrip.Format format : RecordRoundTrip.Format.values()) {
                String text = RecordRoundTrip.export(format, record);
                String name = preset.name() + "-" + seed + "." + format;
                var back = RecordRoundTrip.readBack(format, text, name);
                assertThat(RecordRoundTrip.difference(record, back)).as(name + "\n" + text).isEmpty();
            }
        }
        assertThat(decisions).contains("pon", "daiminkan", "ankan", "kakan", "riichi", "ron");
        // three players (tenhou-sanma) call no chi and set Norths aside (北抜き: mjai nukidora, tenhou.net/6 f44)
        assertThat(decisions).contains(preset.rules().get(RiichiRules.PLAYERS) == 3 ? "nuki" : "chi");
        if (preset.name().equals("kyoto-club")) { // tenpai or noten at the draw (the dealer's choice: MjaiFixturesTest)
            assertThat(decisions).contains("declare_tenpai", "declare_noten");
        }
    }
}
