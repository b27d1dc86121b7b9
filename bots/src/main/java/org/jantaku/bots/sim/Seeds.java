package org.jantaku.bots.sim;

/**
 * The seeds of a simulation: game {@code i} of a simulation seeded {@code S} is seeded from (S, i)
 * alone, and each seat's agent from the game's seed and the seat, so a game is the same whichever
 * thread or machine plays it. The agents rotate: in game {@code i}, seat {@code k} is played by
 * agent {@code (k − i) mod 4} of the list, so every agent sits in every seat equally often.
 */
public final class Seeds {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private Seeds() {
    }

    /** The seed of game {@code game} (0, 1, …) of a simulation seeded {@code seed}. */
    public static long game(long seed, long game) {
        return mix(seed ^ mix(GOLDEN * (game + 1)));
    }

    /** The seed of the agent in {@code seat} of the game seeded {@code gameSeed}. */
    public static long agent(long gameSeed, int seat) {
        return mix(gameSeed + 0xC2B2AE3D27D4EB4FL * (seat + 1));
    }

    /** Which of the four listed agents plays {@code seat} in game {@code game}. */
    public static int agentIndex(long game, int seat) {
        return agentIndex(game, seat, 4);
    }

    /** {@link #agentIndex(long, int)} at a table of {@code seats} seats (three-player Riichi). */
    public static int agentIndex(long game, int seat, int seats) {
        return (int) Math.floorMod(seat - game, (long) seats);
    }

    /** SplitMix64's finaliser. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
