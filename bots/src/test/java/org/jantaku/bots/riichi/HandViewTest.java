package org.jantaku.bots.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.bots.search.PartHashes;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link HandView}'s sums of unseen tiles, made bit-sliced from the planes of the own counts and of
 * {@link SeenTiles}' counts, and its part hashes, made from the kinds held, equal a plain count: at
 * random moments of seeded random games (calls, riichi, kans), each seat's view read with its kept
 * {@link SeenTiles} is checked, kind by kind and over random sets of kinds, against
 * {@code max(0, 4 − own − visible)} counted afresh from the engine's observation record.
 */
class HandViewTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {3, 17})
    void unseenSumsAndHashesEqualAPlainCount(long seed) {
        Preset preset = seed == 17 ? RiichiPresets.KYOTO_CLUB : RiichiPresets.TENHOU;
        SplittableRandom random = new SplittableRandom(seed);
        List<RiichiEvent> events = new ArrayList<>();
        RiichiState table = RandomSteps.GAME.start(preset.rules(), seed).state();
        SeenTiles[] kept = {new SeenTiles(), new SeenTiles(), new SeenTiles(), new SeenTiles()};
        HandView view = new HandView();
        int checks = 0;
        for (int step = 0; !table.isOver(); step++) {
            int reader = random.nextInt(6);
            if (reader < 4) {
                RiichiObservation record = RandomSteps.GAME.observe(table, reader);
                view.readHand(table.view(reader));
                view.readTable(table.view(reader), kept[reader]);
                int[] own = new int[TileKind.COUNT];
                for (Tile t : record.hand()) {
                    own[t.kind().index()]++;
                }
                SeenTiles fresh = new SeenTiles();
                fresh.update(record);
                String where = "step " + step + ", seat " + reader;
                assertThat(view.counts).as(where + ": own counts").containsExactly(own);
                int[] hashes = new int[4];
                PartHashes.of(own, hashes);
                assertThat(view.partHashes).as(where + ": part hashes").containsExactly(hashes);
                int[] expected = new int[TileKind.COUNT];
                for (int k = 0; k < TileKind.COUNT; k++) {
                    expected[k] = Math.max(0, 4 - own[k] - fresh.counts()[k]);
                    assertThat(view.unseen(1L << k)).as(where + ": unseen of kind " + k).isEqualTo(expected[k]);
                    assertThat(view.unseen(k)).as(where + ": unseen of kind " + k + " alone").isEqualTo(expected[k]);
                }
                for (int i = 0; i < 4; i++) {
                    long kinds = random.nextLong() & (1L << TileKind.COUNT) - 1;
                    int sum = 0;
                    for (long bits = kinds; bits != 0; bits &= bits - 1) {
                        sum += expected[Long.numberOfTrailingZeros(bits)];
                    }
                    assertThat(view.unseen(kinds)).as(where + ": unseen of kinds " + Long.toHexString(kinds)).isEqualTo(sum);
                }
                checks++;
            }
            RandomSteps.take(table, random, events);
        }
        assertThat(checks).isGreaterThan(300);
    }
}
