package org.jantaku.core.wall;

import java.util.SplittableRandom;

/** Two six-sided dice (サイコロ / 骰子), as rolled to pick the first dealer and break the wall. */
public record Dice(int first, int second) {
    public Dice {
        if (first < 1 || first > 6 || second < 1 || second > 6) {
            throw new IllegalArgumentException("dice show 1-6, not " + first + " and " + second);
        }
    }

    public static Dice roll(SplittableRandom random) {
        return new Dice(1 + random.nextInt(6), 1 + random.nextInt(6));
    }

    public int sum() {
        return first + second;
    }

    /** The dice a hand's wall shows: rolled from {@link Wall#chance} with salt 0. */
    public static Dice of(Wall wall) {
        return roll(wall.chance(0));
    }

    /**
     * Whose wall the dice break (開門 / 开门): the sum counted counter-clockwise from the dealer, 1 =
     * the dealer's own wall, 2 his right-hand neighbour (下家 / 下家), 3 the one opposite, 4 his left.
     */
    public int wallSeat(int dealer) {
        return (dealer + sum() - 1) % 4;
    }
}
