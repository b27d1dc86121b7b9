package org.jantaku.guizhou.rules;

import java.util.List;
import java.util.Map;
import org.jantaku.core.rules.Preset;

/** The named Guizhou rule sets. */
public final class GuizhouPresets {
    private GuizhouPresets() {
    }

    /**
     * 六盘水捉鸡麻将 as seed 001 describes it, its gaps filled by {@code shared/spec/guizhou-liupanshui.md}:
     * the catalog's defaults. Each option's source line quotes the seed where the value comes from
     * it, and names the spec's source otherwise.
     */
    public static final Preset LIUPANSHUI = new Preset("guizhou-liupanshui",
            "六盘水捉鸡麻将 (Liupanshui catch-chicken): 108 tiles, 豆 as the pass to win, 报听 and 杀报, chickens, 查叫, dealer streaks",
            GuizhouRules.CATALOG.defaults(), Map.ofEntries(
                    Map.entry(GuizhouRules.GAME_HANDS.id(), "not in the seed; 8 hands, a common 局数 on Guizhou tables (spec §2 has no game length)"),
                    Map.entry(GuizhouRules.DICE_WALL.id(), "seed §二(三): \"两颗骰子，相加的点数决定起牌方向，小的点数决定起牌墩数，庄家方向的从对家起牌\"; counting per G7"),
                    Map.entry(GuizhouRules.STREAK_ON_DRAW.id(), "seed §三(二)4: \"黄庄查叫：黄庄情况下原庄家为庄\"; the count grows as in G1 cal_banker_contibue_banker"),
                    Map.entry(GuizhouRules.DEALER_DADUI_SELF_DRAW.id(), "seed §四(五): \"闲家平胡自摸，庄支付2分，闲家支付1分；闲家大对子自摸，庄支付7分，闲家支付5分\" (H + L gives 2 and 6)"),
                    Map.entry(GuizhouRules.SHUANGLONG.id(), "seed §四(一) names 双龙七对 and 清双龙七对 without values; +10 per 龙 as G1's other values"),
                    Map.entry(GuizhouRules.DELAYED_KONG_IS_PASS.id(), "seed §五(一)4(6)(7): \"次圈开始暗杠算普通补张，不计豆分\""),
                    Map.entry(GuizhouRules.PASS_LOCK.id(), "not in the seed; G3 enable_pass_lock"),
                    Map.entry(GuizhouRules.FORCED_WIN.id(), "seed §五(一)4(3): \"热炮和抢杠和必胡：存在“必胡”情况\""),
                    Map.entry(GuizhouRules.SELF_DRAW_BONUS.id(), "seed §四(五): \"闲家平胡自摸，庄支付2分，闲家支付1分\" (no self-draw bonus)"),
                    Map.entry(GuizhouRules.BAOTING_TIMING.id(), "seed §四(二): \"起手牌天听（庄家起手牌或者是闲家摸到第一张牌时听牌），这个时候可以“报听”\""),
                    Map.entry(GuizhouRules.QIANGGANG_BAOTING.id(), "seed §五(一)4(2): \"计算分数时胡牌算自摸，被抢杠者包3家的牌\""),
                    Map.entry(GuizhouRules.DIANDOU_PAYER.id(), "seed §五(一)1: \"在结算时，点豆者给被点豆者一分，可叠加\"; direction per G1"),
                    Map.entry(GuizhouRules.DOU_REQUIRES_JIAO.id(), "not in the seed; G7 \"无论哪种豆都必须叫牌才能算\", G1"),
                    Map.entry(GuizhouRules.CHICKEN_SCOPE.id(), "not in the seed (cut off in §五(二)); 手上鸡 per G7 and G3"),
                    Map.entry(GuizhouRules.JIN_JI.id(), "not in the seed; G3, G5, G6: a flipped 9条 is 金鸡"),
                    Map.entry(GuizhouRules.CHONGFENG_JI.id(), "not in the seed; G1, G3, G5"),
                    Map.entry(GuizhouRules.CHONGFENG_UNITS.id(), "not in the seed; G1 base = 2, G5 \"加倍\""),
                    Map.entry(GuizhouRules.ZEREN_JI.id(), "not in the seed; G1 process_reponsibility_ji_fen, G5"),
                    Map.entry(GuizhouRules.ZEREN_RULE.id(), "not in the seed; G1 (two-way)"),
                    Map.entry(GuizhouRules.ZEREN_UNITS.id(), "not in the seed; G1, G5 \"多付1番\""),
                    Map.entry(GuizhouRules.BAOJI.id(), "not in the seed; off as in G1"),
                    Map.entry(GuizhouRules.EXTRA_CHICKENS.id(), "seed §五(二)1: \"“鸡”分为“固定鸡”和“单鸡”两种\" (no other kind)"),
                    Map.entry(GuizhouRules.CHAJIAO_VALUE.id(), "seed §四(四)3: \"先计算叫牌玩家手中的牌型分\"; the highest wait per G1 huan_zhuang_cha_hu")));

    private static final List<Preset> ALL = List.of(LIUPANSHUI);

    public static List<Preset> all() {
        return ALL;
    }
}
