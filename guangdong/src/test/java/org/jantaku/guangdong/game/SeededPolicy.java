package org.jantaku.guangdong.game;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Seat;

/**
 * A seeded self-play policy that makes games worth checking: it takes a win nine times in ten (the
 * tenth lets it go, which exercises 漏胡), calls and kongs often, and discards toward the fewest
 * tiles from a win (random among the best, and a random tile one time in ten).
 */
final class SeededPolicy {
    private SeededPolicy() {
    }

    static GuangdongAction choose(GuangdongState s, int seat, List<GuangdongAction> legal, SplittableRandom r) {
        for (GuangdongAction a : legal) {
            if ((a instanceof GuangdongAction.SelfDrawWin || a instanceof GuangdongAction.Win) && r.nextInt(10) != 0) {
                return a;
            }
        }
        List<GuangdongAction> kongs = legal.stream().filter(a -> a instanceof GuangdongAction.Kong
                || a instanceof GuangdongAction.ConcealedKong || a instanceof GuangdongAction.AddedKong).toList();
        if (!kongs.isEmpty() && r.nextInt(2) == 0) {
            return kongs.get(r.nextInt(kongs.size()));
        }
        List<GuangdongAction> calls = legal.stream().filter(a -> a instanceof GuangdongAction.Pon
                || a instanceof GuangdongAction.Chi).toList();
        if (!calls.isEmpty() && r.nextInt(3) == 0) {
            return calls.get(r.nextInt(calls.size()));
        }
        if (legal.contains(new GuangdongAction.Pass())) {
            return new GuangdongAction.Pass();
        }
        List<GuangdongAction> discards = legal.stream().filter(a -> a instanceof GuangdongAction.Discard).toList();
        if (discards.isEmpty() || r.nextInt(10) == 0) {
            return legal.get(r.nextInt(legal.size()));
        }
        Seat<Meld> me = s.seats().get(seat);
        int[] c = me.counts();
        int best = Integer.MAX_VALUE;
        List<GuangdongAction> bestDiscards = new ArrayList<>();
        for (GuangdongAction a : discards) {
            TileKind k = ((GuangdongAction.Discard) a).kind();
            c[k.index()]--;
            int sh = Shanten.of(c, me.melds().size());
            c[k.index()]++;
            if (sh < best) {
                best = sh;
                bestDiscards.clear();
            }
            if (sh == best) {
                bestDiscards.add(a);
            }
        }
        return bestDiscards.get(r.nextInt(bestDiscards.size()));
    }
}
