package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The uma, final rounding and 聴牌止め a replay takes from a Tenhou log's lobby, date and form (issue #24 items 1-3), from constructed logs. */
class TenhouEraTest {
    private static final String HAND = "hai0=\"0,1,2,3,4,5,6,7,8,9,10,11,12\" hai1=\"13,14,15,16,17,18,19,20,21,22,23,24,25\""
            + " hai2=\"26,27,28,29,30,31,32,33,34,35,36,37,38\" hai3=\"39,40,41,42,43,44,45,46,47,48,49,50,51\"";

    /** A one-hand log header: game type bits, lobby, with or without a SHUFFLE element or an INIT seed. */
    private static Mjlog log(String name, int type, int lobby, boolean shuffleElement, boolean seedOnInit) {
        String xml = "<mjloggm ver=\"2.3\">"
                + (shuffleElement ? "<SHUFFLE seed=\"mt19937ar-sha512-n288-base64,AAAA\" ref=\"\"/>" : "")
                + "<GO type=\"" + type + "\" lobby=\"" + lobby + "\"/><TAIKYOKU oya=\"0\"/>"
                + "<INIT seed=\"0,0,0,1,1,52\" ten=\"250,250,250,250\" oya=\"0\" " + HAND
                + (seedOnInit ? " shuffle=\"mt19937ar-sha512-n288-base64,AAAA\"" : "") + "/></mjloggm>";
        return MjlogReader.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), name);
    }

    private static final int TONPUU = 0xA1; // 鳳東喰赤
    private static final int HANCHAN = 0xA9; // 鳳南喰赤

    @ParameterizedTest(name = "{0} type {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # log name                                 | type | uma          | rounding    | tenpai-yame           | assumed
            2009072512gm-00a1-0000-0123abcd.mjlog      | 161  | 10,5,-5,-10  | shishaGonyu | off                   | 0
            2009082512gm-00a1-0000-0123abcd.mjlog      | 161  | 20,10,-10,-20| shishaGonyu | off                   | 1
            2009092512gm-00a1-0000-0123abcd.mjlog      | 161  | 20,10,-10,-20| shishaGonyu | off                   | 0
            2009072512gm-00a9-0000-0123abcd.mjlog      | 169  | 20,10,-10,-20| shishaGonyu | off                   | 0
            2010053100gm-00a9-0000-0123abcd.mjlog      | 169  | 20,10,-10,-20| shishaGonyu | off                   | 0
            2010061500gm-00a9-0000-0123abcd.mjlog      | 169  | 20,10,-10,-20| shishaGonyu | autoIfTopAndThreshold | 1
            2010070100gm-00a9-0000-0123abcd.mjlog      | 169  | 20,10,-10,-20| shishaGonyu | autoIfTopAndThreshold | 0
            2019062300gm-00a9-0000-4224185c.mjlog      | 169  | 20,10,-10,-20| shishaGonyu | autoIfTopAndThreshold | 0
            2021030100gm-00a9-0000-0123abcd.mjlog      | 169  | 20,10,-10,-20| shishaGonyu | autoIfTopAndThreshold | 1
            2022051700gm-00a9-0000-0123abcd.mjlog      | 169  | 20,10,-10,-20| exact       | autoIfTopAndThreshold | 0
            /some/dir/2023010100gm-00a1-0000-0123abcd.xml | 161 | 20,10,-10,-20| exact      | autoIfTopAndThreshold | 0
            """)
    void theLogNameDatesTheGame(String name, int type, String uma, String rounding, String tenpaiYame, int assumed) {
        TenhouEra era = TenhouEra.of(log(name, type, 0, true, false));
        assertThat(era.uma()).containsExactlyElementsOf(ints(uma));
        assertThat(era.finalRounding()).isEqualTo(rounding);
        assertThat(era.tenpaiYame()).isEqualTo(tenpaiYame);
        assertThat(era.assumed()).hasSize(assumed);
    }

    @Test
    void withoutADateTheOldestFormIsBeforeTheChange() {
        // The wall's seed on INIT, no SHUFFLE element: before July 2009, so 5-10 for East-only, rounded, no 聴牌止め.
        TenhouEra old = TenhouEra.of(log("old.mjlog", TONPUU, 0, false, true));
        assertThat(old.uma()).isEqualTo(TenhouEra.UMA_5_10);
        assertThat(old.finalRounding()).isEqualTo("shishaGonyu");
        assertThat(old.tenpaiYame()).isEqualTo("off");
        assertThat(old.assumed()).isEmpty();
    }

    @Test
    void withoutADateTheUmaAndRoundingAreAssumedAndSaid() {
        TenhouEra era = TenhouEra.of(log("excerpt.mjlog", TONPUU, 0, true, false));
        assertThat(era.uma()).isEqualTo(TenhouEra.UMA_10_20);
        assertThat(era.finalRounding()).isEqualTo("shishaGonyu");
        assertThat(era.tenpaiYame()).isEqualTo(TenhouEra.TENPAI_YAME);
        assertThat(era.assumed()).hasSize(3);
        assertThat(era.assumed().get(0)).startsWith("uma 10-20: the log's name has no date");
        assertThat(era.assumed().get(1)).startsWith("final points rounded to thousands");
        assertThat(era.assumed().get(2)).startsWith("tenpai-yame autoIfTopAndThreshold: the log's name has no date");
        // East-South games have paid 10-20 throughout: only the rounding and 聴牌止め are assumed.
        assertThat(TenhouEra.of(log("excerpt.mjlog", HANCHAN, 0, true, false)).assumed()).hasSize(2);
        // The user says what cannot be known.
        TenhouEra given = era.withUma(TenhouEra.UMA_5_10).withFinalRounding("exact").withTenpaiYame("off");
        assertThat(given.uma()).isEqualTo(TenhouEra.UMA_5_10);
        assertThat(given.finalRounding()).isEqualTo("exact");
        assertThat(given.tenpaiYame()).isEqualTo("off");
        assertThat(given.assumed()).isEmpty();
        assertThatThrownBy(() -> era.withFinalRounding("roundish")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> era.withTenpaiYame("sometimes")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> era.withUma(List.of(1, 2))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aPrivateLobbysUmaIsAnAssumption() {
        TenhouEra era = TenhouEra.of(log("2015010100gm-0009-1234-0123abcd.mjlog", 0x09, 1234, true, false));
        assertThat(era.uma()).isEqualTo(TenhouEra.UMA_10_20);
        assertThat(era.assumed()).singleElement().asString().contains("lobby 1234");
    }

    @Test
    void theRulesOfALogCarryItsEra() {
        RuleSet rules = TenhouRules.of(log("2009070100gm-00a1-0000-0123abcd.mjlog", TONPUU, 0, true, false));
        assertThat(rules.get(RiichiRules.GAME_LENGTH)).isEqualTo("tonpuu");
        assertThat(rules.get(RiichiRules.UMA)).isEqualTo(TenhouEra.UMA_5_10);
        assertThat(rules.get(RiichiRules.FINAL_ROUNDING)).isEqualTo("shishaGonyu");
        assertThat(rules.get(RiichiRules.TENPAI_YAME)).isEqualTo("off");
        // The game type alone gives Tenhou's rules as they are now.
        assertThat(TenhouRules.of(new GameType(TONPUU)).get(RiichiRules.FINAL_ROUNDING)).isEqualTo("exact");
        assertThat(TenhouRules.of(new GameType(TONPUU)).get(RiichiRules.TENPAI_YAME)).isEqualTo("autoIfTopAndThreshold");
        assertThat(TenhouRules.of(new GameType(TONPUU)).get(RiichiRules.UMA)).isEqualTo(TenhouEra.UMA_10_20);
    }

    @Test
    void datesAreReadFromTenhouLogNamesOnly() {
        assertThat(TenhouEra.date("../data/2010081709gm-00a9-0000-fe3371ad.mjlog")).hasValue(LocalDate.of(2010, 8, 17));
        assertThat(TenhouEra.date("C:\\logs\\2010081709gm-00a9-0000-fe3371ad.json")).hasValue(LocalDate.of(2010, 8, 17));
        assertThat(TenhouEra.date("double-ron.mjlog")).isEmpty();
        assertThat(TenhouEra.date("2010133109gm-00a9-0000-fe3371ad.mjlog")).as("no 13th month").isEmpty();
        assertThat(TenhouEra.text(TenhouEra.UMA_5_10)).isEqualTo("5-10");
        assertThat(TenhouEra.text(List.of(30, 10, -10, -30))).isEqualTo("10-30");
    }

    private static List<Integer> ints(String csv) {
        return java.util.Arrays.stream(csv.split(",")).map(String::trim).map(Integer::valueOf).toList();
    }
}
