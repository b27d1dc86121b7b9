package org.jantaku.guangdong.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;

/**
 * The two named 广东麻将 rule sets of seed 003 ({@code shared/seeds/003_91d228d52541a81b.txt}), with
 * the seed's line for every value that comes from it; values the seed does not give are the spec's
 * recommended defaults ({@code shared/spec/guangdong.md} §C).
 */
public final class GuangdongPresets {
    private GuangdongPresets() {
    }

    private static final String SEED = "seed 003: ";

    /** 鸡胡 (鸡平胡): 吃碰杠, discard wins, 爆胡 = 3 番. */
    public static final Preset JIHU = new Preset("guangdong-jihu",
            "广东麻将 鸡胡 (Guangdong chicken hand): 吃碰杠, 一炮多响, 漏胡, fan = ×2 each, 爆胡 cap 3 番, 包 rules",
            RuleSet.of(GuangdongRules.CATALOG, Map.of(GuangdongRules.STYLE.id(), GuangdongRules.JIHU)),
            Map.of(
                    GuangdongRules.STYLE.id(), SEED + "鸡胡 \"什么牌都可以胡,可吃碰杠\"",
                    GuangdongRules.JH_VALUE.id(), SEED + "1、番的定义 \"番是2倍的意思\"",
                    GuangdongRules.BASE.id(), SEED + "(推倒胡) 六、1 \"基础分为1\"",
                    GuangdongRules.JH_DOUBLE_RON_MIN3.id(), SEED + "七、1 一炮三响 \"胡牌者不满3番牌型,按照3番满计算\""
                            + " (said of three winners only)"));

    /** 推倒胡 with the dealer's 买马. */
    public static final Preset TUIDAOHU = new Preset("guangdong-tuidaohu",
            "广东麻将 推倒胡 (Guangdong push-down): no 吃, self-draw wins only plus 抢杠, 小胡 2 / 大胡 4, kong payments,"
                    + " the dealer's 买马 horses",
            RuleSet.of(GuangdongRules.CATALOG, Map.of(GuangdongRules.STYLE.id(), GuangdongRules.TUIDAOHU)),
            Map.of(
                    GuangdongRules.STYLE.id(), SEED + "推倒胡 一 \"不许吃牌只许自摸,并且讲究杠牌、买马\"",
                    GuangdongRules.BASE.id(), SEED + "六、1 \"基础分为1\"",
                    GuangdongRules.TDH_SHARE.id(), SEED + "六、2 \"自摸: 基础分*2,小胡: 基础分*1,大胡: 基础分*2\"",
                    GuangdongRules.TDH_DEALER_ON_DRAW.id(), SEED + "四 \"如出现和牌(流局),则庄家的下家上庄\"",
                    GuangdongRules.TDH_ESCAPE_PENALTY.id(), SEED + "五 \"逃跑扣8分\"",
                    GuangdongRules.TDH_MAX_HORSES.id(), SEED + "八、2 \"依次累积,最多为四匹马\"",
                    GuangdongRules.TDH_HORSE_SEMANTICS.id(), SEED + "八、5 \"马买中的玩家总合计(包括胡与杠)赢多少,庄家就相赢多少\""));

    private static final List<Preset> ALL = List.of(JIHU, TUIDAOHU);

    public static List<Preset> all() {
        return ALL;
    }

    public static Optional<Preset> byName(String name) {
        return ALL.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
