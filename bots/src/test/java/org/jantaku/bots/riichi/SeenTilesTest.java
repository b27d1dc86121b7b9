package org.jantaku.bots.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.rules.Preset;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.game.RiichiView;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link SeenTiles} kept per seat across decisions — adding only new discards while a live table's
 * view keeps its pond epoch — counts exactly what a fresh reading counts: at every step of seeded
 * games (random play, so calls, riichi and kans happen), two tables played in alternation on the
 * same kept instances, checked against a fresh instance on the live view and on the engine's
 * observation record (whose epoch is −1, so it is read whole every time, by a kept instance too).
 */
class SeenTilesTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {5, 23, 61})
    void keptCountsEqualFreshOnes(long seed) {
        Preset preset = seed == 23 ? RiichiPresets.KYOTO_CLUB : RiichiPresets.TENHOU;
        SplittableRandom random = new SplittableRandom(seed);
        List<RiichiEvent> events = new ArrayList<>();
        RiichiState[] tables = {RandomSteps.GAME.start(preset.rules(), seed).state(), RandomSteps.GAME.start(preset.rules(), seed + 1).state()};
        SeenTiles[] kept = {new SeenTiles(), new SeenTiles(), new SeenTiles(), new SeenTiles()};
        SeenTiles[] keptOnRecords = {new SeenTiles(), new SeenTiles(), new SeenTiles(), new SeenTiles()};
        int incremental = 0;
        int checks = 0;
        for (int step = 0; !tables[0].isOver() || !tables[1].isOver(); step++) {
            RiichiState table = tables[step & 1];
            if (table.isOver()) {
                continue;
            }
            for (int seat = 0; seat < 4; seat++) {
                if (random.nextInt(3) != 0) {
                    continue; // seats read at random moments: some reads span many steps
                }
                RiichiView live = table.view(seat);
                RiichiObservation record = RandomSteps.GAME.observe(table, seat);
                incremental += live.pondEpoch() >= 0 ? 1 : 0;
                kept[seat].update(live);
                keptOnRecords[seat].update(record);
                SeenTiles fresh = new SeenTiles();
                fresh.update(record);
                assertSame(kept[seat], fresh, "step " + step + ", seat " + seat + " (live, kept)");
                assertSame(keptOnRecords[seat], fresh, "step " + step + ", seat " + seat + " (records, kept)");
                SeenTiles freshLive = new SeenTiles();
                freshLive.update(live);
                assertSame(freshLive, fresh, "step " + step + ", seat " + seat + " (live, fresh)");
                checks++;
            }
            RandomSteps.take(table, random, events);
        }
        assertThat(checks).isGreaterThan(1000);
        assertThat(incremental).as("live views promising an epoch").isEqualTo(checks);
    }

    private static void assertSame(SeenTiles actual, SeenTiles expected, String where) {
        assertThat(actual.counts()).as(where + ": tiles seen by kind").containsExactly(expected.counts());
        for (int s = 0; s < 4; s++) {
            assertThat(actual.pondKinds(s)).as(where + ": pond kinds of seat " + s).isEqualTo(expected.pondKinds(s));
        }
    }
}
