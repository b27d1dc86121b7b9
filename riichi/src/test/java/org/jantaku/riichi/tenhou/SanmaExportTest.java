package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;

/** Scratch. */
class SanmaExportTest {
    @Test
    void tenhou6() {
        for (long seed = 1; seed <= 25; seed++) {
            var record = RandomRecords.play(RiichiPresets.TENHOU_SANMA, seed);
            String text = RecordRoundTrip.export(RecordRoundTrip.Format.TENHOU6, record);
            var back = RecordRoundTrip.readBack(RecordRoundTrip.Format.TENHOU6, text, "s" + seed + ".json");
            assertThat(RecordRoundTrip.difference(record, back)).as(seed + "\n" + text).isEmpty();
        }
    }
}
