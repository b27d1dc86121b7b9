package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Seat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The table's claim check by kind masks ({@link Calls#mayCall(long, long, boolean, int, int, int, int)})
 * says what the engine's check on the hand's shape says, for every discarded kind, seat and discarder.
 */
class CallMasksTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4})
    void masksAgreeWithTheShapeCheck(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int deal = 0; deal < 400; deal++) {
            List<Tile> all = new ArrayList<>(TileSet.STANDARD_136.tiles());
            List<Tile> hand = new ArrayList<>();
            int size = 1 + random.nextInt(13);
            for (int i = 0; i < size; i++) {
                hand.add(all.remove(random.nextInt(all.size())));
            }
            Seat<RiichiMeld> me = new Seat<>();
            me.deal(hand);
            long held = 0;
            long pairs = 0;
            for (int k = 0; k < 34; k++) {
                held |= me.count(k) >= 1 ? 1L << k : 0;
                pairs |= me.count(k) >= 2 ? 1L << k : 0;
            }
            boolean riichi = random.nextInt(5) == 0;
            int live = random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(60);
            for (int id = 0; id < 136; id += 1 + random.nextInt(3)) {
                Tile tile = Tile.of(id);
                for (int discarder = 0; discarder < 4; discarder++) {
                    for (int seat = 0; seat < 4; seat++) {
                        if (seat == discarder) {
                            continue;
                        }
                        assertThat(Calls.mayCall(held, pairs, riichi, seat, id >> 2, discarder, live))
                                .as("hand %s tile %s seat %d discarder %d", hand, tile, seat, discarder)
                                .isEqualTo(byCounts(me, riichi, seat, id >> 2, discarder, live));
                    }
                }
            }
        }
    }

    /** The check written out over the kind counts: not in riichi, a live tile left, a pair, or for the next seat two neighbours. */
    private static boolean byCounts(Seat<RiichiMeld> me, boolean riichi, int seat, int kind, int discarder, int live) {
        if (riichi || live == 0) {
            return false;
        }
        if (me.count(kind) >= 2) {
            return true;
        }
        if (seat != (discarder + 1) % 4 || kind >= 27) {
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
