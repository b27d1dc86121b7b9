package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.TileSet;

/**
 * The test games' fixed seeded policy: prefers winning; calls now and then; declares riichi now and
 * then; mostly discards a tile that keeps the hand closest to tenpai (so that wins, riichi, calls,
 * kans and furiten happen often); otherwise plays at random. Its choices depend only on the state,
 * the legal actions and the generator, so a game is fixed by its rules and seed.
 */
final class SeededPolicy {
    private SeededPolicy() {
    }

    /** One of {@code legal} (not empty) for {@code seat}, drawing from {@code rnd}. */
    static RiichiAction choose(RiichiState s, int seat, List<RiichiAction> legal, SplittableRandom rnd) {
        for (RiichiAction a : legal) {
            if ((a instanceof RiichiAction.Tsumo || a instanceof RiichiAction.Ron) && rnd.nextInt(10) > 0) {
                return a;
            }
        }
        List<RiichiAction> calls = new ArrayList<>();
        List<RiichiAction> riichi = new ArrayList<>();
        for (RiichiAction a : legal) {
            switch (a) {
                case RiichiAction.Pon x -> calls.add(a);
                case RiichiAction.Chi x -> calls.add(a);
                case RiichiAction.OpenKan x -> calls.add(a);
                case RiichiAction.ClosedKan x -> calls.add(a);
                case RiichiAction.AddedKan x -> calls.add(a);
                case RiichiAction.DeclareRiichi x -> riichi.add(a);
                default -> {
                }
            }
        }
        if (!calls.isEmpty() && rnd.nextInt(3) == 0) {
            return calls.get(rnd.nextInt(calls.size()));
        }
        if (!riichi.isEmpty() && rnd.nextBoolean()) {
            return riichi.get(rnd.nextInt(riichi.size()));
        }
        if (rnd.nextInt(5) > 0) {
            RiichiAction best = null;
            int bestShanten = Integer.MAX_VALUE;
            int[] counts = new int[34];
            s.seats().get(seat).hand().forEach(t -> counts[t.id() >> 2]++);
            for (RiichiAction a : legal) {
                if (a instanceof RiichiAction.Discard d) {
                    // The least shanten of the rest as if it had no meld (a plain measure of closeness).
                    counts[d.tile().id() >> 2]--;
                    int sh = Shanten.ofValid(counts, 0, TileSet.STANDARD_136);
                    counts[d.tile().id() >> 2]++;
                    if (sh < bestShanten || (sh == bestShanten && rnd.nextBoolean())) {
                        best = a;
                        bestShanten = sh;
                    }
                }
            }
            if (best != null) {
                return best;
            }
        }
        return legal.get(rnd.nextInt(legal.size()));
    }
}
