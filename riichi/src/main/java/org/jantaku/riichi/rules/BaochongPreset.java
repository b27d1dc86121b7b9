package org.jantaku.riichi.rules;

import static org.jantaku.riichi.rules.RiichiRules.*;

import java.util.List;
import java.util.Set;
import org.jantaku.core.rules.Preset;
import org.jantaku.riichi.penalty.Penalties;

/**
 * Japanese mahjong on an automatic table, 包铳制 (日本麻将之电子基盘真人体验版, seed 004;
 * {@code shared/spec/riichi-options.md} §3): every option with the seed line it comes from, or the
 * spec's recommendation ({@code [R]}) where the seed is silent or lost.
 */
final class BaochongPreset {
    private BaochongPreset() {
    }

    private static final String S = "seed 004: ";
    private static final String R = "[R] spec §3.1: ";

    static final Preset PRESET = new PresetBuilder()
            .set(GAME_LENGTH, "hanchan", S + "11.3) 如果南风底(最末一把)和牌一方是庄家时…")
            .keep(STARTING_POINTS, R + "not stated; 25000")
            .set(RETURN_POINTS, 25000, R + "not stated; raw scores, no oka")
            .set(OKA, "none", R + "not stated; raw scores, no oka")
            .set(UMA, List.of(0, 0, 0, 0), R + "not stated; raw scores, no uma")
            .set(FINAL_ROUNDING, "exact", R + "not stated; raw scores")
            .set(RED_FIVES, List.of(0, 0, 0), R + "the only dora described are indicator dora (加番牌)")
            .set(KAN_DORA_TIMING_CLOSED, "immediate", S + "2. 每有一个杠出现,就要翻开“原有的明花”左边的那张牌作为“新的明花”")
            .set(KAN_DORA_TIMING_OPEN, "immediate", S + "2. 每有一个杠出现,就要翻开“原有的明花”左边的那张牌作为“新的明花”")
            .set(KAN_DORA_TIMING_ADDED, "immediate", S + "2. 每有一个杠出现,就要翻开“原有的明花”左边的那张牌作为“新的明花”")
            .keep(URA_DORA, S + "1.2) “明花”下面的那张牌为“暗加番牌”…只有“报听后和牌的选手”才有资格使用它。")
            .keep(KAN_URA_DORA, S + "2. 而这张“新的明花”下面的那张牌则顺理成章地成为“新的暗花”")
            .keep(CHANKAN_REVEALS_KAN_DORA, R + "a robbed added kan does not turn a new indicator")
            .keep(MIN_HAN, S + "7. 和牌的手牌中至少要有一番,否则算诈和。 / 1. 光有“加番牌”…是不能和牌的")
            .keep(KOKUSHI_ROBS_ANKAN, S + "8. 抢杠的规定(只能抢明杠)")
            .set(DEAD_WALL_MODE, "stackPairs", S + "9.1)A. 所有的牌只抓到倒数第7砘牌为结束…也执行“1杠7,2杠8”的规定。 (stacks counted from the original end, spec §3.2 C [R])")
            .keep(NOTEN_PENALTY, S + "9.1)B. 此“罚点”的点数总额为3000点。")
            .set(ABORTIVE_KYUUSHU, "forcedTiles>9", S + "9.2)A. 庄家起手的牌,或子家摸到第一张牌后的手牌,如果“一”“九”牌和“风牌”的张数超过了“9张”时,成为中途流局")
            .keep(ABORTIVE_SUUFON_RENDA, S + "9.2)B. 庄家起牌后,打出“东南西北”其中的一张后,后面的3个人也打了同样的“风牌”时,成为中途流局")
            .keep(ABORTIVE_SUUCHA_RIICHI, S + "9.2)C. 4个人同时“报听”后,成为中途流局")
            .keep(ABORTIVE_SANCHAHOU, S + "9.2)D. “一炮三响”时,成为中途流局")
            .keep(ABORTIVE_SUUKAIKAN, S + "9.2)F. 同一把牌里,每个人有1个“杠”时 (read as the standard 四開槓, spec §3.2 E [R])")
            .keep(MULTIPLE_RON, R + "double: only a triple ron is listed as abortive (9.2 D)")
            .set(TENPAI_RENCHAN, Set.of(), S + "11.1) 坐庄的选手和牌后,就可以继续坐庄。 (no tenpai renchan, [R])")
            .set(HONBA_VALUE, 1500, S + "11.2) 每把连庄后的和牌可以得到“1500”点的附加点,如果自摸和牌则从每个人得到500点,吃铳则从放铳人那里得到1500点。")
            .set(HONBA_ON_DRAW, "onlyRenchan", S + "11.1) 每连一把庄庄家就要拿出一个“100”点的筹码作为表示。 (the counter is the dealer's repeats, [R])")
            .set(AGARI_YAME, "autoIfTop", S + "11.3) 如果南风底(最末一把)和牌一方是庄家时,而且此时庄家的点数是最高。就不再连庄,直接结束赛局。")
            .set(EXTENSION, "none", R + "no West round")
            .keep(TENPAI_YAME, R + "moot: no tenpai renchan (11.1), so no dealer is kept on by tenpai")
            .keep(PAO, S + "13. 役满牌的责任牌的支付 / 2)四喜的牌型:(让别人碰倒最后一种风牌时,也承担同样的责任)")
            .keep(PAO_RON, S + "13.1) 如果甲自摸的情况下,乙就要支付全部的点数;如果甲是吃别人铳和的牌,则乙就要负责支付和牌点数的1/2。")
            .set(PAO_HONBA, "discarder", R + "the honba bonus of a pao hand won by ron is paid by the discarder")
            .keep(RIICHI_ANKAN, S + "一番牌 A.b. 报听时如果摸到了“不影响听牌”的“暗杠”时,可以“开杠”。")
            .keep(RIICHI_DEPOSIT, S + "一番牌 A.a. 但必须缴纳1000点作为下注点。")
            .set(NAGASHI_MANGAN, "off", R + "the draw rules list no nagashi mangan")
            .keep(Penalties.key("7-01"), S + "12.诈和的罚点 以“自摸满贯”的点数按比率支付“罚点”。")
            .keep(Penalties.key("7-02"), "[R] spec §3.2 G: the hand result after 诈和 is not stated; replayed as in 7-02 d")
            .keep(Penalties.key("7-03"), "[R] spec §3.2 G: this hand's riichi sticks go back (7-03 b)")
            .set(Penalties.key("7-05-01"), "a", S + "7. 和牌的手牌中至少要有一番,否则算诈和。手牌中没有番的情况下,吃铳算诈和。 (a false win is 诈和 whether or not the hand is laid down)")
            .set(Penalties.key("7-05-10"), "B", S + "上家未打出牌之前提前摸牌,或先打后抓的举动都会被罚1000点。 (a deposit, spec §3.2 I [R])")
            .set(Penalties.key("7-05-17"), "b", "[R] spec §5 #31: seed 004 names no penalty for a silent call")
            .build("baochong", "日本麻将 automatic-table 包铳制 rules (seed 004): no red fives, 1杠7 2杠8 wall end, "
                    + "1500-point dealer-streak counters, no tenpai renchan, forced nine-terminal draws");
}
