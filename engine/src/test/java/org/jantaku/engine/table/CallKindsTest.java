package org.jantaku.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The flow's first claim test by kind masks ({@link CallKinds#callable}) says what the counts of the seat's tiles
 * say, for every kind and for the seat that may chi and the others.
 */
class CallKindsTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4})
    void masksAgreeWithTheCounts(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int deal = 0; deal < 400; deal++) {
            List<Tile> all = new ArrayList<>(TileSet.STANDARD_136.tiles());
            List<Tile> hand = new ArrayList<>();
            int size = 1 + random.nextInt(13);
            for (int i = 0; i < size; i++) {
                hand.add(all.remove(random.nextInt(all.size())));
            }
            Seat<Meld> me = new Seat<>();
            me.deal(hand);
            for (int kind = 0; kind < 34; kind++) {
                for (boolean chiSeat : new boolean[] {false, true}) {
                    assertThat(CallKinds.callable(me.heldAtLeast(1), me.heldAtLeast(2), chiSeat, kind))
                            .as("hand %s kind %d chi seat %s", hand, kind, chiSeat)
                            .isEqualTo(byCounts(me, chiSeat, kind));
                }
            }
        }
    }

    /** The test written out over the kind counts: a pair, or for the seat that may chi two neighbours in the suit. */
    private static boolean byCounts(Seat<Meld> me, boolean chiSeat, int kind) {
        if (me.count(kind) >= 2) {
            return true;
        }
        if (!chiSeat || kind >= 27) {
            return false;
        }
        int n = kind % 9;
        boolean below2 = n >= 2 && me.count(kind - 2) > 0;
        boolean below1 = n >= 1 && me.count(kind - 1) > 0;
        boolean above1 = n <= 7 && me.count(kind + 1) > 0;
        boolean above2 = n <= 6 && me.count(kind + 2) > 0;
        return below2 && below1 || below1 && above1 || above1 && above2;
    }
}
