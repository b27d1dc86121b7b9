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
}
