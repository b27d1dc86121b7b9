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
}
