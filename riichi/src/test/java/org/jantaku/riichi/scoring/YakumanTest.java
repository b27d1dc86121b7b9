package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every yakuman, with near misses. A yakuman's base is 8000 per yakuman: non-dealer ron 32000,
 * non-dealer tsumo 16000 / 8000, dealer ron 48000, dealer tsumo 16000 each. {@code han} is 13 ×
 * the multiplier, fu 0, and only yakuman are listed (no dora, no ordinary yaku).
 * {@code tenhou} has no double yakuman; {@code score-default} doubles kokushi_13, suuankou_tanki,
 * junsei_chuuren and daisuushii.
 */
class YakumanTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # name                        | rules | hand | win | melds | flags | yaku | han | fu | level | main | add | total
            # 9m completes a single: the 13 kinds were not all waiting
            kokushi                       | tenhou | 119m19p19s1234567z | 9m | | | kokushi 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            # 1m makes the pair: 13-sided wait
            kokushi_13 single             | tenhou | 119m19p19s1234567z | 1m | | | kokushi_13 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            kokushi_13 double             | score-default | 119m19p19s1234567z | 1m | | | kokushi_13 26 | 26 | 0 | 2x_yakuman | 64000 | 0 | 64000
            kokushi_13 dealer tsumo       | score-default | 119m19p19s1234567z | 1m | | dealer tsumo | kokushi_13 26 | 26 | 0 | 2x_yakuman | 32000 | 32000 | 96000
            # tsumo on the 8s/9p shanpon: four concealed triplets
            suuankou                      | tenhou | 222m444p666s888s99p | 8s | | tsumo | suuankou 13 | 13 | 0 | yakuman | 16000 | 8000 | 32000
            # ron on the shanpon: 888s counts open, so toitoi + sanankou; 20 + 10 + 4 + 4 + 4 + 2 = 44 -> 50, 4 han -> mangan
            suuankou broken by ron        | tenhou | 222m444p666s888s99p | 8s | | | toitoi 2, sanankou 2 | 4 | 50 | mangan | 8000 | 0 | 8000
            suuankou_tanki single         | tenhou | 222m444p666s888s99p | 9p | | | suuankou_tanki 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            suuankou_tanki double         | score-default | 222m444p666s888s99p | 9p | | | suuankou_tanki 26 | 26 | 0 | 2x_yakuman | 64000 | 0 | 64000
            # suuankou (not tanki) is never doubled, even under score-default
            suuankou not doubled          | score-default | 222m444p666s888s99p | 8s | | tsumo | suuankou 13 | 13 | 0 | yakuman | 16000 | 8000 | 32000
            daisangen                     | tenhou | 777z234m99p | 2m | pon:555z pon:666z | | daisangen 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            daisangen dealer              | tenhou | 777z234m99p | 2m | pon:555z pon:666z | dealer | daisangen 13 | 13 | 0 | yakuman | 48000 | 0 | 48000
            shousuushii                   | tenhou | 333z44z789m | 7m | pon:111z pon:222z | | shousuushii 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            daisuushii single             | tenhou | 333z444z99m | 9m | pon:111z pon:222z | | daisuushii 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            daisuushii double             | score-default | 333z444z99m | 9m | pon:111z pon:222z | | daisuushii 26 | 26 | 0 | 2x_yakuman | 64000 | 0 | 64000
            # three wind triplets, the pair a dragon: tsuuiisou but no shousuushii
            tsuuiisou                     | tenhou | 222z333z666z55z | 5z | pon:111z | | tsuuiisou 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            tsuuiisou seven pairs         | tenhou | 11223344556677z | 7z | | | tsuuiisou 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            ryuuiisou with hatsu          | tenhou | 223344s666s888s66z | 4s | | | ryuuiisou 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            ryuuiisou without hatsu       | tenhou | 22334444666888s | 2s | | | ryuuiisou 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            ryuuiisou needs hatsu, has it | tenhou;ryuuiisouNeedsHatsu=true | 223344s666s888s66z | 4s | | | ryuuiisou 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            # no hatsu and the option wants it: chinitsu 6 + tanyao 1 + iipeikou 1 = 8 (baiman); 20 + 10 + 4 + 4 = 38 -> 40
            ryuuiisou needs hatsu, lacks it | tenhou;ryuuiisouNeedsHatsu=true | 22334444666888s | 2s | | | chinitsu 6, tanyao 1, iipeikou 1 | 8 | 40 | baiman | 16000 | 0 | 16000
            chinroutou                    | tenhou | 999m111p999p11s | 1s | pon:111m | | chinroutou 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            # 1112345678999m + 5m: 1m completes it, the 13 tiles were 11123455678999 less a 1 -> not the 9-sided wait
            chuuren                       | tenhou | 11123455678999m | 1m | | | chuuren 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            # pin: 1112234567899 9p + 1p: the 13 tiles held only two 1p -> chuuren, not junsei
            chuuren in pin                | tenhou | 11122345678999p | 1p | | | chuuren 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            junsei_chuuren single         | tenhou | 11123455678999m | 5m | | | junsei_chuuren 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            junsei_chuuren double         | score-default | 11123455678999m | 5m | | | junsei_chuuren 26 | 26 | 0 | 2x_yakuman | 64000 | 0 | 64000
            # the chuuren shape with a chi: chinitsu 5 + ittsu 1 = 6 (haneman); 20 + 8 (999m) = 28 -> 30
            chuuren absent when open      | tenhou | 11456789999m | 4m | chi:123m | | chinitsu 5, ittsu 1 | 6 | 30 | haneman | 12000 | 0 | 12000
            # four kans, tanki on the rinshan draw (spec §5 row 18): dealer 16000, the others 8000
            suukantsu                     | tenhou | 77p | 7p | minkan:2222m kakan:4444p ankan:6666s minkan:8888s | tsumo rinshan | suukantsu 13 | 13 | 0 | yakuman | 16000 | 8000 | 32000
            tenhou                        | tenhou | 123m456p789s234s99s | 9s | | dealer tsumo tenhou | tenhou 13 | 13 | 0 | yakuman | 16000 | 16000 | 48000
            chiihou                       | tenhou | 123m456p789s234s99s | 9s | | tsumo chiihou | chiihou 13 | 13 | 0 | yakuman | 16000 | 8000 | 32000
            renhou_yakuman                | tenhou;renhou=yakuman | 234m567p234s678s88p | 8s | | renhou | renhou_yakuman 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            """)
    void yakuman(String name, String rules, String hand, String win, String melds, String flags, String yaku, int han,
            int fu, String level, int main, int additional, int total) {
        ScoreOutcome.Scored s = Scoring.assertScore(Scoring.score(rules, hand, win, melds, flags), yaku, han, fu, level, main,
                additional, total);
        if ("yakuman".equals(level) || level.endsWith("x_yakuman")) {
            assertThat(s.score().yakumanMultiplier()).isEqualTo(han / 13);
            assertThat(s.score().limit()).isEqualTo(Limit.YAKUMAN);
            assertThat(s.score().fuParts()).isEmpty();
        } else {
            assertThat(s.score().yakumanMultiplier()).isZero();
        }
    }

    @Test
    void kokushiNearMissIsNotAWin() {
        // twelve of the thirteen kinds (no chun), two haku: not complete in any form
        assertThat(Scoring.code(Scoring.score("tenhou", "119m19p19s1234566z", "6z", null, null))).isEqualTo("hand_not_winning");
    }

    @Test
    void daisangenNearMissIsShousangen() {
        // the chun pair instead of a third dragon triplet: see YakuTest "shousangen"
        Scoring.assertScore(Scoring.score("tenhou", "234m567p77z", "7p", "pon:555z pon:666z", null),
                "yakuhai_haku 1, yakuhai_hatsu 1, shousangen 2", 4, 30, "", 7700, 0, 7700);
    }

    @Test
    void shousuushiiNearMissWithoutTheWindPair() {
        // East and South pons, West triplet, 789m, pair 9m: no wind pair -> no shousuushii.
        // Yaku: round wind East 1 + seat wind South 1 + honitsu (open) 2 + chanta (open) 1 = 5 -> mangan.
        // Fu: 20 + 4 + 4 (open honour pons) + 8 (333z concealed) + 2 (89m-7m penchan) = 38 -> 40.
        Scoring.assertScore(Scoring.score("tenhou", "333z789m99m", "7m", "pon:111z pon:222z", null),
                "round_wind_east 1, seat_wind_south 1, honitsu 2, chanta 1", 5, 40, "mangan", 8000, 0, 8000);
    }

    @Test
    void suukantsuNearMissIsSankantsu() {
        // Row 18's hand with a pon instead of the fourth kan, the same rinshan tsumo on the 7p tanki.
        // Yaku: sankantsu 2 + toitoi 2 + rinshan 1 + tanyao (open, all simples) 1 = 6 -> haneman 6000 / 3000.
        // Fu: 20 + 2 tsumo + 8 (minkan 2m) + 8 (kakan 4p) + 16 (ankan 6s) + 2 (open 888s) + 2 tanki = 58 -> 60.
        Scoring.assertScore(Scoring.score("tenhou", "77p", "7p", "minkan:2222m kakan:4444p ankan:6666s pon:888s", "tsumo rinshan"),
                "sankantsu 2, toitoi 2, rinshan 1, tanyao 1", 6, 60, "haneman", 6000, 3000, 12000);
    }
}
