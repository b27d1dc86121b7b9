package org.jantaku.bots.guangdong;

import java.util.List;
import org.jantaku.bots.play.TableView;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * One seat's view of a 广东麻将 hand: the table on kind counts, its own melds, its value honours
 * (三元牌, 门风, 圈风) and the threats: in 鸡胡 the seats with three or more exposed melds (a big open
 * hand, and the fourth meld fed makes the feeder liable: 十二张落地); none in 推倒胡, where nobody
 * wins on a discard.
 */
final class GuangdongView {
    final TableView table;
    final List<Meld> melds;
    final int seatWind;
    final int prevailing;
    /** Bit per seat of the threats. */
    final int threats;

    GuangdongView(GuangdongObservation o, RuleSet rules) {
        table = new TableView(o.table());
        int seat = table.seat;
        melds = o.table().melds(seat);
        seatWind = o.seatWinds().get(seat).tile().index();
        prevailing = o.prevailing().index();
        int t = 0;
        if (!GuangdongRules.isTuidaohu(rules)) {
            for (int s = 0; s < 4; s++) {
                long exposed = o.table().melds(s).stream().filter(Meld::isExposed).count();
                if (s != seat && exposed >= 3) {
                    t |= 1 << s;
                }
            }
        }
        threats = t;
    }

    /** A triplet of the kind adds a 番 in 鸡胡: a dragon (三元牌), the seat's wind (门风) or the prevailing wind (圈风). */
    boolean isValueHonour(int kind) {
        return TileKind.of(kind).isDragon() || kind == seatWind || kind == prevailing;
    }

    /**
     * The 番 the own melds already hold in 鸡胡 towards the cap: one per value triplet (a wind that is
     * both seat and prevailing counts twice) and one for having a kong.
     */
    int meldFan() {
        int fan = 0;
        boolean kong = false;
        for (Meld m : melds) {
            if (m.shape() == MeldShape.CHI) {
                continue;
            }
            int k = m.kind().index();
            fan += (m.kind().isDragon() ? 1 : 0) + (k == seatWind ? 1 : 0) + (k == prevailing ? 1 : 0);
            kong |= m.shape().isKong();
        }
        return fan + (kong ? 1 : 0);
    }
}
