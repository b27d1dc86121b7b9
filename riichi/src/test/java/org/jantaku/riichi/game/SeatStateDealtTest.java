package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A dealt seat ({@link SeatState#dealt}): its hand is the dealt tiles sorted by id, with the shanten of those tiles. */
class SeatStateDealtTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void sortsTheDealtTilesByIdAndWorksOutTheirShape(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int deal = 0; deal < 500; deal++) {
            List<Tile> all = new ArrayList<>(TileSet.STANDARD_136.tiles());
            List<Tile> hand = new ArrayList<>();
            for (int i = 0; i < 13; i++) {
                hand.add(all.remove(random.nextInt(all.size())));
            }
            SeatState dealt = SeatState.dealt(hand);
            List<Tile> sorted = new ArrayList<>(hand);
            sorted.sort(Comparator.comparingInt(Tile::id));
            assertThat(dealt.hand()).as("deal %d of seed %d", deal, seed).containsExactlyElementsOf(sorted);
            int[] counts = new int[34];
            hand.forEach(t -> counts[t.id() >> 2]++);
            assertThat(dealt.shanten()).isEqualTo(Shanten.ofValid(counts, 0, TileSet.STANDARD_136));
        }
    }
}
