package org.jantaku.bots.guizhou;

import java.util.List;
import org.jantaku.bots.play.TableView;
import org.jantaku.engine.table.Meld;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.settlement.Shapes;

/**
 * One seat's view of a 捉鸡麻将 hand: the table on kind counts, its own melds, whether it owns a 豆
 * (the pass to win on a discard), and the threats at the table — seats that declared 报听, or show
 * three or more melds.
 */
final class GuizhouView {
    final TableView table;
    final List<Meld> melds;
    /** Owns a 豆 that passes for winning on a discard (a delayed one only with {@code gz.delayedKongIsPass}). */
    final boolean hasDou;
    /** Bit per seat of the threats. */
    final int threats;
    /** Bit per seat of those that declared 报听. */
    final int baoting;

    GuizhouView(GuizhouObservation o, boolean delayedKongIsPass) {
        table = new TableView(o.table());
        int seat = table.seat;
        melds = o.table().melds(seat);
        boolean dou = false;
        for (Meld m : melds) {
            dou |= Shapes.isPassDou(m, delayedKongIsPass);
        }
        hasDou = dou;
        int t = 0;
        int b = 0;
        for (int s = 0; s < 4; s++) {
            if (s == seat) {
                continue;
            }
            if (o.table().declared(s)) {
                t |= 1 << s;
                b |= 1 << s;
            } else if (o.table().melds(s).size() >= 3) {
                t |= 1 << s;
            }
        }
        threats = t;
        baoting = b;
    }
}
