package org.jantaku.riichi.sample;

import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.engine.table.Phase;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiState;

/** Simple seat policies for self-play and benchmarks; each picks one of the legal actions. */
public enum Bot {
    /** Any legal action, uniformly at random. */
    RANDOM,
    /** ツモ切り: wins when it can, otherwise discards the tile just drawn; never calls (passes every claim). */
    TSUMOGIRI;

    /** The bot named {@code random} or {@code tsumogiri}. */
    public static Bot parse(String name) {
        return switch (name) {
            case "random" -> RANDOM;
            case "tsumogiri" -> TSUMOGIRI;
            default -> throw new IllegalArgumentException("unknown bot '" + name + "' (random, tsumogiri)");
        };
    }

    /** One of {@code legal} (not empty) for the seat to act in {@code s}. */
    public RiichiAction choose(RiichiState s, List<RiichiAction> legal, SplittableRandom rnd) {
        return switch (this) {
            case RANDOM -> legal.get(rnd.nextInt(legal.size()));
            case TSUMOGIRI -> tsumogiri(s, legal);
        };
    }

    private static RiichiAction tsumogiri(RiichiState s, List<RiichiAction> legal) {
        for (RiichiAction a : legal) {
            if (a instanceof RiichiAction.Tsumo || a instanceof RiichiAction.Ron) {
                return a;
            }
        }
        if (s.phase() instanceof Phase.Turn t && t.drawn().isPresent()) {
            return new RiichiAction.Discard(t.drawn().get());
        }
        // A claim window (pass is always last) or a turn after a call, which this bot never makes.
        return legal.get(legal.size() - 1);
    }
}
