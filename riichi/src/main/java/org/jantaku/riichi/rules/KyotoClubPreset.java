package org.jantaku.riichi.rules;

import static org.jantaku.riichi.rules.RiichiRules.*;

import java.util.List;
import java.util.Set;
import org.jantaku.core.rules.Preset;
import org.jantaku.riichi.penalty.Penalties;

/**
 * The house rules of a Kyoto club (京都雀友会, seed 002; {@code shared/spec/riichi-options.md} §2): every
 * option with the seed line it comes from.
 */
final class KyotoClubPreset {
    private KyotoClubPreset() {
    }

    private static final String S = "seed 002: ";

    static final Preset PRESET = new PresetBuilder()
            .set(GAME_LENGTH, "hanchan", S + "■4人打ち。東南戦。")
            .set(UMA, List.of(10, 5, -5, -10), S + "レートは点5で順位ウマは5000点・10000点です。")
            .set(STARTING_POINTS, 25000, S + "25000点持ちの30000点返しです。")
            .set(RETURN_POINTS, 30000, S + "25000点持ちの30000点返しです。")
            .set(OKA, "toTop", S + "25000点持ちの30000点返しです。")
            .set(FINAL_ROUNDING, "ceil2to4TopTakesRest", S + "■精算は2〜4位が1000点以下は切り上げで計算し、その合計を1位が取得します。"
                    + " (negative scores round towards +∞, spec §2.2 reading A)")
            .set(KUITAN, true, S + "■食いタン有り。後付け有り。")
            .set(ATOZUKE, true, S + "■食いタン有り。後付け有り。")
            .set(IPPATSU, true, S + "■一発・裏ドラ・カンドラ・カン裏有り。")
            .set(URA_DORA, true, S + "■一発・裏ドラ・カンドラ・カン裏有り。")
            .set(KAN_DORA, true, S + "■一発・裏ドラ・カンドラ・カン裏有り。")
            .set(KAN_URA_DORA, true, S + "■一発・裏ドラ・カンドラ・カン裏有り。")
            .set(RED_FIVES, List.of(1, 1, 1), S + "■赤牌は5に各1枚ずつ、常にドラとなります。")
            .set(TOBI_PENALTY, 0, S + "■チップ・焼き鳥・割れ目・トビ罰符・白ポッチ・抜きドラ・コールドは有りません。")
            .set(KIRIAGE_MANGAN, true, S + "■30符4翻と60符3翻は切り上げて満貫とします。")
            .set(TENPAI_RENCHAN, Set.of("S"), S + "■東場は親のあがりのみ連荘、南場は親のあがりかテンパイで連荘です。")
            .set(AGARI_YAME, "kyoto", S + "■オーラスのあがり止め・テンパイ止め有りです。 1位は強制終了・2位以下は任意で終了か続行か選択できます。")
            .set(TENPAI_YAME, "kyoto", S + "■オーラスのあがり止め・テンパイ止め有りです。 1位は強制終了・2位以下は任意で終了か続行か選択できます。")
            .set(TOBI, "below0", S + "■持ち点がマイナスの者が出た時点で終了です。0点ぴったりは続行です。箱下精算有り。")
            .set(NEGATIVE_SETTLEMENT, true, S + "■持ち点がマイナスの者が出た時点で終了です。0点ぴったりは続行です。箱下精算有り。")
            .set(TIE_BREAK, "seatOrder", S + "■半荘終了時に同点の者がいた場合は、起家からツモ順の近い者の順位を上とします。")
            .set(EXTENSION, "none", S + "西入は有りません。")
            .set(TSUMO_PINFU, true, S + "■ツモピンフ有りです。その場合はツモ符の2符は付きません。")
            .set(HONBA_VALUE, 300, S + "■積み棒は1本300点です。2翻縛りは有りません。")
            .set(RYANHAN_SHIBARI, false, S + "■積み棒は1本300点です。2翻縛りは有りません。")
            .set(ABORTIVE_KYUUSHU, "off", S + "■途中流局は一切無しです。5つ目のカンはできません。")
            .set(ABORTIVE_SUUFON_RENDA, false, S + "■途中流局は一切無しです。")
            .set(ABORTIVE_SUUCHA_RIICHI, false, S + "■途中流局は一切無しです。")
            .set(ABORTIVE_SUUKAIKAN, false, S + "■途中流局は一切無しです。5つ目のカンはできません。")
            .set(ABORTIVE_SANCHAHOU, false, S + "■途中流局は一切無しです。 / ■ダブロン・トリプルロン有り。")
            .set(MAX_KANS, 4, S + "■途中流局は一切無しです。5つ目のカンはできません。")
            .set(LEFTOVER_DEPOSITS, "toTop", S + "■供託の点棒はあがった者が取得します。半荘終了時は1位の者が取得します。")
            .set(MULTIPLE_RON, "triple", S + "■ダブロン・トリプルロン有り。その場合、供託の点棒と積み棒は上家取りです。")
            .set(MULTI_RON_STICKS, "nearest", S + "■ダブロン・トリプルロン有り。その場合、供託の点棒と積み棒は上家取りです。")
            .set(MULTI_RON_HONBA, "nearest", S + "■ダブロン・トリプルロン有り。その場合、供託の点棒と積み棒は上家取りです。")
            .set(MULTI_RON_RENCHAN, "ifDealerWins", S + "あがった者に親が含まれている場合は全て連荘です。")
            .set(KUIKAE, "forbidSameAndSuji", S + "■食い替えはできません。 (scope not stated: same tile and suji, spec §2.1 [R])")
            .set(KAN_DORA_TIMING_CLOSED, "immediate", S + "■カンドラは暗カンでも明カンでも即めくりです。")
            .set(KAN_DORA_TIMING_OPEN, "immediate", S + "■カンドラは暗カンでも明カンでも即めくりです。")
            .set(KAN_DORA_TIMING_ADDED, "immediate", S + "■カンドラは暗カンでも明カンでも即めくりです。")
            .set(CHANKAN_REVEALS_KAN_DORA, false, S + "チャンカンの時はカンドラはめくりません。")
            .set(DAIMINKAN_PAO, false, S + "■大明カンのパオは有りません。")
            .set(KEISHIKI_TENPAI, true, S + "■形式テンパイ有りです。")
            .set(KARATEN, "visibleOk_ownFourNoten", S + "純カラでもテンパイ扱いとします。ただし自分で待ち牌の全てを使っている場合は、テンパイ扱いになりません。")
            .set(FURITEN_RIICHI, true, S + "■フリテンリーチ有りです。リーチ後のあがり見逃しはツモあがりのみ可能です。")
            .set(RIICHI_ANKAN, "structureUnchanged", S + "■リーチ後の暗カンは役の増減の有無を問わず面子構成が変わらない完全に独立した面子のみ可能とします。")
            .set(RIICHI_MIN_LIVE_TILES, 0, S + "■自分のツモ順が無くてもリーチはかけられます。")
            .set(RIICHI_MIN_POINTS, 1000, S + "持ち点が1000点未満の時はリーチはできません。")
            .set(NOTEN_DECLARATION_WHEN_TENPAI, true, S + "■流局時テンパイかノーテンかの公表は親から右回りの順番で行います。テンパイでもノーテンと宣言することは可能です。")
            .set(DOUBLE_WIND_PAIR_FU, 2, S + "■連風牌の雀頭は2符です。")
            .set(NAGASHI_MANGAN, "asWin", S + "■流し満貫有りです。…成立時は通常のあがりと同様に扱います。")
            .set(YAKUMAN_STACKING, true, S + "■役満の複合有りです。")
            .set(KAZOE_YAKUMAN, "yakuman", S + "■13翻以上は数え役満です。")
            .set(RYUUIISOU_NEEDS_HATSU, false, S + "■緑一色は発無しでも成立します。")
            .set(DOUBLE_YAKUMAN_HANDS, Set.of(), S + "■大四喜・国士無双13面待ち・純正九蓮宝燈・四暗刻単騎待ち・七対子字一色なども全てシングル役満とします。")
            .set(PAO, Set.of("daisangen", "suukantsu", "daisuushii"), S + "■大三元の3組目・四槓子の4組目・大四喜の4組目を鳴かせた者はパオとなります。")
            .set(PAO_RON, "half", S + "ツモあがりの場合はパオの者の1人払い、他者の振込の場合は折半です。")
            .set(PAO_HONBA, "discarder", S + "積み棒は振り込んだ者のみの支払いとします。")
            .set(CHIITOI_FOUR_OF_KIND, false, S + "■七対子は25符固定の2翻役です。4枚使いはできません。")
            .set(KOKUSHI_ROBS_ANKAN, false, S + "■国士無双の特例は一切有りません。")
            .set(RENHOU, "yakuman", S + "■人和は役満とします。")
            .set(OPEN_RIICHI, false, S + "■三連刻・四連刻・大車輪・十三不塔・カン振り・オープンリーチ・八連荘・百万石・マネマンなどのローカル役は有りません。")
            .keep(HONBA_ON_DRAW, "not stated: +1 on every draw (standard Japanese practice, spec §2.1 [R])")
            .keep(Penalties.key("7-01"), S + "■チョンボは満貫払いとし積み棒を増やさずにその局をやり直します。")
            .keep(Penalties.key("7-02"), S + "■チョンボは満貫払いとし積み棒を増やさずにその局をやり直します。 (penalty deposits: 7-03)")
            .set(Penalties.key("7-03"), "K", S + "その局に出されたリーチ棒は全て本人に戻ります。誤発声など罰則で出された供託点棒は戻りません。")
            .keep(Penalties.key("7-04-01"), S + "あがり放棄: ・少牌 ・多牌 (配牌時は本人が第1ツモをして牌を切るまでは修正可能)")
            .keep(Penalties.key("7-04-02"), S + "あがり放棄: ・少牌 ・多牌 (配牌時は本人が第1ツモをして牌を切るまでは修正可能)")
            .keep(Penalties.key("7-05-01"), S + "チョンボ: ・倒牌した場合の誤ロン / あがり放棄: ・発声のみの誤ロン・誤ツモ")
            .keep(Penalties.key("7-05-01-01"), S + "あがりとチョンボが同時発生した場合はあがり優先とします。")
            .keep(Penalties.key("7-05-01-02"), S + "チョンボ: ・山を崩すなど続行不可能の状態にした時")
            .keep(Penalties.key("7-05-02"), S + "あがり放棄: ・錯ポン・錯チー・錯カン")
            .keep(Penalties.key("7-05-05"), S + "あがり放棄: ・食い替え")
            .set(Penalties.key("7-05-06"), "K", S + "チョンボ: ・リーチ後に面子構成が変わるカンをしてあがった時や流局した時")
            .keep(Penalties.key("7-05-07"), S + "チョンボ: ・ノーテンリーチで流局")
            .set(Penalties.key("7-05-09"), "K", S + "あがり放棄: ・発声のみの誤ロン・誤ツモ / チョンボ: ・局の途中でのあがり以外の倒牌行為")
            .set(Penalties.key("7-05-10"), "K", S + "あがり放棄: ・故意の先ヅモ / 上家の打牌後、ツモ山に触った場合は鳴く事やあがる事はできません。")
            .keep(Penalties.key("7-05-11"), S + "1000点供託: ・発声のみの誤チー・誤ポン・誤カン")
            .set(Penalties.key("7-05-12"), "K", S + "リーチの取り消しは発声のみの場合は1000点供託した上で可能ですが、牌を捨てた場合は取消せません。")
            .keep(Penalties.key("7-05-13"), S + "1000点未満でリーチした時は発声のみでも牌を切った場合でもアガリ放棄")
            .keep(Penalties.key("7-05-15"), S + "■チーとポンはポン優先。カンとチーはカン優先。 ただし著しく発声が遅い場合は発声優先とします。")
            .set(Penalties.key("7-05-17"), "K", S + "1000点供託: ・無発声のポン・チー・カン / あがり放棄: ・無発声のリーチ / "
                    + "チョンボ: ・無発声のあがり")
            .set(Penalties.key("7-06-01"), "K", S + "チョンボ: ・局の途中でのあがり以外の倒牌行為 / あがり放棄: ・故意の見せ牌 / 見せ牌・落牌は故意で無い限りは罰則は有りません。")
            .keep(Penalties.key("7-06-04"), S + "チョンボ: ・他者の手牌や山の牌を故意に見た時")
            .set(Penalties.key("7-06-05"), "K", S + "チョンボ: ・他者の手牌や山の牌を故意に見た時")
            .keep(Penalties.key("7-07-01-02"), S + "チョンボ: ・山を崩すなど続行不可能の状態にした時")
            .set(Penalties.key("7-08-01"), "K", S + "あがり放棄: ・三味線行為(1回目は注意のみ)")
            .set(Penalties.key("7-08-06"), "K", S + "1000点供託は以下の行為です。持ち点が1000点未満の時はあがり放棄とします。")
            .keep(Penalties.key("7-09-01"), S + "チョンボ: ・あがり放棄時に再度あがり放棄に該当する行為をした時")
            .set(DEAD_HAND_AGAIN, "chombo", S + "チョンボになるのは以下の行為です。 ・あがり放棄時に再度あがり放棄に該当する行為をした時")
            .keep(Penalties.key("7-09-02"), S + "あがり放棄の場合はポン・チー・カンはできません。")
            .keep(Penalties.key("7-09-04"), S + "リーチ後にあがり放棄に該当する行為をした場合はツモ切りしかできないあがり放棄とし")
            .keep(Penalties.key("7-09-05"), S + "流局時はノーテン扱いとなります。…その後流局した場合はノーテン扱いとします(チョンボにはならない)")
            .keep(Penalties.key("7-09-06"), S + "■流し満貫有りです。…あがり放棄時は不成立。")
            .build("kyoto-club", "京都雀友会 house rules (seed 002): 5-10 uma, kiriage, triple ron, no abortive draws, "
                    + "Kyoto settlement, renhou yakuman, nagashi as a win");
}
