package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Seat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A dealt seat ({@link RiichiSeat#newHand}): its hand is the dealt tiles sorted by id, with the shanten of those tiles. */
class RiichiSeatDealtTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void sortsTheDealtTilesByIdAndWorksOutTheirShape(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int deal = 0; deal < 500; deal++) {
            List<Tile> hand = thirteen(new ArrayList<>(TileSet.STANDARD_136.tiles()), random);
            Seat<RiichiMeld> dealt = new Seat<>();
            RiichiSeat part = dealt(dealt, hand);
            List<Tile> sorted = new ArrayList<>(hand);
            sorted.sort(Comparator.comparingInt(Tile::id));
            assertThat(dealt.hand()).as("deal %d of seed %d", deal, seed).containsExactlyElementsOf(sorted);
            int[] counts = new int[34];
            hand.forEach(t -> counts[t.id() >> 2]++);
            assertThat(part.shape().shanten()).isEqualTo(Shanten.ofValid(counts, 0, TileSet.STANDARD_136));
        }
    }

    /** Thirteen tiles taken at random out of {@code wall}. */
    static List<Tile> thirteen(List<Tile> wall, SplittableRandom random) {
        List<Tile> hand = new ArrayList<>();
        for (int i = 0; i < 13; i++) {
            hand.add(wall.remove(random.nextInt(wall.size())));
        }
        return hand;
    }

    /** {@code seat} dealt {@code hand}, and its Riichi part for the new hand. */
    static RiichiSeat dealt(Seat<RiichiMeld> seat, List<Tile> hand) {
        seat.deal(hand);
        RiichiSeat part = new RiichiSeat(seat);
        part.newHand();
        return part;
    }
}
