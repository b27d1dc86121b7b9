package org.jantaku.bots.sim;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jantaku.engine.settle.HandEndChecks;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.WinSource;

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
     * A hand settled with {@code wins} (in order) and {@code transfers}, as every variant reads it: {@link #drawn} when
     * nobody won, else {@link #won} for each win, dealt in by its source unless self-drawn ({@link WinSource#isSelfDraw}:
     * 自摸, 杠上花), worth what its winner was paid for the hand itself ({@link HandValue#paidTo}), with the {@code keys}
     * the variant reads from the win and its {@code winner}.
     */
    default <W> void settled(List<W> wins, Function<? super W, Winner> winner, List<? extends Transfer<? extends HandValue>> transfers,
            BiFunction<? super W, Winner, List<String>> keys) {
        if (wins.isEmpty()) {
            drawn();
            return;
        }
        for (W w : wins) {
            Winner win = winner.apply(w);
            int seat = win.seat();
            won(seat, win.way().isSelfDraw() ? seat : win.from(), HandValue.paidTo(seat, transfers), keys.apply(w, win));
        }
    }

    /** Who won a hand ({@code seat}), how ({@code way}) and from whom ({@code from}, not read on a self-draw). */
    record Winner(int seat, WinSource way, int from) {
        /** A win as the settlement forms read it ({@link HandEndChecks.Win}). */
        public static Winner of(HandEndChecks.Win win) {
            return new Winner(win.seat(), win.way(), win.from());
        }
    }

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
