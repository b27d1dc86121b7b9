package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Seat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A seat's waits are kept in its seat's one win cache ({@code Seat.winKinds}): along random draws and
 * discards (the drawn tile, another tile of the drawn kind, or any tile) they equal the waits worked
 * out afresh, and a discard of the drawn kind gives back the waits before the draw.
 */
class RiichiSeatWaitsTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void waitsAndShantenMatchAFreshSearchAlongDrawsAndDiscards(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int keptAcrossADrawnKindDiscard = 0;
        for (int hand = 0; hand < 200; hand++) {
            List<Tile> wall = new ArrayList<>(TileSet.STANDARD_136.tiles());
            Seat<RiichiMeld> s = new Seat<>();
            RiichiSeat part = RiichiSeatDealtTest.dealt(s, RiichiSeatDealtTest.thirteen(wall, random));
            SeatShape shape = part.shape();
            for (int turn = 0; turn < 40 && !wall.isEmpty(); turn++) {
                long waitsBefore = shape.waits();
                Tile drawn = wall.remove(random.nextInt(wall.size()));
                part.drawing(s, drawn); // the table flow's draw
                s.add(drawn);
                assertThat(shape.waits()).as("after a draw").isZero();
                int[] counts = s.counts();
                assertThat(shape.shanten()).isEqualTo(Shanten.ofValid(counts, 0, TileSet.STANDARD_136));
                List<Tile> sameKind = s.hand().stream().filter(t -> t.kind() == drawn.kind()).toList();
                Tile out = switch (random.nextInt(3)) {
                    case 0 -> drawn;
                    case 1 -> sameKind.get(random.nextInt(sameKind.size()));
                    default -> s.hand().get(random.nextInt(s.hand().size()));
                };
                if (out.kind() == drawn.kind() && random.nextBoolean()) {
                    assertThat(shape.waitsDiscarding(out.id() >> 2)).as("waits weighed before the discard").isEqualTo(waitsBefore);
                }
                discard(s, part, out, drawn);
                long fresh = Waits.mask(s.counts(), 0, TileSet.STANDARD_136);
                assertThat(shape.waits()).as("hand %d turn %d of seed %d", hand, turn, seed).isEqualTo(fresh);
                assertThat(shape.shanten()).isEqualTo(Shanten.ofValid(s.counts(), 0, TileSet.STANDARD_136));
                if (out.kind() == drawn.kind()) {
                    assertThat(shape.waits()).isEqualTo(waitsBefore);
                    keptAcrossADrawnKindDiscard += out.equals(drawn) ? 0 : 1;
                }
            }
        }
        assertThat(keptAcrossADrawnKindDiscard).as("discards of another tile of the drawn kind").isPositive();
    }

    /** The table flow's discard of {@code out} after drawing {@code drawn}, then what the seat is told of it. */
    private static void discard(Seat<RiichiMeld> s, RiichiSeat part, Tile out, Tile drawn) {
        if (out.kind() == drawn.kind()) {
            s.removeDrawn(out);
        } else {
            s.remove(out);
        }
        s.toPond(out, out.equals(drawn), false);
        part.discarded(s, out);
    }
}
