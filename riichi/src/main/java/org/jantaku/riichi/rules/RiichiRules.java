package org.jantaku.riichi.rules;

import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleType;

/**
 * The Riichi rule options (ids {@code riichi.*}), with Tenhou's ranked rules as the defaults
 * ({@code shared/spec/riichi-options.md} §1). The engine adds the options for game flow, calls and
 * draws as it grows; these are the ones scoring and payments read.
 */
public final class RiichiRules {
    private RiichiRules() {
    }

    // §1.2 values, yaku and fu
    public static final RuleKey<Boolean> KUITAN = RuleKey.bool("riichi.kuitan", true,
            "喰いタン: all-simples (tanyao) counts in an open hand");
    public static final RuleKey<Integer> MIN_HAN = RuleKey.integer("riichi.minHan", 1, 1, 4,
            "han of yaku a win needs; dora never count toward it");
    public static final RuleKey<Boolean> KIRIAGE_MANGAN = RuleKey.bool("riichi.kiriageMangan", false,
            "切り上げ満貫: 4 han 30 fu and 3 han 60 fu are paid as a mangan");
    public static final RuleKey<String> KAZOE_YAKUMAN = RuleKey.choice("riichi.kazoeYakuman", "yakuman",
            "数え役満: 13+ han is a yakuman, is capped at sanbaiman, or (unlimited) counts a further yakuman per 13 han",
            "yakuman", "sanbaiman", "unlimited");
    public static final RuleKey<Boolean> YAKUMAN_STACKING = RuleKey.bool("riichi.yakumanStacking", true,
            "several yakuman in one hand add up (e.g. daisangen + tsuuiisou = double)");
    public static final RuleKey<Set<String>> DOUBLE_YAKUMAN_HANDS = new RuleKey<>("riichi.doubleYakumanHands",
            RuleType.Subset.of("kokushi13", "suuankouTanki", "junseiChuuren", "daisuushii"), Set.of(),
            "hands worth a double yakuman (13-sided kokushi, suuankou tanki, junsei chuuren, daisuushii)");
    public static final RuleKey<Boolean> TSUMO_PINFU = RuleKey.bool("riichi.tsumoPinfu", true,
            "ツモ平和: pinfu counts on a self-draw, at 20 fu without tsumo fu; false: the tsumo fu breaks pinfu (30 fu)");
    public static final RuleKey<Integer> DOUBLE_WIND_PAIR_FU = RuleKey.integer("riichi.doubleWindPairFu", 4, 2, 4,
            "fu of a pair that is both seat and round wind (連風牌): 2 or 4");
    public static final RuleKey<Boolean> CHIITOI_FOUR_OF_KIND = RuleKey.bool("riichi.chiitoiFourOfKind", false,
            "七対子 may use four of a kind as two pairs");
    public static final RuleKey<String> RENHOU = RuleKey.choice("riichi.renhou", "none",
            "人和 (a non-dealer's ron before his first draw, no calls yet): none; mangan = a 5-han yaku that adds to the"
                    + " hand's other yaku (the scoring contract's reading); manganFixed = the hand is worth at least a"
                    + " mangan, its own value when higher; yakuman",
            "none", "mangan", "manganFixed", "yakuman");
    public static final RuleKey<Boolean> RYUUIISOU_NEEDS_HATSU = RuleKey.bool("riichi.ryuuiisouNeedsHatsu", false,
            "緑一色 needs the green dragon");
    public static final RuleKey<Integer> RIICHI_DEPOSIT = RuleKey.integer("riichi.riichiDeposit", 1000, 0, 100000,
            "points a riichi declaration puts on the table (供託)");
    public static final RuleKey<Integer> HONBA_VALUE = RuleKey.integer("riichi.honbaValue", 300, 0, 100000,
            "積み棒: points per honba on a win; on a self-draw each loser pays a third");

    // §1.3 dora
    public static final RuleKey<java.util.List<Integer>> RED_FIVES = new RuleKey<>("riichi.redFives",
            new RuleType.IntList(3, 0, 1), java.util.List.of(1, 1, 1),
            "赤ドラ: red fives in man, pin, sou (each red five is one dora)");
    public static final RuleKey<Boolean> IPPATSU = RuleKey.bool("riichi.ippatsu", true, "一発 is a yaku");
    public static final RuleKey<Boolean> URA_DORA = RuleKey.bool("riichi.uraDora", true, "裏ドラ count for a riichi winner");
    public static final RuleKey<Boolean> KAN_DORA = RuleKey.bool("riichi.kanDora", true, "each kan reveals a new dora indicator (槓ドラ)");
    public static final RuleKey<Boolean> KAN_URA_DORA = RuleKey.bool("riichi.kanUraDora", true, "each kan dora has an ura-dora under it");
    public static final RuleKey<Boolean> OPEN_RIICHI = RuleKey.bool("riichi.openRiichi", false,
            "オープン立直 is allowed (2 han; declared with the hand shown)");

    // §1.6 hand end
    public static final RuleKey<String> NAGASHI_MANGAN = RuleKey.choice("riichi.nagashiMangan", "drawPayment",
            "流し満貫: off; drawPayment = paid as a mangan self-draw at the draw, no honba, sticks stay on the table;"
                    + " asWin = a win paid as a mangan self-draw with honba and sticks",
            "off", "drawPayment", "asWin");

    // §1.6 liability and several winners
    public static final RuleKey<Set<String>> PAO = new RuleKey<>("riichi.pao",
            RuleType.Subset.of("daisangen", "daisuushii", "suukantsu"), Set.of("daisangen", "daisuushii"),
            "包 (liability): feeding the set that completes these yakuman makes the feeder liable");
    public static final RuleKey<String> PAO_RON = RuleKey.choice("riichi.paoRon", "half",
            "ron by a third party on a pao hand: liable and discarder pay half each, or the liable player pays all",
            "half", "liableAll");
    public static final RuleKey<String> PAO_HONBA = RuleKey.choice("riichi.paoHonba", "discarder",
            "who pays the honba of a pao hand won by ron (on a self-draw the liable player pays it): the discarder or the liable player",
            "discarder", "liable");
    public static final RuleKey<String> MULTI_RON_STICKS = RuleKey.choice("riichi.multiRonSticks", "nearest",
            "riichi sticks on the table when several players ron: all to the winner nearest the discarder (上家取り), or split",
            "nearest", "split");
    public static final RuleKey<String> MULTI_RON_HONBA = RuleKey.choice("riichi.multiRonHonba", "nearest",
            "honba when several players ron: only the winner nearest the discarder is paid them (Tenhou), or each winner",
            "nearest", "each");

    /** Every Riichi option, in this order. */
    public static final RuleCatalog CATALOG = RuleCatalog.builder("riichi")
            .add(KUITAN, MIN_HAN, KIRIAGE_MANGAN, KAZOE_YAKUMAN, YAKUMAN_STACKING, DOUBLE_YAKUMAN_HANDS, TSUMO_PINFU,
                    DOUBLE_WIND_PAIR_FU, CHIITOI_FOUR_OF_KIND, RENHOU, RYUUIISOU_NEEDS_HATSU, RIICHI_DEPOSIT, HONBA_VALUE,
                    RED_FIVES, IPPATSU, URA_DORA, KAN_DORA, KAN_URA_DORA, OPEN_RIICHI, NAGASHI_MANGAN,
                    PAO, PAO_RON, PAO_HONBA, MULTI_RON_STICKS, MULTI_RON_HONBA)
            .constraint(r -> r.get(DOUBLE_WIND_PAIR_FU) == 3
                    ? Optional.of("riichi.doubleWindPairFu must be 2 or 4, not 3") : Optional.empty())
            .constraint(r -> r.get(HONBA_VALUE) % 3 != 0
                    ? Optional.of("riichi.honbaValue must divide by 3 (each of three losers pays a third on a self-draw)")
                    : Optional.empty())
            .constraint(r -> !r.get(KAN_DORA) && r.get(KAN_URA_DORA)
                    ? Optional.of("riichi.kanUraDora needs riichi.kanDora") : Optional.empty())
            .build();
}
