package org.jantaku.guizhou.rules;

import java.util.Set;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleType;

/**
 * The options of 六盘水捉鸡麻将 (ids {@code gz.*}): every row of the ambiguity register of
 * {@code shared/spec/guizhou-liupanshui.md} §13 with its recommended default, the optional chicken
 * kinds (off by default) and the length of a game. The defaults are the preset
 * {@code guizhou-liupanshui} ({@link GuizhouPresets}).
 */
public final class GuizhouRules {
    private GuizhouRules() {
    }

    // The game
    public static final RuleKey<Integer> GAME_HANDS = RuleKey.integer("gz.gameHands", 8, 1, 1000,
            "局数: how many hands a game lasts (every hand counts, a kept deal and a 黄庄 too); the game ends after the last");
    public static final RuleKey<String> DICE_WALL = RuleKey.choice("gz.diceWall", "counting",
            "where the wall is broken: counting = the dice sum counted from the dealer (G7); oppositeOnDealerWall = a count"
                    + " landing on the dealer's own wall breaks the opposite wall (the seed's garbled \"庄家方向的从对家起牌\");"
                    + " only the announced break changes, the order of the tiles does not",
            "counting", "oppositeOnDealerWall");

    // 连庄
    public static final RuleKey<Boolean> STREAK_ON_DRAW = RuleKey.bool("gz.streakOnDraw", true,
            "连庄数 L grows when the dealer keeps the deal by a 黄庄 too (false: only by winning)");
    public static final RuleKey<String> DEALER_DADUI_SELF_DRAW = RuleKey.choice("gz.dealerDaduiSelfDraw", "formula",
            "what the dealer pays for a non-dealer's self-drawn 大对子: formula = H + L (6 at L = 1); seed = one more,"
                    + " the seed's literal \"庄支付7分\" at L = 1",
            "formula", "seed");

    // Hand values and winning
    public static final RuleKey<String> SHUANGLONG = RuleKey.choice("gz.shuanglong", "additive",
            "双龙七对 / 清双龙七对: additive = 30 / 40 (+10 per 龙); doubling = 40 / 50; disabled = scored as 龙七对 / 清龙七对",
            "additive", "doubling", "disabled");
    public static final RuleKey<Boolean> DELAYED_KONG_IS_PASS = RuleKey.bool("gz.delayedKongIsPass", false,
            "a delayed 闷豆/转弯豆 (普通补张, no 豆 score) still counts as a 豆 for the pass to win on a discard");
    public static final RuleKey<Boolean> PASS_LOCK = RuleKey.bool("gz.passLock", true,
            "过水: a player who lets a winnable discard go cannot win on that tile kind again until his own next draw");
    public static final RuleKey<Boolean> FORCED_WIN = RuleKey.bool("gz.forcedWin", true,
            "必胡: a player who can win on a 热炮 or a 抢杠 tile must win");
    public static final RuleKey<Boolean> SELF_DRAW_BONUS = RuleKey.bool("gz.selfDrawBonus", false,
            "自摸加1: each payer of a self-draw pays 1 more (G1); the seed's examples add nothing");

    // 报听
    public static final RuleKey<String> BAOTING_TIMING = RuleKey.choice("gz.baotingTiming", "firstDiscard",
            "when a non-dealer may declare 报听: firstDiscard = with his first discard, the hand then ready; dealt13 = only"
                    + " if his dealt 13 tiles were ready (he discards the first tile he drew); both need no call yet",
            "firstDiscard", "dealt13");
    public static final RuleKey<String> QIANGGANG_BAOTING = RuleKey.choice("gz.qianggangBaoting", "triple",
            "抢杠 won by a 报听 player: triple = his +10 is paid for all three payers; once = +10 once",
            "triple", "once");

    // 豆
    public static final RuleKey<String> DIANDOU_PAYER = RuleKey.choice("gz.diandouPayer", "discarder",
            "点豆: discarder = the player whose discard was konged pays the konger 1 (G1); konger = the konger pays him (G3)",
            "discarder", "konger");
    public static final RuleKey<Boolean> DOU_REQUIRES_JIAO = RuleKey.bool("gz.douRequiresJiao", true,
            "豆 are paid only to a konger who has 叫 (won or is ready) at the end of the hand");

    // 鸡
    public static final RuleKey<String> CHICKEN_SCOPE = RuleKey.choice("gz.chickenScope", "hand",
            "which tiles count as a player's chickens: hand = 手上鸡, his concealed tiles and melds; all = 满堂鸡, also his discards",
            "hand", "all");
    public static final RuleKey<Boolean> JIN_JI = RuleKey.bool("gz.jinJi", true,
            "金鸡: a flipped 9条 makes every 幺鸡 worth 2 and doubles 冲锋鸡 (false: the 单鸡 1条 adds nothing to the 幺鸡)");
    public static final RuleKey<Boolean> CHONGFENG_JI = RuleKey.bool("gz.chongfengJi", true,
            "冲锋鸡: the first 1条 discarded in a hand, if nobody claims it, scores for its discarder");
    public static final RuleKey<String> CHONGFENG_UNITS = RuleKey.choice("gz.chongfengUnits", "double",
            "what a 冲锋鸡 is worth: double = 2 units (4 with 金鸡); extraOne = 1 unit (2 with 金鸡)",
            "double", "extraOne");
    public static final RuleKey<Boolean> ZEREN_JI = RuleKey.bool("gz.zerenJi", true,
            "责任鸡: the first 1条 discarded in a hand, claimed by 碰 or 点豆, makes its discarder answerable");
    public static final RuleKey<String> ZEREN_RULE = RuleKey.choice("gz.zerenRule", "twoWay",
            "责任鸡: twoWay = the discarder pays a claimer with 叫, else a claimer without 叫 pays a discarder with 叫 (G1);"
                    + " discarderPays = the discarder always pays the claimer (G3)",
            "twoWay", "discarderPays");
    public static final RuleKey<Integer> ZEREN_UNITS = RuleKey.integer("gz.zerenUnits", 1, 1, 3,
            "what 责任鸡 is worth (1; some tables charge the whole meld, 3)");
    public static final RuleKey<Boolean> BAOJI = RuleKey.bool("gz.baoji", false,
            "包鸡/反赔: a player without 叫 pays each player with 叫 for the chickens in his own hand");
    public static final RuleKey<Set<String>> EXTRA_CHICKENS = new RuleKey<>("gz.extraChickens",
            RuleType.Subset.of("benJi", "yaobaiJi", "wuguJi"), Set.of(),
            "optional chickens (G2): benJi = 本鸡, the flipped tile itself; yaobaiJi = 摇摆鸡, also the tile below it;"
                    + " wuguJi = 乌骨鸡, 8筒, worth 2");

    // 查叫
    public static final RuleKey<String> CHAJIAO_VALUE = RuleKey.choice("gz.chajiaoValue", "max",
            "黄庄查叫: the value of a ready hand over its waits: max, min, or first (the lowest wait tile)",
            "max", "min", "first");

    /** The catalog, in declaration order. */
    public static final RuleCatalog CATALOG = RuleCatalog.builder("guizhou")
            .add(GAME_HANDS, DICE_WALL, STREAK_ON_DRAW, DEALER_DADUI_SELF_DRAW, SHUANGLONG, DELAYED_KONG_IS_PASS, PASS_LOCK,
                    FORCED_WIN, SELF_DRAW_BONUS, BAOTING_TIMING, QIANGGANG_BAOTING, DIANDOU_PAYER, DOU_REQUIRES_JIAO,
                    CHICKEN_SCOPE, JIN_JI, CHONGFENG_JI, CHONGFENG_UNITS, ZEREN_JI, ZEREN_RULE, ZEREN_UNITS, BAOJI,
                    EXTRA_CHICKENS, CHAJIAO_VALUE)
            .build();
}
