package org.jantaku.guizhou.game;

import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Seat;

/**
 * A seeded policy that plays towards wins, so that seeded games reach every kind of hand end: it
 * takes a win when it may, usually makes a kong, sometimes a pong or a 报听, and discards a tile
 * that keeps the hand closest to ready (now and then a random one).
 */
final class GreedyPolicy {
    private GreedyPolicy() {
    }

    static GuizhouAction choose(GuizhouState s, int seat, List<GuizhouAction> legal, SplittableRandom r) {
        for (GuizhouAction a : legal) {
            if ((a instanceof GuizhouAction.Win || a instanceof GuizhouAction.SelfDraw) && r.nextInt(10) < 9) {
                return a;
            }
        }
        for (GuizhouAction a : legal) {
            boolean kong = a instanceof GuizhouAction.Kong || a instanceof GuizhouAction.ConcealedKong || a instanceof GuizhouAction.AddedKong;
            if (kong && r.nextInt(10) < 7 || a instanceof GuizhouAction.Pong && r.nextInt(10) < 4
                    || a instanceof GuizhouAction.DeclareReady && r.nextInt(2) == 0) {
                return a;
            }
        }
        List<GuizhouAction> discards = legal.stream().filter(a -> a instanceof GuizhouAction.Discard).toList();
        if (discards.isEmpty()) {
            return legal.stream().filter(a -> a instanceof GuizhouAction.Pass).findFirst().orElse(legal.get(r.nextInt(legal.size())));
        }
        if (r.nextInt(100) < 15) {
            return discards.get(r.nextInt(discards.size()));
        }
        Seat<Meld> me = s.seat(seat);
        int[] c = me.counts();
        GuizhouAction best = discards.get(0);
        int bestShanten = Integer.MAX_VALUE;
        for (GuizhouAction a : discards) {
            Tile t = ((GuizhouAction.Discard) a).tile();
            c[t.kind().index()]--;
            int sh = Shanten.ofValid(c, me.melds().size(), TileSet.SUITS_108) * 8 + r.nextInt(8);
            c[t.kind().index()]++;
            if (sh < bestShanten) {
                bestShanten = sh;
                best = a;
            }
        }
        return best;
    }
}
