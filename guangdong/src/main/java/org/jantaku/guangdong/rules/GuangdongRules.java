package org.jantaku.guangdong.rules;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.WinShapes;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Meld;

/**
 * The 广东麻将 rule options (ids {@code gd.*}), one catalog for both rule sets: {@code gd.style}
 * chooses 鸡胡 (鸡平胡, the 3-fan 爆胡 cap) or 推倒胡 (self-draw only, with the dealer's 买马). The
 * options shared by both come first, then those of 鸡胡 ({@code gd.jh.*}) and of 推倒胡
 * ({@code gd.tdh.*}). Every row of the ambiguity register of {@code shared/spec/guangdong.md} (§C)
 * is an option here with the recommended default; so are the spec's other [AMBIGUOUS] points (two
 * robbers of one kong, horses on a drawn hand).
 */
public final class GuangdongRules {
    private GuangdongRules() {
    }

    /** 鸡胡 (鸡平胡). */
    public static final String JIHU = "jihu";
    /** 推倒胡. */
    public static final String TUIDAOHU = "tuidaohu";

    // Both rule sets.
    public static final RuleKey<String> STYLE = RuleKey.choice("gd.style", JIHU,
            "which Guangdong game: jihu = 鸡胡 (chicken hand, 吃碰杠, discard wins, 3-fan 爆胡 cap);"
                    + " tuidaohu = 推倒胡 (no 吃, self-draw wins only plus 抢杠, kong payments, the dealer's 买马)",
            JIHU, TUIDAOHU);
    public static final RuleKey<Integer> BASE = RuleKey.integer("gd.base", 1, 1, 10_000,
            "底分 N: the table's base; every payment is a multiple of it");
    public static final RuleKey<Integer> STARTING_POINTS = RuleKey.integer("gd.startingPoints", 0, -1_000_000, 1_000_000,
            "each player's score when the game starts (scores may go below it; they only change by transfers)");
    public static final RuleKey<Integer> ROUNDS = RuleKey.integer("gd.rounds", 1, 1, 4,
            "game length in 圈: the game ends when the deal has moved this many times four (1 = 东风圈 only,"
                    + " 4 = 东南西北); the prevailing wind (风圈) advances each time the deal has moved four times");
    public static final RuleKey<Integer> MAX_HANDS = RuleKey.integer("gd.maxHands", 64, 1, 10_000,
            "the game also ends after this many hands, so that endless 连庄 cannot prolong it");

    // 鸡胡 (spec §C rows jh.*).
    public static final RuleKey<String> JH_VALUE = RuleKey.choice("gd.jh.value", "power",
            "番的定义: a hand of f 番 is worth 2^f × 底分 (power, \"番是2倍的意思\"); fanCount = f × 底分 (the D1 client's"
                    + " literal formula, under which a 0-fan 鸡胡 pays nothing)", "power", "fanCount");
    public static final RuleKey<Boolean> JH_QIDUI = RuleKey.bool("gd.jh.qiduiAllowed", false,
            "七对 (seven pairs) is a winning shape in 鸡胡; it then scores its tile patterns (混一色, 清一色, 字一色…) only");
    public static final RuleKey<String> JH_KONG_FAN = RuleKey.choice("gd.jh.kongFan", "once",
            "杠 add-on: a winner holding any 明杠 or 暗杠 gets +1 番 once, or +1 per kong", "once", "perKong");
    public static final RuleKey<String> JH_SEAT_WIND = RuleKey.choice("gd.jh.seatWind", "dealerEast",
            "门风: the dealer is 东 and the winds follow in turn order (dealerEast), or each seat keeps the wind of its"
                    + " seating, seat 0 东 (fixed, 执位)", "dealerEast", "fixed");
    public static final RuleKey<Boolean> JH_DOUBLE_RON_MIN3 = RuleKey.bool("gd.jh.doubleRonMin3", false,
            "一炮双响: each of two winners on one discard is paid at least 3 番 (as in 一炮三响)");

    // 推倒胡 (spec §C rows tdh.*).
    public static final RuleKey<String> TDH_SHARE = RuleKey.choice("gd.tdh.share", "double",
            "each loser's share of a self-draw: double = 小胡 2 / 大胡 4 (\"自摸: 基础分*2\"); single = 小胡 1 / 大胡 2",
            "double", "single");
    public static final RuleKey<Boolean> TDH_HUNYISE_BIG = RuleKey.bool("gd.tdh.hunyiseBig", false,
            "混一色 is a 大胡 (by default it is a 小胡, like 碰碰胡)");
    public static final RuleKey<String> TDH_GANG_ON_DRAW = RuleKey.choice("gd.tdh.gangOnDraw", "void",
            "杠 payments when the hand ends in a draw (流局): void, or paid as on a win", "void", "paid");
    public static final RuleKey<String> TDH_DEALER_ON_DRAW = RuleKey.choice("gd.tdh.dealerOnDraw", "next",
            "the dealer after a draw (流局): the dealer's 下家 deals (next, the seed), or the dealer stays (stays, D1)",
            "next", "stays");
    public static final RuleKey<String> TDH_HORSE_SEMANTICS = RuleKey.choice("gd.tdh.horseSemantics", "copyTransfers",
            "买马 effect: copyTransfers = the dealer repeats each of the target's transfers, skipping those whose"
                    + " counterparty would be himself; targetNet = the same, but a transfer between the target and the"
                    + " dealer is copied with the target as counterparty, so the dealer's horse result is the target's net",
            "copyTransfers", "targetNet");
    public static final RuleKey<String> TDH_ESCAPE_RECEIVER = RuleKey.choice("gd.tdh.escapePenaltyReceiver", "house",
            "逃跑 penalty: paid to the house (seat -1), or split: each other player gets penalty/3 rounded down and the"
                    + " rest goes to the house", "house", "split");
    public static final RuleKey<Integer> TDH_ESCAPE_PENALTY = RuleKey.integer("gd.tdh.escapePenalty", 8, 0, 10_000,
            "逃跑: what a player who leaves mid-hand pays (× 底分)");
    public static final RuleKey<Integer> TDH_MAX_HORSES = RuleKey.integer("gd.tdh.maxHorses", 4, 0, 8,
            "买马: the dealer buys one horse in his 1st hand as dealer, two in his 2nd … up to this many (0 = no horses)");
    public static final RuleKey<String> TDH_ROBBERS = RuleKey.choice("gd.tdh.robbers", "first",
            "several players could rob one added kong (抢杠): only the first in turn order after the konger wins (first),"
                    + " or all of them (all)", "first", "all");
    public static final RuleKey<Boolean> TDH_HORSES_ON_DRAW = RuleKey.bool("gd.tdh.horsesOnDraw", false,
            "horses are settled on a drawn hand too (they only matter when gd.tdh.gangOnDraw=paid)");

    public static final RuleCatalog CATALOG = RuleCatalog.builder("guangdong")
            .add(STYLE, BASE, STARTING_POINTS, ROUNDS, MAX_HANDS)
            .add(JH_VALUE, JH_QIDUI, JH_KONG_FAN, JH_SEAT_WIND, JH_DOUBLE_RON_MIN3)
            .add(TDH_SHARE, TDH_HUNYISE_BIG, TDH_GANG_ON_DRAW, TDH_DEALER_ON_DRAW, TDH_HORSE_SEMANTICS,
                    TDH_ESCAPE_RECEIVER, TDH_ESCAPE_PENALTY, TDH_MAX_HORSES, TDH_ROBBERS, TDH_HORSES_ON_DRAW)
            .constraint(r -> r.get(TDH_HORSES_ON_DRAW) && r.get(TDH_GANG_ON_DRAW).equals("void")
                    ? Optional.of("gd.tdh.horsesOnDraw=true needs gd.tdh.gangOnDraw=paid (on a void draw there is nothing to copy)")
                    : Optional.empty())
            .build();

    /**
     * 十二张落地: whether a seat's melds are four exposed ones (no concealed kong), twelve tiles down — its board
     * mark, and in 鸡胡 the feeder of the fourth pays a self-draw's three shares (包).
     */
    public static boolean twelveDown(List<Meld> melds) {
        return melds.size() == 4 && melds.stream().allMatch(Meld::isExposed);
    }

    /** Whether a rule set plays 推倒胡. */
    public static boolean isTuidaohu(RuleSet rules) {
        return rules.get(STYLE).equals(TUIDAOHU);
    }

    private static final WinShapes JIHU_SHAPES = new WinShapes(TileSet.STANDARD_136, WinShapes.SevenPairs.NONE, true);
    private static final WinShapes JIHU_QIDUI_SHAPES = new WinShapes(TileSet.STANDARD_136, WinShapes.SevenPairs.DIFFERENT, true);
    private static final WinShapes TDH_SHAPES = new WinShapes(TileSet.STANDARD_136, WinShapes.SevenPairs.FOUR_AS_TWO, true);

    /**
     * The winning shapes of the rule set, for the game's waits and the settlement's readings: four sets
     * and a pair, 十三幺, and 七对 in 推倒胡 (four of a kind as two pairs) or with {@code gd.jh.qiduiAllowed}.
     */
    public static WinShapes winShapes(RuleSet rules) {
        return isTuidaohu(rules) ? TDH_SHAPES : rules.get(JH_QIDUI) ? JIHU_QIDUI_SHAPES : JIHU_SHAPES;
    }
}
