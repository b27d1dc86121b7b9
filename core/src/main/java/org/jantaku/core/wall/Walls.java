package org.jantaku.core.wall;

import java.util.List;
import java.util.Objects;
import org.jantaku.core.tile.TileSet;

/**
 * Where a game's walls come from: shuffled from the game's seed (play and simulation), or given
 * hand by hand (a replay of a recorded game, whose walls are rebuilt from the record).
 */
public sealed interface Walls permits Walls.Seeded, Walls.Given {

    /** The wall of the hand dealt as number {@code handIndex} (0 = the first) with {@code honba}. */
    Wall forHand(int handIndex, int honba);

    /** Seeded walls: {@link Wall#forHand} of the game seed, the hand index and the honba. */
    record Seeded(TileSet set, long seed) implements Walls {
        public Seeded {
            Objects.requireNonNull(set, "set");
        }

        @Override
        public Wall forHand(int handIndex, int honba) {
            return Wall.forHand(set, seed, handIndex, honba);
        }
    }

    /** Walls given in the order the hands are dealt. */
    record Given(List<Wall> walls) implements Walls {
        public Given {
            walls = List.copyOf(walls);
        }

        @Override
        public Wall forHand(int handIndex, int honba) {
            if (handIndex < 0 || handIndex >= walls.size()) {
                throw new IllegalStateException("no wall for hand " + handIndex + ": " + walls.size() + " walls given");
            }
            return walls.get(handIndex);
        }
    }
}
