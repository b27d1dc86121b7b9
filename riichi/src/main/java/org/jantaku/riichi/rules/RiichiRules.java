package org.jantaku.riichi.rules;

import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleType;

/**
 * The Riichi rule options (ids {@code riichi.*}), with Tenhou's ranked rules as the defaults: every
 * key of {@code shared/spec/riichi-options.md} §1 (game flow, values, dora, calls, riichi, hand end,
 * mode) except {@code localYaku}, for which no local yaku exist yet. Scoring and payments read the
 * value and dora keys; the game engine reads the rest.
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
    public static final RuleKey<String> PAO_SCOPE = RuleKey.choice("riichi.paoScope", "wholeHand",
            "what the liable player answers for when a pao hand holds other yakuman too: the whole hand (Tenhou) or"
                    + " only the pao yakuman, the rest paid as usual (Mahjong Soul)", "wholeHand", "paoYakumanOnly");
    public static final RuleKey<String> PAO_HONBA = RuleKey.choice("riichi.paoHonba", "liable",
            "who pays the honba of a pao hand won by ron (on a self-draw the liable player pays it): the discarder, or the"
                    + " liable player with his part (Tenhou)",
            "discarder", "liable");
    public static final RuleKey<String> MULTI_RON_STICKS = RuleKey.choice("riichi.multiRonSticks", "nearest",
            "riichi sticks on the table when several players ron: all to the winner nearest the discarder (上家取り), or split",
            "nearest", "split");
    public static final RuleKey<String> MULTI_RON_HONBA = RuleKey.choice("riichi.multiRonHonba", "nearest",
            "honba when several players ron: only the winner nearest the discarder is paid them (Tenhou), or each winner",
            "nearest", "each");

    // §1.1 game flow and end of game
    public static final RuleKey<String> GAME_LENGTH = RuleKey.choice("riichi.gameLength", "hanchan",
            "東風戦 (East round only) or 半荘戦 (East and South rounds)", "tonpuu", "hanchan");
    public static final RuleKey<Integer> STARTING_POINTS = RuleKey.integer("riichi.startingPoints", 25000, 0, 1_000_000,
            "配給原点: points each player starts with");
    public static final RuleKey<Integer> RETURN_POINTS = RuleKey.integer("riichi.returnPoints", 30000, 0, 1_000_000,
            "原点 (返し): the points final scores are measured against; at least the starting points");
    public static final RuleKey<String> OKA = RuleKey.choice("riichi.oka", "toTop",
            "オカ: 4 × (return − start) goes to first place, or nothing", "toTop", "none");
    public static final RuleKey<java.util.List<Integer>> UMA = new RuleKey<>("riichi.uma", new RuleType.IntList(4, -1000, 1000),
            java.util.List.of(20, 10, -10, -20), "ウマ in thousands for 1st to 4th place");
    public static final RuleKey<String> FINAL_ROUNDING = RuleKey.choice("riichi.finalRounding", "exact",
            "rounding of 2nd to 4th place's final scores to thousands, 1st taking the rest: 五捨六入 of (score − return)"
                    + " (500 towards zero, 600 away); 四捨五入 of the score (500 away from zero: 38,500 → 39, −7,500 → −8;"
                    + " Tenhou until 2020 at least); up (切り上げ); or exact, to tenths (Tenhou now)",
            "goshaRokunyu", "shishaGonyu", "ceil2to4TopTakesRest", "exact");
    public static final RuleKey<String> EXTENSION = RuleKey.choice("riichi.extension", "suddenDeath",
            "延長戦: when nobody has the threshold after the last round, play on (West round) until someone does", "none",
            "suddenDeath");
    public static final RuleKey<Integer> EXTENSION_THRESHOLD = RuleKey.integer("riichi.extensionThreshold", 30000, 0,
            1_000_000, "points that end the game in the extension and allow agari-yame / tenpai-yame");
    public static final RuleKey<String> TOBI = RuleKey.choice("riichi.tobi", "below0",
            "飛び: the game ends when a player goes below 0, at or below 0, or never", "below0", "atOrBelow0", "off");
    public static final RuleKey<Integer> TOBI_PENALTY = RuleKey.integer("riichi.tobiPenalty", 0, 0, 1_000_000,
            "points the busted player pays the one who busted him");
    public static final RuleKey<Boolean> NEGATIVE_SETTLEMENT = RuleKey.bool("riichi.negativeSettlement", true,
            "箱下: negative final scores are settled as they are");
    public static final RuleKey<String> AGARI_YAME = RuleKey.choice("riichi.agariYame", "autoIfTopAndThreshold",
            "アガリ止め: in the last hand a winning dealer who is first ends the game: never; always; only with the threshold;"
                    + " kyoto = always, and a dealer who is not first chooses to play on or end it",
            "off", "autoIfTop", "autoIfTopAndThreshold", "kyoto");
    public static final RuleKey<String> TENPAI_YAME = RuleKey.choice("riichi.tenpaiYame", "autoIfTopAndThreshold",
            "テンパイ止め: the same for a dealer tenpai at an exhaustive draw (Tenhou since June 2010; off: his hand"
                    + " repeats, as at Tenhou before)", "off", "autoIfTop", "autoIfTopAndThreshold",
            "kyoto");
    public static final RuleKey<Set<String>> TENPAI_RENCHAN = new RuleKey<>("riichi.tenpaiRenchan",
            RuleType.Subset.of("E", "S", "W"), Set.of("E", "S", "W"),
            "rounds in which a dealer tenpai at an exhaustive draw keeps the deal (empty: never)");
    public static final RuleKey<Boolean> ABORTIVE_RENCHAN = RuleKey.bool("riichi.abortiveRenchan", true,
            "the dealer keeps the deal after an abortive draw");
    public static final RuleKey<String> HONBA_ON_DRAW = RuleKey.choice("riichi.honbaOnDraw", "always",
            "本場 after an exhaustive or abortive draw: +1 always (even when the deal passes), only with renchan, or never;"
                    + " they reset when a non-dealer wins", "always", "onlyRenchan", "none");
    public static final RuleKey<String> TIE_BREAK = RuleKey.choice("riichi.tieBreak", "seatOrder",
            "equal final scores: the player nearer the first dealer ranks higher, or the places' uma is split",
            "seatOrder", "split");
    public static final RuleKey<String> LEFTOVER_DEPOSITS = RuleKey.choice("riichi.leftoverDeposits", "toTop",
            "riichi sticks still on the table at the end go to first place, or are lost", "toTop", "lost");

    // §1.2 values
    public static final RuleKey<Integer> NOTEN_PENALTY = RuleKey.integer("riichi.notenPenalty", 3000, 0, 100_000,
            "不聴罰符: total the noten players pay the tenpai players at an exhaustive draw");
    public static final RuleKey<Boolean> RYANHAN_SHIBARI = RuleKey.bool("riichi.ryanhanShibari", false,
            "二翻縛り: from 5 honba a win needs 2 han of yaku");

    // §1.3 dora timing
    public static final RuleKey<String> KAN_DORA_TIMING_CLOSED = RuleKey.choice("riichi.kanDoraTiming.ankan", "immediate",
            "when a closed kan's new dora indicator is turned: at once, or after the kan's discard", "immediate",
            "afterDiscard");
    public static final RuleKey<String> KAN_DORA_TIMING_OPEN = RuleKey.choice("riichi.kanDoraTiming.daiminkan",
            "afterDiscard", "when an open kan's new dora indicator is turned (a rinshan win before it does not count it)",
            "immediate", "afterDiscard");
    public static final RuleKey<String> KAN_DORA_TIMING_ADDED = RuleKey.choice("riichi.kanDoraTiming.kakan", "afterDiscard",
            "when an added kan's new dora indicator is turned", "immediate", "afterDiscard");
    public static final RuleKey<Boolean> CHANKAN_REVEALS_KAN_DORA = RuleKey.bool("riichi.chankanRevealsKanDora", false,
            "a robbed added kan still turns its dora indicator");

    public static final RuleKey<String> DEAD_WALL_MODE = RuleKey.choice("riichi.deadWallMode", "standard14",
            "王牌: each replacement draw is made good with one live tile (standard14), or a stack after every second"
                    + " kan (stackPairs, the automatic-table reading of 1杠7 2杠8)", "standard14", "stackPairs");

    // §1.4 calls
    public static final RuleKey<Boolean> ATOZUKE = RuleKey.bool("riichi.atozuke", true,
            "後付け: a hand may call before it has a yaku, as long as it has one when it wins; false: an open hand wins"
                    + " only when every one of its waits gives a yaku");
    public static final RuleKey<String> KUIKAE = RuleKey.choice("riichi.kuikae", "forbidSameAndSuji",
            "喰い替え: after a call, discarding the called tile (and its suji for a chi) that turn is forbidden",
            "forbidSameAndSuji", "forbidSame", "allowed");
    public static final RuleKey<Boolean> KOKUSHI_ROBS_ANKAN = RuleKey.bool("riichi.kokushiRobsAnkan", false,
            "thirteen orphans may rob a closed kan (国士の暗槓搶槓)");
    public static final RuleKey<Integer> MAX_KANS = RuleKey.integer("riichi.maxKans", 4, 0, 4,
            "kans allowed in a hand (no fifth kan)");

    // §1.5 riichi
    public static final RuleKey<Integer> RIICHI_MIN_POINTS = RuleKey.integer("riichi.riichiMinPoints", 1000, 0, 100_000,
            "points a player needs to declare riichi (at exactly this many he may, going to 0 with a 1000 deposit)");
    public static final RuleKey<Integer> RIICHI_MIN_LIVE_TILES = RuleKey.integer("riichi.riichiMinLiveTiles", 4, 0, 70,
            "live-wall tiles that must remain for a riichi declaration");
    public static final RuleKey<Boolean> FURITEN_RIICHI = RuleKey.bool("riichi.furitenRiichi", true,
            "riichi may be declared in furiten");
    public static final RuleKey<String> RIICHI_ANKAN = RuleKey.choice("riichi.riichiAnkan", "waitsUnchanged",
            "closed kan after riichi: never; when the waits stay the same; when the three tiles are a triplet in every"
                    + " tenpai reading and the waits stay (structureUnchanged); or whenever tenpai remains. Only the drawn"
                    + " tile may complete the quad", "never", "waitsUnchanged", "structureUnchanged", "anyTenpai");
    public static final RuleKey<Boolean> DOUBLE_RIICHI_ALLOWED = RuleKey.bool("riichi.doubleRiichi", true,
            "ダブル立直 on the first discard with no call before it is 2 han");

    // §1.6 hand end and draws
    public static final RuleKey<Boolean> KEISHIKI_TENPAI = RuleKey.bool("riichi.keishikiTenpai", true,
            "形式聴牌: a tenpai hand without a yaku counts as tenpai at an exhaustive draw");
    public static final RuleKey<String> KARATEN = RuleKey.choice("riichi.karaten", "visibleOk_ownFourNoten",
            "空聴: waits all visible elsewhere still count, all four in the own hand and melds do not; or any wait"
                    + " counts; or a wait must have a live tile", "visibleOk_ownFourNoten", "ownFourOk", "needLiveTile");
    public static final RuleKey<Boolean> NOTEN_DECLARATION_WHEN_TENPAI = RuleKey.bool("riichi.notenDeclarationWhenTenpai",
            false, "a tenpai player may declare noten at the draw (online play shows tenpai automatically)");
    public static final RuleKey<String> ABORTIVE_KYUUSHU = RuleKey.choice("riichi.abortive.kyuushu", "optional",
            "九種九牌: at least 9 different terminals and honours on one's first draw with no call yet: no abortive draw,"
                    + " the player may declare one, or it is forced with more than 9 such tiles", "off", "optional",
            "forcedTiles>9");
    public static final RuleKey<Boolean> ABORTIVE_SUUFON_RENDA = RuleKey.bool("riichi.abortive.suufonRenda", true,
            "四風連打: the four first discards are the same wind, with no call");
    public static final RuleKey<Boolean> ABORTIVE_SUUCHA_RIICHI = RuleKey.bool("riichi.abortive.suuchaRiichi", true,
            "四家立直: the fourth riichi's discard passes; the sticks stay on the table");
    public static final RuleKey<Boolean> ABORTIVE_SUUKAIKAN = RuleKey.bool("riichi.abortive.suukaikan", true,
            "四開槓: four kans by two or more players; fires when the discard after the fourth kan passes");
    public static final RuleKey<String> MULTIPLE_RON = RuleKey.choice("riichi.multipleRon", "double",
            "several ron on one discard: only the nearest (頭ハネ), up to two, or up to three", "headBump", "double",
            "triple");
    public static final RuleKey<Boolean> ABORTIVE_SANCHAHOU = RuleKey.bool("riichi.abortive.sanchahou", true,
            "三家和: three players ron one discard: an abortive draw (only when multipleRon is not triple)");
    public static final RuleKey<String> MULTI_RON_RENCHAN = RuleKey.choice("riichi.multiRonRenchan", "ifDealerWins",
            "after several ron the dealer keeps the deal if he is one of the winners", "ifDealerWins");
    public static final RuleKey<Boolean> DAIMINKAN_PAO = RuleKey.bool("riichi.daiminkanPao", false,
            "大明槓の責任払い: a rinshan win right after an open kan is paid in full by the player who fed the kan"
                    + " (what a ron would cost, as pao)");

    /** あがり放棄時に再度あがり放棄に該当する行為: a second dead-hand act by a player whose hand is already dead. */
    public static final RuleKey<String> DEAD_HAND_AGAIN = RuleKey.choice("riichi.deadHandAgain", "deadHand",
            "あがり放棄中の再度のあがり放棄行為: a foul that makes a hand dead, by a player whose hand is already dead this hand:"
                    + " deadHand = nothing more (the hand stays dead), chombo = a chombo (7-01, 7-02, 7-03)",
            "deadHand", "chombo");

    // three-player Riichi (三人麻雀; sources in /docs/sanma.md)
    public static final RuleKey<Integer> PLAYERS = RuleKey.integer("riichi.players", 4, 3, 4,
            "players: 4, or 3 (三人麻雀: seats East, South, West and no North seat; the 108 tiles without 2m-8m, so a"
                    + " 1m indicator shows 9m and 9m shows 1m; no chi; rounds of three hands; Tenhou, Mahjong Soul)");
    public static final RuleKey<Boolean> NUKI_DORA = RuleKey.bool("riichi.nukiDora", true,
            "北抜き (three players): a North may be set aside on one's turn after a draw, for a replacement draw from the"
                    + " dead wall; each counts one dora (Tenhou, Mahjong Soul); false: North is a plain honour (some clubs)");
    public static final RuleKey<Boolean> NUKI_RINSHAN = RuleKey.bool("riichi.nukiRinshan", true,
            "a win on a North's replacement tile is 嶺上開花 (riichi.wiki Sanma; Mahjong Soul); false: it is not"
                    + " (riichi_advanced's sanma documentation)");
    public static final RuleKey<Boolean> NUKI_RON = RuleKey.bool("riichi.nukiRon", true,
            "a North set aside may be won on by ron with any hand waiting on North, which is not 搶槓 (riichi.wiki"
                    + " Sanma; Mahjong Soul: \"North can be robbed even with non-yakuman hand\")");
    public static final RuleKey<Boolean> NORTH_VALUE = RuleKey.bool("riichi.northValue", false,
            "North is a value tile (役牌) for every player, as a dragon is (三人麻雀 clubs: a North triplet is 1 han, a North"
                    + " pair 2 fu; MJ5, niconico 大百科「三人麻雀」「全員共通の役牌として扱う」; riichi.wiki Sanma: North \"may be"
                    + " treated as nukidora and/or yakuhai for all players\"); false: a guest wind (オタ風) as on Tenhou and Mahjong Soul;"
                    + " three players only");
    public static final RuleKey<String> TSUMO_LOSS = RuleKey.choice("riichi.tsumoLoss", "loss",
            "a self-draw with three players: loss = ツモ損, the two others pay what they would with four and the"
                    + " absent North's share is not paid (Tenhou); bisection = 北家折半, that share is split between the"
                    + " two payers (a Mahjong Soul room option; tensoul TSUMOLOSSOFF)", "loss", "bisection");

    // §1.8 mode
    public static final RuleKey<String> MODE = RuleKey.choice("riichi.mode", "electronic",
            "electronic: the engine offers only legal actions; scorekeeping: people play at a table and report what"
                    + " happened, penalties apply", "electronic", "scorekeeping");

    /** Every Riichi option, in this order. */
    public static final RuleCatalog CATALOG = RuleCatalog.builder("riichi")
            .add(GAME_LENGTH, STARTING_POINTS, RETURN_POINTS, OKA, UMA, FINAL_ROUNDING, EXTENSION, EXTENSION_THRESHOLD,
                    TOBI, TOBI_PENALTY, NEGATIVE_SETTLEMENT, AGARI_YAME, TENPAI_YAME, TENPAI_RENCHAN, ABORTIVE_RENCHAN,
                    HONBA_ON_DRAW, TIE_BREAK, LEFTOVER_DEPOSITS, NOTEN_PENALTY, RYANHAN_SHIBARI)
            .add(KUITAN, MIN_HAN, KIRIAGE_MANGAN, KAZOE_YAKUMAN, YAKUMAN_STACKING, DOUBLE_YAKUMAN_HANDS, TSUMO_PINFU,
                    DOUBLE_WIND_PAIR_FU, CHIITOI_FOUR_OF_KIND, RENHOU, RYUUIISOU_NEEDS_HATSU, RIICHI_DEPOSIT, HONBA_VALUE,
                    RED_FIVES, IPPATSU, URA_DORA, KAN_DORA, KAN_URA_DORA, OPEN_RIICHI, NAGASHI_MANGAN,
                    PAO, PAO_RON, PAO_SCOPE, PAO_HONBA, MULTI_RON_STICKS, MULTI_RON_HONBA)
            .add(KAN_DORA_TIMING_CLOSED, KAN_DORA_TIMING_OPEN, KAN_DORA_TIMING_ADDED, CHANKAN_REVEALS_KAN_DORA,
                    DEAD_WALL_MODE, ATOZUKE,
                    KUIKAE, KOKUSHI_ROBS_ANKAN, MAX_KANS, RIICHI_MIN_POINTS, RIICHI_MIN_LIVE_TILES, FURITEN_RIICHI,
                    RIICHI_ANKAN, DOUBLE_RIICHI_ALLOWED, KEISHIKI_TENPAI, KARATEN, NOTEN_DECLARATION_WHEN_TENPAI,
                    ABORTIVE_KYUUSHU, ABORTIVE_SUUFON_RENDA, ABORTIVE_SUUCHA_RIICHI, ABORTIVE_SUUKAIKAN, MULTIPLE_RON,
                    ABORTIVE_SANCHAHOU, MULTI_RON_RENCHAN, DAIMINKAN_PAO, DEAD_HAND_AGAIN, MODE)
            .add(PLAYERS, NUKI_DORA, NUKI_RINSHAN, NUKI_RON, NORTH_VALUE, TSUMO_LOSS)
            .add(org.jantaku.riichi.penalty.Penalties.KEYS)
            .constraint(r -> r.get(RETURN_POINTS) < r.get(STARTING_POINTS)
                    ? Optional.of("riichi.returnPoints must be at least riichi.startingPoints") : Optional.empty())
            .constraint(r -> r.get(DOUBLE_WIND_PAIR_FU) == 3
                    ? Optional.of("riichi.doubleWindPairFu must be 2 or 4, not 3") : Optional.empty())
            .constraint(r -> r.get(PLAYERS) == 4 && r.get(HONBA_VALUE) % 3 != 0
                    ? Optional.of("riichi.honbaValue must divide by 3 (each of three losers pays a third on a self-draw)")
                    : Optional.empty())
            .constraint(r -> r.get(PLAYERS) == 3 && r.get(HONBA_VALUE) % 2 != 0
                    ? Optional.of("riichi.honbaValue must divide by 2 with three players (each of two losers pays half on a"
                            + " self-draw)") : Optional.empty())
            .constraint(r -> r.get(PLAYERS) == 3 && r.get(UMA).get(3) != 0
                    ? Optional.of("riichi.uma has no 4th place with three players: its 4th value must be 0")
                    : Optional.empty())
            .constraint(r -> r.get(PLAYERS) == 4 && r.get(NORTH_VALUE)
                    ? Optional.of("riichi.northValue is for three players (riichi.players=3): with four, North is a seat wind")
                    : Optional.empty())
            .constraint(r -> !r.get(KAN_DORA) && r.get(KAN_URA_DORA)
                    ? Optional.of("riichi.kanUraDora needs riichi.kanDora") : Optional.empty())
            .build();
}
