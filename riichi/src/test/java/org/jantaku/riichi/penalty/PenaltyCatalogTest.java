package org.jantaku.riichi.penalty;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PenaltyCatalogTest {
    /** Spec §4: every lettered item with its proposed default (*), in the chapter's order. */
    private static final String DEFAULTS = "7-01 a, 7-01-01 a, 7-02 d, 7-02-01 a, 7-03 b, 7-04-01 f, 7-04-02 f, 7-05-01 b,"
            + " 7-05-01-01 a, 7-05-01-02 a, 7-05-02 d, 7-05-03 d, 7-05-04 f, 7-05-05 d, 7-05-06 a, 7-05-07 a, 7-05-08 b,"
            + " 7-05-09 c, 7-05-10 b, 7-05-10-01 c, 7-05-11 c, 7-05-12 e, 7-05-13 b, 7-05-14 c, 7-05-15 c, 7-05-16 b,"
            + " 7-05-17 a, 7-06-01 e, 7-06-02 b, 7-06-03 b, 7-06-04 c, 7-06-05 a, 7-06-05-01 a, 7-07-01-01 c,"
            + " 7-07-01-02 a, 7-07-02 b, 7-07-03 c, 7-08-01 b, 7-08-02 d, 7-08-03 a, 7-08-04 a, 7-08-05 b, 7-08-06 a,"
            + " 7-09-01 a, 7-09-02 b, 7-09-03 b, 7-09-04 a, 7-09-05 a, 7-09-06 a";

    @Test
    void everyLetteredItemOfTheChapterWithTheSpecsDefault() {
        Map<String, String> expected = new LinkedHashMap<>();
        for (String pair : DEFAULTS.split(",")) {
            String[] p = pair.strip().split(" ");
            expected.put(p[0], p[1]);
        }
        Map<String, String> actual = new LinkedHashMap<>();
        Penalties.ITEMS.forEach(i -> actual.put(i.id(), i.defaultLetter()));
        assertThat(actual).containsExactlyEntriesOf(expected);
        assertThat(Penalties.ITEMS).hasSize(49);
    }

    @Test
    void theItemsAreOptionsOfTheRiichiCatalogWithTheirDefaults() {
        for (PenaltyItem item : Penalties.ITEMS) {
            RuleKey<String> key = Penalties.key(item.id());
            assertThat(RiichiRules.CATALOG.contains(key)).as(item.id()).isTrue();
            assertThat(key.id()).isEqualTo("penalty." + item.id());
            assertThat(RiichiRules.CATALOG.defaults().get(key)).isEqualTo(item.defaultLetter());
            assertThat(key.doc()).startsWith(item.id() + " " + item.term() + " (" + item.english() + "): ")
                    .contains(item.defaultLetter() + "*=");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            7-01       | a | PAY(mangan)
            7-01       | b | PAY(haneman)
            7-01       | f | PAY(2000)
            7-01       | h | PAY(4000)
            7-01       | j | SESS(20000)
            7-01       | k | SESS(12000)
            7-01       | e | yakumanTenpai ? PAY(yakuman) : PAY(mangan)
            7-01-01    | b | RANK-1
            7-04-01    | b | CH+HK(fee now)
            7-04-01    | c | CH+HK(fee end)
            7-04-01    | e | HK+CH@draw
            7-04-02    | e | DEP(1000)+HK
            7-05-01    | b | exposed ? CH : HK
            7-05-01    | g | anyoneExposed ? CH : HK
            7-05-01    | k | anyoneExposed ? other:CH : HK
            7-05-01    | l | restorable ? NONE+HK+CH@draw : CH
            7-05-05    | e | VOID
            7-05-06    | a | CH@draw
            7-05-10    | c | offence>=3 ? DEP(1000) : NONE
            7-05-11    | d | DEP(300)
            7-05-13    | d | TOBI
            7-06-01    | d | DEP(1000/tile)
            7-06-05    | c | FORCEWIN
            7-07-01-01 | b | tiles>=9 ? DEP(8000)+REDEAL : DEP(1000/tile)+REDEAL
            7-07-03    | b | byWinner ? CH : REF
            7-08-02    | c | CH+other:CH
            7-08-04    | c | PAY(50000)
            7-08-04    | g | ADMIN
            7-05-01    | c | exposed ? CH : FR
            7-04-01    | g | TG
            7-07-01-02 | c | REDEAL
            """)
    void lettersAreWrittenInTheSpecsVocabulary(String item, String letter, String code) {
        assertThat(Penalties.item(item).orElseThrow().letter(letter).orElseThrow().code()).isEqualTo(code);
    }

    @Test
    void thePresetsChooseTheirBooksLettersWithSourceLines() {
        Map<String, String> kyoto = Map.of("7-03", "K", "7-05-06", "K", "7-05-09", "K", "7-05-10", "K", "7-05-12", "K",
                "7-06-01", "K", "7-06-05", "K", "7-08-01", "K", "7-08-06", "K", "7-05-17", "K");
        Map<String, String> baochong = Map.of("7-05-01", "a", "7-05-10", "B", "7-05-17", "b");
        for (PenaltyItem item : Penalties.ITEMS) {
            RuleKey<String> key = Penalties.key(item.id());
            assertThat(RiichiPresets.KYOTO_CLUB.rules().get(key)).as("kyoto " + item.id())
                    .isEqualTo(kyoto.getOrDefault(item.id(), item.defaultLetter()));
            assertThat(RiichiPresets.BAOCHONG.rules().get(key)).as("baochong " + item.id())
                    .isEqualTo(baochong.getOrDefault(item.id(), item.defaultLetter()));
            assertThat(RiichiPresets.TENHOU.rules().get(key)).isEqualTo(item.defaultLetter());
        }
        for (String id : kyoto.keySet()) {
            assertThat(RiichiPresets.KYOTO_CLUB.sources().get("penalty." + id)).startsWith("seed 002: ");
        }
        for (String id : List.of("7-05-01", "7-05-10")) {
            assertThat(RiichiPresets.BAOCHONG.sources().get("penalty." + id)).startsWith("seed 004: ");
        }
    }
}
