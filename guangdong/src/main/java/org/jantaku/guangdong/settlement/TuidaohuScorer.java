package org.jantaku.guangdong.settlement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.Reading;
import org.jantaku.core.analysis.Readings;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.table.Meld;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * 推倒胡 value of one winner (spec B2, B3): a 大胡 when any of 天胡, 清一色, 字一色, 七对子, 四暗刻,
 * 十八罗汉, 大三元, 大四喜, 小四喜, 十三幺 (and 混一色 with {@code gd.tdh.hunyiseBig}) applies, never
 * cumulative ("所有牌型之间不累积计算"); otherwise a 小胡. Each share is 4 or 2 (or 2 and 1 with
 * {@code gd.tdh.share=single}).
 */
final class TuidaohuScorer {
    private TuidaohuScorer() {
    }

    /**
     * @param hand the winner's hand read (complete)
     * @param melds his melds
     */
    static WinScore score(RuleSet rules, WinInput w, Readings.Hand hand, List<Meld> melds) {
        List<Fan> best = List.of();
        for (Reading r : hand.readings()) {
            List<Fan> big = bigHands(rules, r, hand.tiles(), melds, w.special());
            if (big.size() > best.size()) {
                best = big;
            }
        }
        boolean big = !best.isEmpty();
        int share = (big ? 2 : 1) * (rules.get(GuangdongRules.TDH_SHARE).equals("double") ? 2 : 1);
        return new WinScore(w.seat(), big ? best : List.of(Fan.XIAOHU), List.of(), big ? 2 : 1, big ? 2 : 1,
                Optional.empty(), share);
    }

    private static List<Fan> bigHands(RuleSet rules, Reading r, Readings.Tiles tiles, List<Meld> melds, Special special) {
        List<Fan> big = new ArrayList<>();
        if (special == Special.TIANHE) {
            big.add(Fan.TIANHU);
        }
        if (tiles.fullFlush()) {
            big.add(Fan.QINGYISE);
        }
        if (tiles.allHonors()) {
            big.add(Fan.ZIYISE);
        }
        if (tiles.halfFlush() && rules.get(GuangdongRules.TDH_HUNYISE_BIG)) {
            big.add(Fan.HUNYISE);
        }
        if (r.shape() == Reading.Shape.SEVEN_PAIRS) {
            big.add(Fan.QIDUIZI);
        }
        if (r.allTriplets() && r.sets().stream().allMatch(Reading.Group::concealed)) {
            big.add(Fan.SIANKE);
        }
        if (melds.stream().filter(m -> m.shape().isKong()).count() == 4) {
            big.add(Fan.SHIBALUOHAN);
        }
        if (r.bigThreeDragons()) {
            big.add(Fan.DASANYUAN);
        }
        if (r.bigFourWinds()) {
            big.add(Fan.DASIXI);
        } else if (r.littleFourWinds()) {
            big.add(Fan.XIAOSIXI);
        }
        if (r.shape() == Reading.Shape.THIRTEEN_ORPHANS) {
            big.add(Fan.SHISANYAO);
        }
        return big;
    }
}
