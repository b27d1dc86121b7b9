package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every ordinary yaku in a hand where it is present and in a near miss where it is absent, each
 * value worked by hand. The yaku map is compared exactly, so a near miss proves the yaku is absent.
 *
 * <p>Defaults (see {@link Scoring}): the winner is a non-dealer in the South seat, East round, ron,
 * no dora. Payments: ron = base × 4 (dealer × 6) rounded up to 100; non-dealer tsumo = dealer pays
 * base × 2, the others base, each rounded up; dealer tsumo = base × 2 from each. Base = fu × 2^(han+2).
 */
class YakuTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # name                       | rules | hand                 | win | melds | flags | yaku | han | fu | level | main | add | total
            # --- situational yaku ---
            # closed tsumo: 20 + 2 tsumo + 4 (333s concealed simple) = 26 -> 30; 1h30 base 240: 500 / 300
            menzen_tsumo                 | tenhou | 234m567p333s789s99p | 9s | | tsumo | menzen_tsumo 1 | 1 | 30 | | 500 | 300 | 1100
            # open hand: no menzen tsumo; 20 + 2 + 4 (open haku) = 26 -> 30
            menzen_tsumo absent (open)   | tenhou | 234m567p789s99p | 9s | pon:555z | tsumo | yakuhai_haku 1 | 1 | 30 | | 500 | 300 | 1100
            # closed ron: 20 + 10 + 4 = 34 -> 40; 1h40 base 320 x4 = 1280 -> 1300
            riichi                       | tenhou | 234m567p333s789s99p | 9s | | riichi | riichi 1 | 1 | 40 | | 1300 | 0 | 1300
            # double riichi replaces riichi: 2h40 base 640 x4 = 2560 -> 2600
            double_riichi                | tenhou | 234m567p333s789s99p | 9s | | double | double_riichi 2 | 2 | 40 | | 2600 | 0 | 2600
            ippatsu                      | tenhou | 234m567p333s789s99p | 9s | | riichi ippatsu | riichi 1, ippatsu 1 | 2 | 40 | | 2600 | 0 | 2600
            # 3h40 base 1280 x4 = 5120 -> 5200
            ippatsu after double riichi  | tenhou | 234m567p333s789s99p | 9s | | double ippatsu | double_riichi 2, ippatsu 1 | 3 | 40 | | 5200 | 0 | 5200
            open_riichi                  | tenhou;openRiichi=true | 234m567p333s789s99p | 9s | | open | open_riichi 2 | 2 | 40 | | 2600 | 0 | 2600
            # double open riichi = 2 + 1
            open_riichi with double      | tenhou;openRiichi=true | 234m567p333s789s99p | 9s | | open double | double_riichi 2, open_riichi 1 | 3 | 40 | | 5200 | 0 | 5200
            # open ron: 20 + 2 (open 888m) = 22 -> 30; 1h30 = 960 -> 1000
            chankan                      | tenhou | 234m567p789s99p | 9s | pon:888m | chankan | chankan 1 | 1 | 30 | | 1000 | 0 | 1000
            # closed (ankan) rinshan tsumo: 20 + 2 tsumo + 2 penchan (89s-7s) + 16 (ankan 4m) = 40; 2h40 base 640: 1300 / 700
            rinshan                      | tenhou | 567p789s234s99p | 7s | ankan:4444m | tsumo rinshan | rinshan 1, menzen_tsumo 1 | 2 | 40 | | 1300 | 700 | 2700
            rinshan absent               | tenhou | 567p789s234s99p | 7s | ankan:4444m | tsumo | menzen_tsumo 1 | 1 | 40 | | 700 | 400 | 1500
            # open tsumo: 20 + 2 + 2 = 24 -> 30
            haitei                       | tenhou | 234m567p789s99p | 9s | pon:888m | tsumo haitei | haitei 1 | 1 | 30 | | 500 | 300 | 1100
            houtei                       | tenhou | 234m567p789s99p | 9s | pon:888m | houtei | houtei 1 | 1 | 30 | | 1000 | 0 | 1000
            # --- pinfu ---
            # 4 runs, pair 9p, 23s-4s ryanmen, closed ron = 30 fu
            pinfu ron                    | tenhou | 123m567p234s789s99p | 4s | | | pinfu 1 | 1 | 30 | | 1000 | 0 | 1000
            # pinfu tsumo = 20 fu, no tsumo fu; 2h20 base 320: 700 / 400
            pinfu tsumo                  | tenhou | 123m567p234s789s99p | 4s | | tsumo | pinfu 1, menzen_tsumo 1 | 2 | 20 | | 700 | 400 | 1500
            # tsumoPinfu=false: the tsumo fu break pinfu: 20 + 2 = 22 -> 30
            pinfu tsumo not allowed      | tenhou;tsumoPinfu=false | 123m567p234s789s99p | 4s | | tsumo | menzen_tsumo 1 | 1 | 30 | | 500 | 300 | 1100
            # kanchan 2s-4s: 20 + 10 + 2 = 32 -> 40
            not pinfu on kanchan         | tenhou | 123m567p234s789s99p | 3s | | riichi | riichi 1 | 1 | 40 | | 1300 | 0 | 1300
            # penchan 12m-3m
            not pinfu on penchan         | tenhou | 123m567p234s789s99p | 3m | | riichi | riichi 1 | 1 | 40 | | 1300 | 0 | 1300
            # tanki 9p
            not pinfu on tanki           | tenhou | 123m567p234s789s99p | 9p | | riichi | riichi 1 | 1 | 40 | | 1300 | 0 | 1300
            # dragon pair: 20 + 10 + 2 = 32 -> 40
            not pinfu with dragon pair   | tenhou | 123m567p234s789s55z | 4s | | riichi | riichi 1 | 1 | 40 | | 1300 | 0 | 1300
            not pinfu with seat wind pair | tenhou | 123m567p234s789s22z | 4s | | riichi | riichi 1 | 1 | 40 | | 1300 | 0 | 1300
            not pinfu with round wind pair | tenhou | 123m567p234s789s11z | 4s | | riichi | riichi 1 | 1 | 40 | | 1300 | 0 | 1300
            # West is no value wind for South seat in East round: pinfu stands; 2h30 = 1920 -> 2000
            pinfu with guest wind pair   | tenhou | 123m567p234s789s33z | 4s | | riichi | riichi 1, pinfu 1 | 2 | 30 | | 2000 | 0 | 2000
            # --- tanyao ---
            tanyao closed                | tenhou | 234m567p234s678s88p | 8s | | | pinfu 1, tanyao 1 | 2 | 30 | | 2000 | 0 | 2000
            # kuitan=false changes nothing for a closed hand
            tanyao closed, kuitan off    | tenhou;kuitan=false | 234m567p234s678s88p | 8s | | | pinfu 1, tanyao 1 | 2 | 30 | | 2000 | 0 | 2000
            # open hand without fu counts 30
            tanyao open (kuitan)         | tenhou | 234m567p234s88p | 4s | chi:678s | | tanyao 1 | 1 | 30 | | 1000 | 0 | 1000
            # --- iipeikou / ryanpeikou ---
            # 3h30 = 3840 -> 3900
            iipeikou                     | tenhou | 223344m567p678s88p | 4m | | | pinfu 1, tanyao 1, iipeikou 1 | 3 | 30 | | 3900 | 0 | 3900
            iipeikou absent when open    | tenhou | 234m567p678s88p | 4m | chi:234m | | tanyao 1 | 1 | 30 | | 1000 | 0 | 1000
            # ryanpeikou + pinfu 4h30 = 7680 -> 7700 beats chiitoitsu 2h25 = 1600
            ryanpeikou over chiitoitsu   | tenhou | 223344m778899p33z | 4m | | | ryanpeikou 3, pinfu 1 | 4 | 30 | | 7700 | 0 | 7700
            # tanki on West: 20 + 10 + 2 = 32 -> 40; 3h40 = 5120 -> 5200 beats chiitoitsu 1600
            ryanpeikou on tanki          | tenhou | 223344m778899p33z | 3z | | | ryanpeikou 3 | 3 | 40 | | 5200 | 0 | 5200
            # --- yakuhai: open 234m 567p 789s 99p + a pon of honours; 20 + 4 = 24 -> 30 ---
            yakuhai_haku                 | tenhou | 234m567p789s99p | 9s | pon:555z | | yakuhai_haku 1 | 1 | 30 | | 1000 | 0 | 1000
            yakuhai_hatsu                | tenhou | 234m567p789s99p | 9s | pon:666z | | yakuhai_hatsu 1 | 1 | 30 | | 1000 | 0 | 1000
            yakuhai_chun                 | tenhou | 234m567p789s99p | 9s | pon:777z | | yakuhai_chun 1 | 1 | 30 | | 1000 | 0 | 1000
            # three players, North a value tile for everyone (riichi.northValue): 20 + 4 (open North) + 2 penchan = 26 -> 30
            yakuhai_north                | tenhou-sanma;northValue=true | 234p567p789s99p | 9s | pon:444z | | yakuhai_north 1 | 1 | 30 | | 1000 | 0 | 1000
            # closed: 20 + 10 + 8 (concealed honour triplet) = 38 -> 40
            yakuhai_haku concealed       | tenhou | 234m567p789s555z99p | 9s | | | yakuhai_haku 1 | 1 | 40 | | 1300 | 0 | 1300
            # dealer ron 1h30: 240 x6 = 1440 -> 1500
            seat_wind_east               | tenhou | 234m567p789s99p | 9s | pon:111z | dealer round=S | seat_wind_east 1 | 1 | 30 | | 1500 | 0 | 1500
            seat_wind_south              | tenhou | 234m567p789s99p | 9s | pon:222z | seat=S | seat_wind_south 1 | 1 | 30 | | 1000 | 0 | 1000
            seat_wind_west               | tenhou | 234m567p789s99p | 9s | pon:333z | seat=W | seat_wind_west 1 | 1 | 30 | | 1000 | 0 | 1000
            seat_wind_north              | tenhou | 234m567p789s99p | 9s | pon:444z | seat=N | seat_wind_north 1 | 1 | 30 | | 1000 | 0 | 1000
            round_wind_east              | tenhou | 234m567p789s99p | 9s | pon:111z | seat=S round=E | round_wind_east 1 | 1 | 30 | | 1000 | 0 | 1000
            round_wind_south             | tenhou | 234m567p789s99p | 9s | pon:222z | seat=W round=S | round_wind_south 1 | 1 | 30 | | 1000 | 0 | 1000
            round_wind_west              | tenhou | 234m567p789s99p | 9s | pon:333z | seat=S round=W | round_wind_west 1 | 1 | 30 | | 1000 | 0 | 1000
            round_wind_north             | tenhou | 234m567p789s99p | 9s | pon:444z | seat=S round=N | round_wind_north 1 | 1 | 30 | | 1000 | 0 | 1000
            # double East: 2h30 dealer 480 x6 = 2880 -> 2900
            double east                  | tenhou | 234m567p789s99p | 9s | pon:111z | dealer round=E | seat_wind_east 1, round_wind_east 1 | 2 | 30 | | 2900 | 0 | 2900
            double south                 | tenhou | 234m567p789s99p | 9s | pon:222z | seat=S round=S | seat_wind_south 1, round_wind_south 1 | 2 | 30 | | 2000 | 0 | 2000
            # --- chiitoitsu: 25 fu ---
            chiitoitsu ron               | tenhou | 1199m336677p4488s | 1m | | | chiitoitsu 2 | 2 | 25 | | 1600 | 0 | 1600
            # 3h25 base 800: 1600 / 800
            chiitoitsu tsumo             | tenhou | 1199m336677p4488s | 1m | | tsumo | chiitoitsu 2, menzen_tsumo 1 | 3 | 25 | | 1600 | 800 | 3200
            chiitoitsu four of a kind allowed | tenhou;chiitoiFourOfKind=true | 1111m336677p4488s | 1m | | | chiitoitsu 2 | 2 | 25 | | 1600 | 0 | 1600
            # --- sanshoku / ittsu ---
            # 23p-1p ryanmen: pinfu + sanshoku 3h30 = 3900
            sanshoku_doujun closed       | tenhou | 123456m123p123s99s | 1p | | | pinfu 1, sanshoku_doujun 2 | 3 | 30 | | 3900 | 0 | 3900
            sanshoku_doujun open         | tenhou | 123456m123p99s | 1p | chi:123s | | sanshoku_doujun 1 | 1 | 30 | | 1000 | 0 | 1000
            sanshoku_doujun absent       | tenhou | 123456m123p234s99s | 1p | | | pinfu 1 | 1 | 30 | | 1000 | 0 | 1000
            # 20 + 2 (open 222s) + 4 (222m) + 4 (222p) = 30; 2h30 = 2000
            sanshoku_doukou              | tenhou | 222m222p456m99s | 4m | pon:222s | | sanshoku_doukou 2 | 2 | 30 | | 2000 | 0 | 2000
            sanshoku_doukou absent       | tenhou | 222m222p456m88s | 4m | pon:333s | | tanyao 1 | 1 | 30 | | 1000 | 0 | 1000
            ittsu closed                 | tenhou | 123456789m234p99p | 4p | | | pinfu 1, ittsu 2 | 3 | 30 | | 3900 | 0 | 3900
            ittsu open                   | tenhou | 123456m234p99p | 4p | chi:789m | | ittsu 1 | 1 | 30 | | 1000 | 0 | 1000
            # --- chanta / junchan ---
            # 20 + 10 + 8 (999s) + 2 tanki = 40; 2h40 = 2600
            chanta closed                | tenhou | 123m789p123s999s33z | 3z | | | chanta 2 | 2 | 40 | | 2600 | 0 | 2600
            # 20 + 8 + 2 = 30
            chanta open                  | tenhou | 789p123s999s33z | 3z | chi:123m | | chanta 1 | 1 | 30 | | 1000 | 0 | 1000
            # 89s-7s penchan: 20 + 10 + 2 = 32 -> 40; 3h40 = 5200
            junchan closed               | tenhou | 123m789m123p789s11s | 7s | | | junchan 3 | 3 | 40 | | 5200 | 0 | 5200
            # 20 + 2 = 22 -> 30; 2h30 = 2000
            junchan open                 | tenhou | 123m789m789s11s | 7s | chi:123p | | junchan 2 | 2 | 30 | | 2000 | 0 | 2000
            # --- triplet hands ---
            # 20 + 2 + 2 (open 222m, 888p) + 4 + 4 (444s, 666s) + 2 tanki = 34 -> 40
            toitoi                       | tenhou | 444s666s99m | 9m | pon:222m pon:888p | | toitoi 2 | 2 | 40 | | 2600 | 0 | 2600
            # ron on the 78s run: 3 concealed triplets; 20 + 10 + 8 + 4 + 4 = 46 -> 50; 2h50 = 3200
            sanankou                     | tenhou | 111m333p444s789s22p | 9s | | | sanankou 2 | 2 | 50 | | 3200 | 0 | 3200
            # ron on the 4s/2p shanpon: 444s counts open, two concealed triplets; 20 + 10 + 8 + 4 + 2 = 44 -> 50
            sanankou broken by shanpon ron | tenhou | 111m333p444s789s22p | 4s | | riichi | riichi 1 | 1 | 50 | | 1600 | 0 | 1600
            # tsumo on the shanpon: 20 + 2 + 8 + 4 + 4 = 38 -> 40; 3h40 base 1280: 2600 / 1300
            sanankou tsumo on shanpon    | tenhou | 111m333p444s789s22p | 4s | | tsumo | sanankou 2, menzen_tsumo 1 | 3 | 40 | | 2600 | 1300 | 5200
            # a closed kan is a concealed triplet: ankan 2m + 444p + 666s; 20 + 10 + 16 + 4 + 4 = 54 -> 60; 2h60 = 3840 -> 3900
            sanankou with an ankan       | tenhou | 444p666s789s99p | 9s | ankan:2222m | | sanankou 2 | 2 | 60 | | 3900 | 0 | 3900
            # 20 + 16 (ankan 2m) + 8 (minkan 7p) + 16 (kakan 9s) + 2 tanki = 62 -> 70; 2h70 = 4480 -> 4500
            sankantsu                    | tenhou | 456m88s | 8s | ankan:2222m minkan:7777p kakan:9999s | | sankantsu 2 | 2 | 70 | | 4500 | 0 | 4500
            # 20 + 4 + 4 (open 111m 999p) + 8 + 8 (111s 333z) + 2 tanki = 46 -> 50; 4h50 -> mangan
            honroutou                    | tenhou | 111s333z99s | 9s | pon:111m pon:999p | | toitoi 2, honroutou 2 | 4 | 50 | mangan | 8000 | 0 | 8000
            # 4h25 base 1600 x4 = 6400
            honroutou chiitoitsu         | tenhou | 1199m1199p11s11z22z | 2z | | | chiitoitsu 2, honroutou 2 | 4 | 25 | | 6400 | 0 | 6400
            # 20 + 4 + 4 + 2 (chun pair) = 30; 4h30 = 7700
            shousangen                   | tenhou | 234m567p77z | 7p | pon:555z pon:666z | | yakuhai_haku 1, yakuhai_hatsu 1, shousangen 2 | 4 | 30 | | 7700 | 0 | 7700
            shousangen absent            | tenhou | 234m567p99s | 7p | pon:555z pon:666z | | yakuhai_haku 1, yakuhai_hatsu 1 | 2 | 30 | | 2000 | 0 | 2000
            # --- one suit ---
            # seven pairs in man and honours: chiitoitsu 2 + honitsu 3 = 5 -> mangan
            honitsu chiitoitsu           | tenhou | 11335577m112233z | 3z | | | chiitoitsu 2, honitsu 3 | 5 | 25 | mangan | 8000 | 0 | 8000
            # 20 + 10 + 8 (999m) + 8 (444z) = 46 -> 50; 3h50 = 6400
            honitsu closed               | tenhou | 234m567m999m444z33z | 2m | | | honitsu 3 | 3 | 50 | | 6400 | 0 | 6400
            # 20 + 8 + 8 = 36 -> 40; 2h40 = 2600
            honitsu open                 | tenhou | 567m999m444z33z | 5m | chi:234m | | honitsu 2 | 2 | 40 | | 2600 | 0 | 2600
            # 123 234 567 888 99: 20 + 10 + 4 = 34 -> 40; 6 han haneman
            chinitsu closed              | tenhou | 12233456788899m | 4m | | | chinitsu 6 | 6 | 40 | haneman | 12000 | 0 | 12000
            # 20 + 4 = 24 -> 30; 5 han mangan
            chinitsu open                | tenhou | 23456788899m | 4m | chi:123m | | chinitsu 5 | 5 | 30 | mangan | 8000 | 0 | 8000
            # --- renhou under score-default: 5 han adding to pinfu + tanyao = 7 -> haneman ---
            renhou mangan                | score-default | 234m567p234s678s88p | 8s | | renhou | renhou 5, pinfu 1, tanyao 1 | 7 | 30 | haneman | 12000 | 0 | 12000
            renhou alone is a mangan     | score-default | 234m567p333s789s99p | 9s | | renhou | renhou 5 | 5 | 40 | mangan | 8000 | 0 | 8000
            """)
    void yaku(String name, String rules, String hand, String win, String melds, String flags, String yaku, int han,
            int fu, String level, int main, int additional, int total) {
        Scoring.assertScore(Scoring.score(rules, hand, win, melds, flags), yaku, han, fu, level, main, additional, total);
    }

    /** Near misses where nothing else gives a yaku, and hands that are not a win. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # name                        | rules | hand | win | melds | flags | error
            chankan absent                | tenhou | 234m567p789s99p | 9s | pon:888m | | no_yaku
            haitei absent                 | tenhou | 234m567p789s99p | 9s | pon:888m | tsumo | no_yaku
            tanyao open, kuitan off       | tenhou;kuitan=false | 234m567p234s88p | 4s | chi:678s | | no_yaku
            guest wind pon                | tenhou | 234m567p789s99p | 9s | pon:333z | | no_yaku
            ittsu absent                  | tenhou | 123456m234p99p | 4p | chi:789p | | no_yaku
            chanta absent (234s)          | tenhou | 789p234s999s33z | 3z | chi:123m | | no_yaku
            toitoi absent (one run)       | tenhou | 345s666s99m | 9m | pon:222m pon:888p | | no_yaku
            sanankou absent with a minkan | tenhou | 444p666s789s99p | 9s | minkan:2222m | | no_yaku
            sankantsu absent (two kans)   | tenhou | 456m88s | 8s | ankan:2222m minkan:7777p pon:999s | | no_yaku
            chiitoitsu with four of a kind | tenhou | 1111m336677p4488s | 1m | | | hand_not_winning
            """)
    void nearMissWithoutYaku(String name, String rules, String hand, String win, String melds, String flags, String error) {
        assertThat(Scoring.code(Scoring.score(rules, hand, win, melds, flags))).isEqualTo(error);
    }
}
