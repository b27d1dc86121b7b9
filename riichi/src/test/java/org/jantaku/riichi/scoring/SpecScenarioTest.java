package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one-hand rows of {@code shared/spec/riichi-options.md} §5 (6, 7, 8, 15, 18, 19, 28, 34, 38)
 * for the three presets: baseline ({@code tenhou}), {@code kyoto-club} and {@code baochong}. (The
 * kan-dora timing only changes which indicators are passed in, pao only who pays: both are tested
 * through play in {@code org.jantaku.riichi.game.SpecScenarioPlayTest}.)
 */
class SpecScenarioTest {
    static final String KYOTO = "kyoto-club";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # name                        | rules | hand | win | melds | flags | yaku | han | fu | level | main | add | total
            # row 6, non-dealer ron 4 han 30 fu: riichi pinfu tanyao + dora 2m
            row 6 nondealer 4h30 baseline | tenhou | 234m567p234s678s88p | 8s | | riichi dora=1m | riichi 1, pinfu 1, tanyao 1, dora 1 | 4 | 30 | | 7700 | 0 | 7700
            row 6 nondealer 4h30 kyoto    | KYOTO | 234m567p234s678s88p | 8s | | riichi dora=1m | riichi 1, pinfu 1, tanyao 1, dora 1 | 4 | 30 | mangan | 8000 | 0 | 8000
            # row 6, dealer ron 3 han 60 fu: ankan 2m (16) + concealed haku (8): 20 + 10 + 16 + 8 = 54 -> 60; riichi haku dora 3p
            row 6 dealer 3h60 baseline    | tenhou | 555z345p678s99m | 6s | ankan:2222m | dealer riichi dora=2p | riichi 1, yakuhai_haku 1, dora 1 | 3 | 60 | | 11600 | 0 | 11600
            row 6 dealer 3h60 kyoto       | KYOTO | 555z345p678s99m | 6s | ankan:2222m | dealer riichi dora=2p | riichi 1, yakuhai_haku 1, dora 1 | 3 | 60 | mangan | 12000 | 0 | 12000
            row 6 nondealer 4h30 baochong | baochong | 234m567p234s678s88p | 8s | | riichi dora=1m | riichi 1, pinfu 1, tanyao 1, dora 1 | 4 | 30 | | 7700 | 0 | 7700
            row 6 dealer 3h60 baochong    | baochong | 555z345p678s99m | 6s | ankan:2222m | dealer riichi dora=2p | riichi 1, yakuhai_haku 1, dora 1 | 3 | 60 | | 11600 | 0 | 11600
            # row 7, dealer East round riichi 111m 234p 678p 45s EE ron 3s:
            # 20 + 10 + 8 (111m) + 4 (double East pair) = 42 -> 50; 1h50 dealer 400 x6 = 2400
            row 7 baseline                | tenhou | 111m234p678p345s11z | 3s | | dealer round=E riichi | riichi 1 | 1 | 50 | | 2400 | 0 | 2400
            # pair 2: 40 fu; 320 x6 = 1920 -> 2000
            row 7 kyoto                   | KYOTO | 111m234p678p345s11z | 3s | | dealer round=E riichi | riichi 1 | 1 | 40 | | 2000 | 0 | 2000
            row 7 baochong                | baochong | 111m234p678p345s11z | 3s | | dealer round=E riichi | riichi 1 | 1 | 50 | | 2400 | 0 | 2400
            # row 8, 2 honba: non-dealer ron 3900 (pinfu tanyao iipeikou 3h30) -> 4500
            row 8 ron baseline            | tenhou | 223344m567p678s88p | 4m | | honba=2 | pinfu 1, tanyao 1, iipeikou 1 | 3 | 30 | | 3900 | 0 | 4500
            row 8 ron kyoto               | KYOTO | 223344m567p678s88p | 4m | | honba=2 | pinfu 1, tanyao 1, iipeikou 1 | 3 | 30 | | 3900 | 0 | 4500
            # non-dealer tsumo 1000 / 2000 (riichi ippatsu tsumo 3h30) -> 1200 / 2200: 2000 + 2 x 1000 + 600
            row 8 tsumo baseline          | tenhou | 234m567p333s789s99p | 9s | | tsumo riichi ippatsu honba=2 | riichi 1, ippatsu 1, menzen_tsumo 1 | 3 | 30 | | 2000 | 1000 | 4600
            row 8 tsumo kyoto             | KYOTO | 234m567p333s789s99p | 9s | | tsumo riichi ippatsu honba=2 | riichi 1, ippatsu 1, menzen_tsumo 1 | 3 | 30 | | 2000 | 1000 | 4600
            # baochong: 1500 per dealer-streak counter: ron 3900 + 3000 = 6900; tsumo 2000 / 3000 (500 x 2 more from each)
            row 8 ron baochong            | baochong | 223344m567p678s88p | 4m | | honba=2 | pinfu 1, tanyao 1, iipeikou 1 | 3 | 30 | | 3900 | 0 | 6900
            row 8 tsumo baochong          | baochong | 234m567p333s789s99p | 9s | | tsumo riichi ippatsu honba=2 | riichi 1, ippatsu 1, menzen_tsumo 1 | 3 | 30 | | 2000 | 1000 | 7000
            # row 15, pon chun, daiminkan 6p, rinshan 8s (67s ryanmen). First indicator East (no dora).
            # 20 + 2 tsumo + 4 (open chun) + 8 (open kan 6p) = 34 -> 40; chun + rinshan = 2h40: 1300 / 700
            row 15 baseline               | tenhou | 234m678s99m | 8s | pon:777z minkan:6666p | tsumo rinshan dora=1z | yakuhai_chun 1, rinshan 1 | 2 | 40 | | 1300 | 700 | 2700
            # kyoto reveals the kan's indicator 8m at once: 9m x2 -> 4h40 -> mangan 4000 / 2000
            row 15 kyoto                  | KYOTO | 234m678s99m | 8s | pon:777z minkan:6666p | tsumo rinshan dora=1z8m | yakuhai_chun 1, rinshan 1, dora 2 | 4 | 40 | mangan | 4000 | 2000 | 8000
            row 15 baochong               | baochong | 234m678s99m | 8s | pon:777z minkan:6666p | tsumo rinshan dora=1z8m | yakuhai_chun 1, rinshan 1, dora 2 | 4 | 40 | mangan | 4000 | 2000 | 8000
            # row 18, suukantsu tsumo on the tanki: E 16000, W 8000, N 8000 (kyoto's pao changes only who pays)
            row 18 baseline               | tenhou | 77p | 7p | minkan:2222m kakan:4444p ankan:6666s minkan:8888s | tsumo rinshan | suukantsu 13 | 13 | 0 | yakuman | 16000 | 8000 | 32000
            row 18 kyoto                  | KYOTO | 77p | 7p | minkan:2222m kakan:4444p ankan:6666s minkan:8888s | tsumo rinshan | suukantsu 13 | 13 | 0 | yakuman | 16000 | 8000 | 32000
            # row 19, daisangen ron with 1 honba: the hand is 32000 + 300 (split between B and C by pao)
            row 19 baseline               | tenhou | 777z234m99p | 2m | pon:555z pon:666z | honba=1 | daisangen 13 | 13 | 0 | yakuman | 32000 | 0 | 32300
            row 19 kyoto                  | KYOTO | 777z234m99p | 2m | pon:555z pon:666z | honba=1 | daisangen 13 | 13 | 0 | yakuman | 32000 | 0 | 32300
            row 19 baochong               | baochong | 777z234m99p | 2m | pon:555z pon:666z | honba=1 | daisangen 13 | 13 | 0 | yakuman | 32000 | 0 | 33500
            # row 28, first go-around ron with pinfu tanyao 2h30: no renhou in the baseline -> 2000
            row 28 baseline               | tenhou | 234m567p234s678s88p | 8s | | | pinfu 1, tanyao 1 | 2 | 30 | | 2000 | 0 | 2000
            row 28 kyoto                  | KYOTO | 234m567p234s678s88p | 8s | | renhou | renhou_yakuman 13 | 13 | 0 | yakuman | 32000 | 0 | 32000
            row 28 baochong               | baochong | 234m567p234s678s88p | 8s | | | pinfu 1, tanyao 1 | 2 | 30 | | 2000 | 0 | 2000
            # row 34, counter 2 (the dealer repeated twice), a non-dealer rons a 1000-point hand (open haku, 1 han 30 fu)
            row 34 baseline               | tenhou | 234m567p234s88p | 4s | pon:555z | honba=2 | yakuhai_haku 1 | 1 | 30 | | 1000 | 0 | 1600
            row 34 kyoto                  | KYOTO | 234m567p234s88p | 4s | pon:555z | honba=2 | yakuhai_haku 1 | 1 | 30 | | 1000 | 0 | 1600
            row 34 baochong               | baochong | 234m567p234s88p | 4s | pon:555z | honba=2 | yakuhai_haku 1 | 1 | 30 | | 1000 | 0 | 4000
            # and under score-default (renhou = 5 han added): 7 han haneman
            row 28 score-default          | score-default | 234m567p234s678s88p | 8s | | renhou | renhou 5, pinfu 1, tanyao 1 | 7 | 30 | haneman | 12000 | 0 | 12000
            """)
    void row(String name, String rules, String hand, String win, String melds, String flags, String yaku, int han, int fu,
            String level, int main, int additional, int total) {
        String r = "KYOTO".equals(rules) ? KYOTO : rules;
        Scoring.assertScore(Scoring.score(r, hand, win, melds, flags), yaku, han, fu, level, main, additional, total);
    }

    @Test
    void row8BonusesAreTheHonbaParts() {
        assertThat(Scoring.scored(Scoring.score("tenhou", "223344m567p678s88p", "4m", null, "honba=2")).cost())
                .isEqualTo(new Cost(3900, 0, 600, 0, 0, 4500));
        assertThat(Scoring.scored(Scoring.score("tenhou", "234m567p333s789s99p", "9s", null, "tsumo riichi ippatsu honba=2"))
                .cost()).isEqualTo(new Cost(2000, 1000, 200, 200, 0, 4600));
    }

    @Test
    void row19HonbaIsOnTheRon() {
        assertThat(Scoring.scored(Scoring.score("tenhou", "777z234m99p", "2m", "pon:555z pon:666z", "honba=1")).cost())
                .isEqualTo(new Cost(32000, 0, 300, 0, 0, 32300));
    }

    @Test
    void row28RenhouIsNoYakuInTheBaseline() {
        // the baseline has no renhou: claiming it is an impossible situation under these rules
        assertThat(Scoring.code(Scoring.score("tenhou", "234m567p234s678s88p", "8s", null, "renhou"))).isEqualTo("invalid_input");
    }

    @Test
    void row38OpenHandWithOnlyDoraCannotWin() {
        // chi 234m, 567p 123s 789s 99p, ron 9s; dora 8p (-> 9p x2) and 1m (-> 2m): 3 dora, no yaku
        assertThat(Scoring.code(Scoring.score("tenhou", "567p789s123s99p", "9s", "chi:234m", "dora=8p1m"))).isEqualTo("no_yaku");
        assertThat(Scoring.code(Scoring.score(KYOTO, "567p789s123s99p", "9s", "chi:234m", "dora=8p1m"))).isEqualTo("no_yaku");
        assertThat(Scoring.code(Scoring.score("baochong", "567p789s123s99p", "9s", "chi:234m", "dora=8p1m"))).isEqualTo("no_yaku");
    }
}
