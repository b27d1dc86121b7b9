package org.jantaku.riichi.sample;

import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiState;

/**
 * Whole games played by four copies of a {@link Bot} through the engine contract (toAct,
 * legalActions, apply), as a benchmark drives them: when several seats are to act (a claim window)
 * the lowest seat answers first. A game is fixed by its rules, seed and bot.
 */
public final class SelfPlay {
    /** Steps after which a game is taken to be stuck. */
    private static final int MAX_STEPS = 100_000;

    private final RiichiGame game;
    private final RuleSet rules;
    private final Bot bot;

    public SelfPlay(RiichiGame game, RuleSet rules, Bot bot) {
        this.game = game;
        this.rules = rules;
        this.bot = bot;
    }

    /**
     * What a game came to.
     *
     * @param steps actions applied
     * @param checksum a number that depends on the final scores (to compare runs, and so the work is not dropped)
     */
    public record Played(int steps, long checksum) {
    }

    /** Plays the game of {@code seed} to its end. */
    public Played play(long seed) {
        RiichiState s = game.start(rules, seed).state();
        SplittableRandom rnd = new SplittableRandom(seed);
        int steps = 0;
        while (!game.isOver(s)) {
            if (++steps > MAX_STEPS) {
                throw new IllegalStateException("game " + seed + " has not ended after " + MAX_STEPS + " steps");
            }
            int seat = firstToAct(s);
            List<RiichiAction> legal = game.legalActions(s, seat);
            s = game.apply(s, seat, bot.choose(s, legal, rnd)).orThrow().state();
        }
        long checksum = 0;
        for (int seat = 0; seat < 4; seat++) {
            checksum = 31 * checksum + s.scores().get(seat);
        }
        return new Played(steps, checksum);
    }

    private int firstToAct(RiichiState s) {
        var toAct = game.toAct(s);
        for (int seat = 0; seat < 4; seat++) {
            if (toAct.contains(seat)) {
                return seat;
            }
        }
        throw new IllegalStateException("nobody is to act in a game that is not over");
    }
}
