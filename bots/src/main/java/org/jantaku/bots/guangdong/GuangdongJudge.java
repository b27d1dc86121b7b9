package org.jantaku.bots.guangdong;

import org.jantaku.bots.play.DiscardChoice;
import org.jantaku.bots.play.HandShape;
import org.jantaku.bots.play.TileEfficiency;

/**
 * How 广东麻将 weighs a discard beyond shanten and ukeire, on the rule set's winning shapes
 * ({@link org.jantaku.guangdong.rules.GuangdongRules#winShapes}). The throwing order in 鸡胡: other
 * honours first, then terminals, then the value honours (三元牌, 门风, 圈风: a triplet adds a 番), then
 * simples — but once the melds hold the 3 番 of the cap (爆胡) a value honour is worth no more than
 * any honour, chasing past the cap being pointless. In 推倒胡, where the value of a hand does not grow
 * with 番, honours, terminals, simples.
 */
final class GuangdongJudge implements DiscardChoice.Judge {
    /** 鸡胡's 爆胡 cap. */
    static final int CAP = 3;

    private final HandShape shape;
    private final GuangdongView view;
    private final boolean chaseValue;

    GuangdongJudge(HandShape shape, GuangdongView view, boolean tuidaohu) {
        this.shape = shape;
        this.view = view;
        this.chaseValue = !tuidaohu && view.meldFan() < CAP;
    }

    @Override
    public HandShape shape() {
        return shape;
    }

    @Override
    public int order(int kind) {
        if (kind >= 27) {
            return chaseValue && view.isValueHonour(kind) ? 2 : 0;
        }
        return TileEfficiency.isSimple(kind) ? 3 : 1;
    }
}
