package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Limits: mangan (5 han, or a base of 2000+ at 4h40 / 3h70), kiriage mangan (4h30 and 3h60), haneman
 * 6-7, baiman 8-10, sanbaiman 11-12, counted yakuman 13+ (options yakuman / sanbaiman / unlimited),
 * yakuman stacking and double yakuman.
 */
class LimitTest {

    /** riichi, pinfu, tanyao + 1 dora (2m): 4 han 30 fu; base 1920 -> 7680 -> 7700. */
    private static final String PINFU_TANYAO = "234m567p234s678s88p";
    /** 123 234 567 888 99 in man: closed chinitsu, 4m completes 23m (ryanmen). */
    private static final String CHINITSU = "12233456788899m";
    /** 234 234 567 567 + 88 / 22 + 345 345 678 678 / 55 + 234 234 678 678 in man, or seven pairs. */
    private static final String RYANPEIKOU_CHINITSU = "22334455667788m";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # name                        | rules | hand | win | melds | flags | yaku | han | fu | level | main | add | total
            4h30 is not a mangan          | tenhou | 234m567p234s678s88p | 8s | | riichi dora=1m | riichi 1, pinfu 1, tanyao 1, dora 1 | 4 | 30 | | 7700 | 0 | 7700
            4h30 kiriage mangan           | tenhou;kiriageMangan=true | 234m567p234s678s88p | 8s | | riichi dora=1m | riichi 1, pinfu 1, tanyao 1, dora 1 | 4 | 30 | mangan | 8000 | 0 | 8000
            # riichi ippatsu tsumo + dora 5p: 4 han, 20 + 2 + 4 = 26 -> 30; base 1920: 3900 / 2000
            4h30 tsumo is not a mangan    | tenhou | 234m567p333s789s99p | 9s | | tsumo riichi ippatsu dora=4p | riichi 1, ippatsu 1, menzen_tsumo 1, dora 1 | 4 | 30 | | 3900 | 2000 | 7900
            4h30 tsumo kiriage            | tenhou;kiriageMangan=true | 234m567p333s789s99p | 9s | | tsumo riichi ippatsu dora=4p | riichi 1, ippatsu 1, menzen_tsumo 1, dora 1 | 4 | 30 | mangan | 4000 | 2000 | 8000
            # riichi + 3 ura (3s x3): 20 + 10 + 4 = 34 -> 40; 40 x 64 = 2560 >= 2000
            4h40 is a mangan              | tenhou | 234m567p333s789s99p | 9s | | riichi ura=2s | riichi 1, ura_dora 3 | 4 | 40 | mangan | 8000 | 0 | 8000
            # ankan 2m (16) + concealed haku (8): 20 + 10 + 16 + 8 = 54 -> 60; riichi + haku + dora 3p = 3; 1920 x4 = 7680
            3h60 is not a mangan          | tenhou | 555z345p678s99m | 6s | ankan:2222m | riichi dora=2p | riichi 1, yakuhai_haku 1, dora 1 | 3 | 60 | | 7700 | 0 | 7700
            3h60 kiriage mangan           | tenhou;kiriageMangan=true | 555z345p678s99m | 6s | ankan:2222m | riichi dora=2p | riichi 1, yakuhai_haku 1, dora 1 | 3 | 60 | mangan | 8000 | 0 | 8000
            # ankan of chun (32): 20 + 10 + 32 = 62 -> 70; riichi + chun + dora 2m = 3; 70 x 32 = 2240 >= 2000
            3h70 is a mangan              | tenhou | 234m567p789s99p | 9s | ankan:7777z | riichi dora=1m | riichi 1, yakuhai_chun 1, dora 1 | 3 | 70 | mangan | 8000 | 0 | 8000
            # riichi, tsumo, pinfu, tanyao, dora: 5 han 20 fu -> mangan 4000 / 2000
            5 han is a mangan             | tenhou | 234m567p234s678s88p | 8s | | tsumo riichi dora=1m | riichi 1, menzen_tsumo 1, pinfu 1, tanyao 1, dora 1 | 5 | 20 | mangan | 4000 | 2000 | 8000
            # closed chinitsu ron: 20 + 10 + 4 (888m) = 34 -> 40
            6 han haneman                 | tenhou | 12233456788899m | 4m | | | chinitsu 6 | 6 | 40 | haneman | 12000 | 0 | 12000
            7 han haneman                 | tenhou | 12233456788899m | 4m | | dora=3m | chinitsu 6, dora 1 | 7 | 40 | haneman | 12000 | 0 | 12000
            # dora 8m -> 9m x2
            8 han baiman                  | tenhou | 12233456788899m | 4m | | dora=8m | chinitsu 6, dora 2 | 8 | 40 | baiman | 16000 | 0 | 16000
            # riichi ippatsu tsumo: 20 + 2 + 4 = 26 -> 30
            9 han baiman                  | tenhou | 12233456788899m | 4m | | tsumo riichi ippatsu | riichi 1, ippatsu 1, menzen_tsumo 1, chinitsu 6 | 9 | 30 | baiman | 8000 | 4000 | 16000
            10 han baiman                 | tenhou | 12233456788899m | 4m | | tsumo riichi ippatsu dora=3m | riichi 1, ippatsu 1, menzen_tsumo 1, chinitsu 6, dora 1 | 10 | 30 | baiman | 8000 | 4000 | 16000
            11 han sanbaiman              | tenhou | 12233456788899m | 4m | | tsumo riichi ippatsu dora=8m | riichi 1, ippatsu 1, menzen_tsumo 1, chinitsu 6, dora 2 | 11 | 30 | sanbaiman | 12000 | 6000 | 24000
            # dora 7m -> 8m x3
            12 han sanbaiman              | tenhou | 12233456788899m | 4m | | tsumo riichi ippatsu dora=7m | riichi 1, ippatsu 1, menzen_tsumo 1, chinitsu 6, dora 3 | 12 | 30 | sanbaiman | 12000 | 6000 | 24000
            13 han counted yakuman        | tenhou | 12233456788899m | 4m | | tsumo riichi ippatsu dora=3m7m | riichi 1, ippatsu 1, menzen_tsumo 1, chinitsu 6, dora 4 | 13 | 30 | kazoe_yakuman | 16000 | 8000 | 32000
            13 han capped at sanbaiman    | tenhou;kazoeYakuman=sanbaiman | 12233456788899m | 4m | | tsumo riichi ippatsu dora=3m7m | riichi 1, ippatsu 1, menzen_tsumo 1, chinitsu 6, dora 4 | 13 | 30 | sanbaiman | 12000 | 6000 | 24000
            13 han unlimited              | tenhou;kazoeYakuman=unlimited | 12233456788899m | 4m | | tsumo riichi ippatsu dora=3m7m | riichi 1, ippatsu 1, menzen_tsumo 1, chinitsu 6, dora 4 | 13 | 30 | kazoe_yakuman | 16000 | 8000 | 32000
            # 8m ron: 22 + 345 345 678 678 is pinfu: pinfu 1 + tanyao 1 + ryanpeikou 3 + chinitsu 6 = 11, 30 fu
            11 han ryanpeikou chinitsu    | tenhou | 22334455667788m | 8m | | | pinfu 1, tanyao 1, ryanpeikou 3, chinitsu 6 | 11 | 30 | sanbaiman | 24000 | 0 | 24000
            # + menzen tsumo: 12 han, pinfu tsumo 20 fu
            12 han ryanpeikou chinitsu    | tenhou | 22334455667788m | 8m | | tsumo | menzen_tsumo 1, pinfu 1, tanyao 1, ryanpeikou 3, chinitsu 6 | 12 | 20 | sanbaiman | 12000 | 6000 | 24000
            # + riichi ippatsu: 14 han of yaku
            14 han counted yakuman        | tenhou | 22334455667788m | 8m | | tsumo riichi ippatsu | riichi 1, ippatsu 1, menzen_tsumo 1, pinfu 1, tanyao 1, ryanpeikou 3, chinitsu 6 | 14 | 20 | kazoe_yakuman | 16000 | 8000 | 32000
            14 han unlimited is one yakuman | tenhou;kazoeYakuman=unlimited | 22334455667788m | 8m | | tsumo riichi ippatsu | riichi 1, ippatsu 1, menzen_tsumo 1, pinfu 1, tanyao 1, ryanpeikou 3, chinitsu 6 | 14 | 20 | kazoe_yakuman | 16000 | 8000 | 32000
            # + 10 dora (indicators 1 2 3 4 6 m -> 2 3 4 5 7 m, two each) + 2 ura (7m -> 8m x2) = 26 han
            26 han counted yakuman        | tenhou | 22334455667788m | 8m | | tsumo riichi ippatsu dora=12346m ura=7m | riichi 1, ippatsu 1, menzen_tsumo 1, pinfu 1, tanyao 1, ryanpeikou 3, chinitsu 6, dora 10, ura_dora 2 | 26 | 20 | kazoe_yakuman | 16000 | 8000 | 32000
            26 han capped at sanbaiman    | tenhou;kazoeYakuman=sanbaiman | 22334455667788m | 8m | | tsumo riichi ippatsu dora=12346m ura=7m | riichi 1, ippatsu 1, menzen_tsumo 1, pinfu 1, tanyao 1, ryanpeikou 3, chinitsu 6, dora 10, ura_dora 2 | 26 | 20 | sanbaiman | 12000 | 6000 | 24000
            # unlimited: 26 han = two yakuman, base 16000: dealer pays 32000, the others 16000
            26 han unlimited is two yakuman | tenhou;kazoeYakuman=unlimited | 22334455667788m | 8m | | tsumo riichi ippatsu dora=12346m ura=7m | riichi 1, ippatsu 1, menzen_tsumo 1, pinfu 1, tanyao 1, ryanpeikou 3, chinitsu 6, dora 10, ura_dora 2 | 26 | 20 | kazoe_yakuman | 32000 | 16000 | 64000
            # --- yakuman stacking and double yakuman ---
            daisangen + tsuuiisou stack   | tenhou | 777z111z22z | 2z | pon:555z pon:666z | | daisangen 13, tsuuiisou 13 | 26 | 0 | 2x_yakuman | 64000 | 0 | 64000
            daisuushii + tsuuiisou        | tenhou | 333z444z55z | 5z | pon:111z pon:222z | | daisuushii 13, tsuuiisou 13 | 26 | 0 | 2x_yakuman | 64000 | 0 | 64000
            # daisuushii doubled + tsuuiisou = 3
            double daisuushii + tsuuiisou | score-default | 333z444z55z | 5z | pon:111z pon:222z | | daisuushii 26, tsuuiisou 13 | 39 | 0 | 3x_yakuman | 96000 | 0 | 96000
            # without stacking only the largest counts
            no stacking keeps the double  | score-default;yakumanStacking=false | 333z444z55z | 5z | pon:111z pon:222z | | daisuushii 26 | 26 | 0 | 2x_yakuman | 64000 | 0 | 64000
            # dealer tsumo tenhou with four concealed triplets: 2 yakuman, 32000 from each
            tenhou + suuankou stack       | tenhou | 222m444p666s888s99p | 8s | | dealer tsumo tenhou | tenhou 13, suuankou 13 | 26 | 0 | 2x_yakuman | 32000 | 32000 | 96000
            # one chosen double yakuman
            only kokushi13 doubled        | tenhou;doubleYakumanHands=[kokushi13] | 119m19p19s1234567z | 1m | | | kokushi_13 26 | 26 | 0 | 2x_yakuman | 64000 | 0 | 64000
            suuankou tanki not chosen     | tenhou;doubleYakumanHands=[kokushi13] | 222m444p666s888s99p | 9p | | | suuankou_tanki 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            """)
    void limits(String name, String rules, String hand, String win, String melds, String flags, String yaku, int han,
            int fu, String level, int main, int additional, int total) {
        ScoreOutcome.Scored s = Scoring.assertScore(Scoring.score(rules, hand, win, melds, flags), yaku, han, fu, level, main,
                additional, total);
        if (level != null && level.contains("yakuman") && !level.startsWith("kazoe")) {
            assertThat(s.score().yakumanMultiplier()).isEqualTo(han / 13);
        } else {
            // a counted yakuman reports its real han with a multiplier of 0
            assertThat(s.score().yakumanMultiplier()).isZero();
        }
    }

    @Test
    void baseAndLimitFields() {
        HandScore mangan = Scoring.scored(Scoring.score("tenhou", "234m567p333s789s99p", "9s", null, "riichi ura=2s")).score();
        assertThat(mangan.limit()).isEqualTo(Limit.MANGAN);
        assertThat(mangan.basePoints()).isEqualTo(2000);
        HandScore plain = Scoring.scored(Scoring.score("tenhou", "234m567p234s678s88p", "8s", null, "riichi dora=1m")).score();
        assertThat(plain.limit()).isEqualTo(Limit.NONE);
        assertThat(plain.basePoints()).isEqualTo(1920);
        HandScore kazoe = Scoring.scored(Scoring.score("tenhou;kazoeYakuman=unlimited", RYANPEIKOU_CHINITSU, "8m", null,
                "tsumo riichi ippatsu dora=12346m ura=7m")).score();
        assertThat(kazoe.limit()).isEqualTo(Limit.KAZOE_YAKUMAN);
        assertThat(kazoe.basePoints()).isEqualTo(16000);
        HandScore sanbaiman = Scoring.scored(Scoring.score("tenhou", CHINITSU, "4m", null, "tsumo riichi ippatsu dora=8m")).score();
        assertThat(sanbaiman.basePoints()).isEqualTo(6000);
        HandScore haneman = Scoring.scored(Scoring.score("tenhou", CHINITSU, "4m", null, null)).score();
        assertThat(haneman.basePoints()).isEqualTo(3000);
        HandScore baiman = Scoring.scored(Scoring.score("tenhou", CHINITSU, "4m", null, "dora=8m")).score();
        assertThat(baiman.basePoints()).isEqualTo(4000);
        HandScore kiriage = Scoring.scored(Scoring.score("tenhou;kiriageMangan=true", PINFU_TANYAO, "8s", null, "riichi dora=1m")).score();
        assertThat(kiriage.basePoints()).isEqualTo(2000);
    }

    @Test
    void stackingOffKeepsOneSingleYakuman() {
        // daisangen + tsuuiisou without stacking: one yakuman, 32000, one entry in the list
        HandScore s = Scoring.scored(Scoring.score("tenhou;yakumanStacking=false", "777z111z22z", "2z", "pon:555z pon:666z",
                null)).score();
        assertThat(s.yakumanMultiplier()).isEqualTo(1);
        assertThat(s.han()).isEqualTo(13);
        assertThat(s.basePoints()).isEqualTo(8000);
        assertThat(s.yaku()).hasSize(1);
        assertThat(s.yaku().get(0).yaku()).isIn(Yaku.DAISANGEN, Yaku.TSUUIISOU);
        assertThat(s.yaku().get(0).han()).isEqualTo(13);

        // tenhou + suuankou without stacking: one yakuman, dealer tsumo 16000 from each
        ScoreOutcome.Scored t = Scoring.scored(Scoring.score("tenhou;yakumanStacking=false", "222m444p666s888s99p", "8s", null,
                "dealer tsumo tenhou"));
        assertThat(t.score().yakumanMultiplier()).isEqualTo(1);
        assertThat(t.score().yaku()).hasSize(1);
        assertThat(t.score().yaku().get(0).yaku()).isIn(Yaku.TENHOU, Yaku.SUUANKOU);
        assertThat(t.cost()).isEqualTo(new Cost(16000, 16000, 0, 0, 0, 48000));
    }
}
