package org.jantaku.bots.sim;

import java.util.List;

/**
 * The outcomes of one game, as a variant's events tell them ({@link org.jantaku.bots.VariantBots#tally}).
 * Seats are 0-3 as the variant numbers them.
 */
public interface Tally {

    /** A hand is dealt. */
    void handStarted();

    /**
     * A win (和了 / 胡).
     *
     * @param winner the winning seat
     * @param from the seat that dealt in (放铳), or {@code winner} for a self-draw
     * @param value what the hand is worth to the winner, in the variant's points (without counters or sticks)
     * @param patterns the yaku, fan, chicken or horse outcomes of the win, by stable key (a key may repeat)
     */
    void won(int winner, int from, int value, List<String> patterns);

    /** The hand ended without a winner (流局, an abortive draw included). */
    void drawn();

    /**
     * The game is over.
     *
     * @param scores final scores by seat
     * @param ranks final places 1-4 by seat
     */
    void gameEnded(List<Integer> scores, List<Integer> ranks);

    /**
     * The agent of {@code seat} could not make {@code faults} of its decisions this game (an external bot that timed
     * out, crashed or answered what is not legal: a safe default was played).
     */
    void botFaults(int seat, long faults);
}
