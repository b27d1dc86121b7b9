package org.jantaku.riichi.tenhou;

import java.util.HashSet;
import java.util.Set;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Wind;
import org.jantaku.riichi.scoring.WinRequest;
import org.jantaku.riichi.scoring.WinSituation;

/** Turns a Tenhou win into a scoring request; the situational yaku are read from the record. */
final class TenhouWins {
    private TenhouWins() {
    }

    /** The Tenhou rules of a log: the tenhou preset with the log's open-tanyao and red-five settings and its era's settlement. */
    static RuleSet rules(Mjlog log) {
        return TenhouRules.of(log);
    }

    static Wind seatWind(Init init, Agari a) {
        return Wind.EAST.plus(a.who() - init.dealer());
    }

    static WinRequest request(Init init, Agari a) {
        Set<Integer> ids = new HashSet<>();
        a.yaku().forEach(y -> ids.add(y.id()));
        ids.addAll(a.yakuman());
        WinSituation s = new WinSituation(a.isTsumo(), ids.contains(1) || ids.contains(21), ids.contains(21), false,
                ids.contains(2), ids.contains(4), ids.contains(3), ids.contains(5), ids.contains(6), ids.contains(37),
                ids.contains(38), ids.contains(36), false, Wind.EAST.plus(init.roundWind()), seatWind(init, a));
        return new WinRequest(new Hand(a.hai(), a.melds()), a.machi(), s, a.doraIndicators(), a.uraIndicators(),
                a.honba(), a.riichiSticks());
    }
}
