package org.jantaku.riichi.scoring;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hands with several readings, or several places for the winning tile: the scorer keeps the reading
 * paid most; on equal points the one with more han, then more fu (score-jsonl.md).
 */
class BestReadingTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # name                        | rules | hand | win | melds | flags | yaku | han | fu | level | main | add | total
            # 111 222 333m as triplets: tsumo on 333 keeps it concealed: sanankou 2 + tsumo 1; 20 + 2 + 8 + 4 + 4 = 38 -> 40;
            # 3h40 base 1280 = 5200. As 123m x3: penchan, iipeikou + tsumo 2h, 20 + 2 + 2 = 24 -> 30: 2000.
            triplets win by tsumo         | tenhou | 111222333m456p99s | 3m | | tsumo | sanankou 2, menzen_tsumo 1 | 3 | 40 | | 2600 | 1300 | 5200
            # ron on 3m: as triplets 333 counts open, no sanankou: riichi 1h, 20 + 10 + 8 + 4 + 2 = 44 -> 50 = 1600.
            # As runs: riichi + iipeikou 2h, penchan 20 + 10 + 2 = 32 -> 40 = 2600.
            runs win by ron               | tenhou | 111222333m456p99s | 3m | | riichi | riichi 1, iipeikou 1 | 2 | 40 | | 2600 | 0 | 2600
            # 9p completes 78p (ryanmen). Triplets: riichi + sanankou 3h, 20 + 10 + 8 + 4 + 4 = 46 -> 50 = 6400.
            # Runs: riichi + pinfu + iipeikou + junchan = 6 -> haneman 12000.
            runs with junchan win         | tenhou | 111222333m789p99s | 9p | | riichi | riichi 1, pinfu 1, iipeikou 1, junchan 3 | 6 | 30 | haneman | 12000 | 0 | 12000
            # 6p completes 45p. Triplets: riichi + sanankou 3h50 = 6400. Runs: riichi + pinfu + iipeikou 3h30 = 3900.
            same han, points decide       | tenhou | 111222333m456p99s | 6p | | riichi | riichi 1, sanankou 2 | 3 | 50 | | 6400 | 0 | 6400
            # + 2 dora (8s -> 9s x2): triplets 5h50, runs 5h30: both mangan 8000, same han -> more fu: the triplets
            equal points and han, more fu | tenhou | 111222333m456p99s | 6p | | riichi dora=8s | riichi 1, sanankou 2, dora 2 | 5 | 50 | mangan | 8000 | 0 | 8000
            # tanki on 8s. Ryanpeikou reading: riichi 1 + tsumo 1 + ryanpeikou 3 + tanyao 1 + 4 dora (7s -> 8s x2, 1m -> 2m x2)
            # = 10 (baiman), 20 + 2 + 2 = 24 -> 30. Seven pairs: riichi + tsumo + chiitoitsu 2 + tanyao + 4 = 9 (baiman).
            # Equal points (16000) -> more han: ryanpeikou.
            equal points, more han        | tenhou | 223344m667788p88s | 8s | | tsumo riichi dora=7s1m | riichi 1, menzen_tsumo 1, ryanpeikou 3, tanyao 1, dora 4 | 10 | 30 | baiman | 8000 | 4000 | 16000
            # 122334m: 123 + 234. 2m is the kanchan of 1_3 or the ryanmen of 34: ryanmen gives pinfu (2h30 = 2000)
            # where kanchan gives 1h40 = 1300.
            ryanmen reading for pinfu     | tenhou | 122334m456s789p99p | 2m | | riichi | riichi 1, pinfu 1 | 2 | 30 | | 2000 | 0 | 2000
            # the same shape with 111s and a chun pair: no pinfu either way; ryanmen 20 + 10 + 8 + 2 = 40,
            # kanchan 42 -> 50: 1h50 = 1600 beats 1h40 = 1300
            kanchan reading for fu        | tenhou | 122334m111s789p77z | 2m | | riichi | riichi 1 | 1 | 50 | | 1600 | 0 | 1600
            # 34555m: 5m is the tanki of 55 or the ryanmen of 34: ryanmen, pinfu 2h30 = 2000 (tanki 1h40 = 1300)
            ryanmen over tanki            | tenhou | 34555m789p234678s | 5m | | riichi | riichi 1, pinfu 1 | 2 | 30 | | 2000 | 0 | 2000
            # 234 + 444m, ron 4m: in the run the triplet stays concealed: sanankou 2, 20 + 10 + 8 + 4 + 4 = 46 -> 50 = 3200;
            # on the triplet (ron) only two concealed triplets and no yaku
            ron tile placed in the run    | tenhou | 234444m111p333s99s | 4m | | | sanankou 2 | 2 | 50 | | 3200 | 0 | 3200
            """)
    void best(String name, String rules, String hand, String win, String melds, String flags, String yaku, int han, int fu,
            String level, int main, int additional, int total) {
        Scoring.assertScore(Scoring.score(rules, hand, win, melds, flags), yaku, han, fu, level, main, additional, total);
    }
}
