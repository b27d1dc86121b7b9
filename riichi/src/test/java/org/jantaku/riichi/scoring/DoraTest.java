package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dora from indicators (the next tile: 9 wraps to 1 within a suit, North to East, Red to White),
 * several indicators (kan dora), red fives (and red fives off), ura-dora only in riichi.
 */
class DoraTest {

    /**
     * Open haku, concealed 123m 456p 789s + East pair, ron 9s (78s ryanmen). Non-dealer South seat in
     * the East round: the East pair is a round-wind pair. Fu 20 + 4 (open haku) + 2 (pair) = 26 -> 30.
     * 1 han of yaku (haku). Holds 1m 2m 3m 4p 5p 6p 7s 8s 9s, two East and three haku.
     */
    @ParameterizedTest(name = "indicator {0} -> {1} dora")
    @CsvSource(delimiter = '|', textBlock = """
            # indicators | dora | han | ron
            9m           | 1    | 2   | 2000
            1m           | 1    | 2   | 2000
            3m           | 0    | 1   | 1000
            3p           | 1    | 2   | 2000
            4p           | 1    | 2   | 2000
            9p           | 0    | 1   | 1000
            6s           | 1    | 2   | 2000
            8s           | 1    | 2   | 2000
            9s           | 0    | 1   | 1000
            # winds: North -> East (two East in the hand), East -> South, West -> North
            4z           | 2    | 3   | 3900
            1z           | 0    | 1   | 1000
            3z           | 0    | 1   | 1000
            # dragons: chun -> haku (three haku), haku -> hatsu, hatsu -> chun
            7z           | 3    | 4   | 7700
            5z           | 0    | 1   | 1000
            6z           | 0    | 1   | 1000
            # several indicators add up (kan dora)
            9m4z         | 3    | 4   | 7700
            9m4z7z       | 6    | 7   | 12000
            """)
    void indicators(String indicators, int dora, int han, int ron) {
        HandScore s = Scoring.assertScore(Scoring.score("tenhou", "123m456p789s11z", "9s", "pon:555z", "dora=" + indicators),
                dora == 0 ? "yakuhai_haku 1" : "yakuhai_haku 1, dora " + dora, han, 30, han >= 6 ? "haneman" : "", ron, 0, ron)
                .score();
        assertThat(s.fu()).isEqualTo(30);
    }

    @Test
    void redFiveIsADora() {
        // 0p is the red five: 1 aka dora -> 2h30 = 2000
        Scoring.assertScore(Scoring.score("tenhou", "123m406p789s11z", "9s", "pon:555z", null),
                "yakuhai_haku 1, aka_dora 1", 2, 30, "", 2000, 0, 2000);
    }

    @Test
    void redFiveInAMeld() {
        // chi 4-0-6p: the red five counts in a meld too. Fu 20 + 4 + 2 = 26 -> 30.
        Scoring.assertScore(Scoring.score("tenhou", "123m789s11z", "9s", "pon:555z chi:406p", null),
                "yakuhai_haku 1, aka_dora 1", 2, 30, "", 2000, 0, 2000);
    }

    @Test
    void redFivesOff() {
        Scoring.assertScore(Scoring.score("tenhou;redFives=[0,0,0]", "123m406p789s11z", "9s", "pon:555z", null),
                "yakuhai_haku 1", 1, 30, "", 1000, 0, 1000);
        // only the pin red five switched off
        Scoring.assertScore(Scoring.score("tenhou;redFives=[1,0,1]", "123m406p789s11z", "9s", "pon:555z", null),
                "yakuhai_haku 1", 1, 30, "", 1000, 0, 1000);
        Scoring.assertScore(Scoring.score("tenhou;redFives=[0,1,0]", "123m406p789s11z", "9s", "pon:555z", null),
                "yakuhai_haku 1, aka_dora 1", 2, 30, "", 2000, 0, 2000);
    }

    @Test
    void redFiveThatIsAlsoADora() {
        // indicator 4p -> 5p: the red 5p is both a dora and an aka dora: 3h30 = 3900
        Scoring.assertScore(Scoring.score("tenhou", "123m406p789s11z", "9s", "pon:555z", "dora=4p"),
                "yakuhai_haku 1, dora 1, aka_dora 1", 3, 30, "", 3900, 0, 3900);
    }

    @Test
    void uraDoraCountsOnlyInRiichi() {
        // riichi ron, 20 + 10 + 4 = 34 -> 40; ura 2s -> 3s x3: 4h40 -> mangan
        Scoring.assertScore(Scoring.score("tenhou", "234m567p333s789s99p", "9s", null, "riichi ura=2s"),
                "riichi 1, ura_dora 3", 4, 40, "mangan", 8000, 0, 8000);
        // no riichi (closed tsumo): the ura indicator is ignored; 20 + 2 + 4 = 26 -> 30
        Scoring.assertScore(Scoring.score("tenhou", "234m567p333s789s99p", "9s", null, "tsumo ura=2s"),
                "menzen_tsumo 1", 1, 30, "", 500, 300, 1100);
        // double riichi is riichi
        Scoring.assertScore(Scoring.score("tenhou", "234m567p333s789s99p", "9s", null, "double ura=2s"),
                "double_riichi 2, ura_dora 3", 5, 40, "mangan", 8000, 0, 8000);
    }

    @Test
    void uraDoraOff() {
        Scoring.assertScore(Scoring.score("tenhou;uraDora=false", "234m567p333s789s99p", "9s", null, "riichi ura=2s"),
                "riichi 1", 1, 40, "", 1300, 0, 1300);
    }

    @Test
    void doraAndUraTogether() {
        // dora 8p -> 9p x2, ura 2s -> 3s x3: riichi 1 + 2 + 3 = 6 -> haneman
        Scoring.assertScore(Scoring.score("tenhou", "234m567p333s789s99p", "9s", null, "riichi dora=8p ura=2s"),
                "riichi 1, dora 2, ura_dora 3", 6, 40, "haneman", 12000, 0, 12000);
    }

    @Test
    void kanDoraIndicators() {
        // ankan 4444m, rinshan tsumo on 7s (89s penchan): rinshan 1 + menzen tsumo 1, 40 fu.
        // Indicators 3m (-> 4m: the kan, 4 dora) and 8p (-> 9p x2): 2 + 6 = 8 -> baiman 8000 / 4000.
        Scoring.assertScore(Scoring.score("tenhou", "567p789s234s99p", "7s", "ankan:4444m", "tsumo rinshan dora=3m8p"),
                "rinshan 1, menzen_tsumo 1, dora 6", 8, 40, "baiman", 8000, 4000, 16000);
    }

    @Test
    void doraDoNotMakeAYaku() {
        // spec §5 row 38 shape: an open hand whose only han are dora cannot win
        assertThat(Scoring.code(Scoring.score("tenhou", "567p789s123s99p", "9s", "chi:234m", "dora=8p1m"))).isEqualTo("no_yaku");
    }

    @Test
    void doraDoNotCountOnAYakuman() {
        // daisangen with dora indicator 7z (-> haku x3): still one yakuman, no dora listed
        Scoring.assertScore(Scoring.score("tenhou", "777z234m99p", "2m", "pon:555z pon:666z", "dora=7z"),
                "daisangen 13", 13, 0, "yakuman", 32000, 0, 32000);
    }
}
