package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class RulesCommandTest {

    @Test
    void listsEveryPresetWithItsVariant() {
        List<String> lines = CliRun.of("rules").assertSuccess();
        for (String preset : List.of("tenhou", "kyoto-club", "baochong", "guizhou-liupanshui", "guangdong-jihu",
                "guangdong-tuidaohu")) {
            assertThat(lines).anyMatch(l -> l.startsWith(preset + " "));
        }
        assertThat(lines).anyMatch(l -> l.matches("guizhou-liupanshui\\s+guizhou\\s+.*"));
    }

    @Test
    void showsAPresetsOptionsWithTheirSources() {
        var lines = CliRun.of("rules", "guizhou-liupanshui").assertSuccess();
        assertThat(lines).contains("gz.gameHands = 8", "gz.shuanglong = additive", "gz.chickenScope = hand", "gz.extraChickens = []")
                .anyMatch(l -> l.contains("source: seed §五(一)4(3)"));
    }

    @Test
    void kyotoClubShowsEveryOptionWithTheSeedLine() {
        var lines = CliRun.of("rules", "kyoto-club").assertSuccess();
        assertThat(lines).contains("riichi.uma = [10,5,-5,-10]", "riichi.finalRounding = ceil2to4TopTakesRest")
                .contains("    source: seed 002: ■30符4翻と60符3翻は切り上げて満貫とします。")
                .anyMatch(l -> l.equals("    source: not in the rule book; the catalog's default"));
        long options = lines.stream().filter(l -> l.startsWith("riichi.") || l.startsWith("penalty.")).count();
        long sources = lines.stream().filter(l -> l.startsWith("    source: ")).count();
        assertThat(sources).as("a source line for every option").isEqualTo(options);
    }

    @Test
    void diffShowsOnlyTheOptionsThatDiffer() {
        var lines = CliRun.of("rules", "kyoto-club", "--diff", "tenhou").assertSuccess();
        assertThat(lines).contains("riichi.kiriageMangan = true   (tenhou: false)")
                .noneMatch(l -> l.startsWith("riichi.kuitan "));
        assertThat(CliRun.of("rules", "kyoto-club", "--diff", "guangdong-jihu").assertError(2))
                .contains("they are different games");
    }

    @Test
    void jsonGivesValuesDefaultsAndSources() throws Exception {
        String out = String.join("\n", CliRun.of("rules", "baochong", "--json").assertSuccess());
        JsonNode root = new ObjectMapper().readTree(out);
        assertThat(root.path("variant").asText()).isEqualTo("riichi");
        JsonNode honba = null;
        for (JsonNode o : root.path("options")) {
            if (o.path("id").asText().equals("riichi.honbaValue")) {
                honba = o;
            }
        }
        assertThat(honba).isNotNull();
        assertThat(honba.path("value").asText()).isEqualTo("1500");
        assertThat(honba.path("default").asText()).isEqualTo("300");
        assertThat(honba.path("source").asText()).startsWith("seed 004: 11.2)");
    }

    @Test
    void anUnknownPresetIsAUsageError() {
        assertThat(CliRun.of("rules", "nope").assertError(2)).contains("unknown preset 'nope'").contains("guizhou-liupanshui");
    }

    /** --lang says the presets and options with the catalog's labels (the lobby's words) and the command's own words. */
    @Test
    void saysThePresetsAndOptionsInTheLanguageAsked() {
        assertThat(CliRun.of("rules", "--lang", "ja").assertSuccess()).anyMatch(l -> l.matches("kyoto-club\\s+riichi\\s+京都雀友会ルール: .*"));
        List<String> zh = CliRun.of("rules", "kyoto-club", "--diff", "tenhou", "--lang", "zh").assertSuccess();
        assertThat(zh.get(0)).startsWith("kyoto-club (日本麻将): 京都雀友会规则：");
        assertThat(zh.get(1)).isEqualTo("与tenhou不同的选项：34项".replace("34", String.valueOf(zh.stream().filter(l -> l.startsWith("riichi.")
                || l.startsWith("penalty.")).count())));
        assertThat(zh).contains("riichi.extension = none (无)   (tenhou: suddenDeath)")
                .anyMatch(l -> l.startsWith("    顺位马："))
                .anyMatch(l -> l.startsWith("    出处：seed 002: "))
                .noneMatch(l -> l.startsWith("    source"));
        List<String> ja = CliRun.of("rules", "kyoto-club", "--lang", "ja").assertSuccess();
        assertThat(ja).anyMatch(l -> l.equals("    出典: ルールブックになし、既定値"));
        List<String> en = CliRun.of("rules", "tenhou", "--lang", "en").assertSuccess();
        assertThat(en.get(0)).startsWith("tenhou (Riichi): ");
    }

    @Test
    void jsonCarriesTheLabelsInTheLanguageAsked() throws Exception {
        JsonNode root = new ObjectMapper().readTree(String.join("", CliRun.of("rules", "kyoto-club", "--json", "--lang", "ja").assertSuccess()));
        assertThat(root.get("title").asText()).isEqualTo("京都雀友会ルール");
        JsonNode extension = null;
        for (JsonNode o : root.get("options")) {
            if (o.get("id").asText().equals("riichi.extension")) {
                extension = o;
            }
        }
        assertThat(extension).isNotNull();
        assertThat(extension.get("label").asText()).isNotBlank().isNotEqualTo("riichi.extension");
        assertThat(extension.get("valueLabel").asText()).isNotBlank().isNotEqualTo("none");
        assertThat(new ObjectMapper().readTree(String.join("", CliRun.of("rules", "kyoto-club", "--json").assertSuccess())).has("title"))
                .as("no labels without --lang").isFalse();
    }

    @Test
    void anUnknownLanguageIsAUsageError() {
        assertThat(CliRun.of("rules", "--lang", "de").assertError(2)).contains("--lang").contains("'de'").contains("en, ja or zh");
    }

    @Test
    void theCommandLinesOwnWordsAreInEveryLanguage() {
        assertThat(CliWords.problems()).isEmpty();
    }
}
