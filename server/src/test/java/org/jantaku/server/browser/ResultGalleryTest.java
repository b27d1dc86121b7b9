package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;

/**
 * Every golden result view (src/test/resources/golden/results/*.json: a ron with ura-dora, a tsumo
 * with melds, a double ron and the game's end, an exhaustive draw with its tenpai hands laid open, 捉鸡 with chickens, 查叫, 鸡胡, 推倒胡
 * with horses, a three-player tsumo with Norths set aside and a three-player draw) shown in the table page's dialog in English, Japanese and Chinese: every part of it is
 * drawn (headline, hands, items, tiles of note, one payment row per seat), nothing is cut off or
 * wider than the screen, no label is left untranslated; photographed as
 * {@code target/screenshots/result-view-NAME[-game]-LANG-SIZE.png}.
 */
class ResultGalleryTest extends BrowserTest {
    private static final Path DIR = Path.of("src", "test", "resources", "golden", "results");
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<String> fixtures() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).map(n -> n.replace(".json", ""))
                    .sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void everyGoldenViewIsDrawnWhole(String name) {
        JsonNode messages = read(DIR.resolve(name + ".json"));
        JsonNode names = JSON.valueToTree(java.util.List.of("Ann", "Bob", "Chen", "Dai"));
        ui.open("table.html");
        for (String lang : new String[] {"en", "ja", "zh"}) {
            ui.language(lang);
            for (JsonNode m : messages) {
                ResultDialog.show(ui, m, names);
                String text = ui.visible(By.id("result")).getText();
                assertThat(text).doesNotContainPattern("\\bres\\.|undefined|null|NaN|\\[object");
                JsonNode view = m.get("result");
                if (m.get("type").asText().equals("hand_end")) {
                    assertThat(ui.driver.findElements(By.cssSelector("#result tr.res-seat"))).as("a row per seat")
                            .hasSize(view.get("payments").get("seats").size());
                    assertThat(ui.driver.findElements(By.cssSelector("#result .res-win:not(.res-shown)"))).hasSize(view.get("wins").size());
                    JsonNode shown = view.get("outcome").path("shown");
                    assertThat(ui.driver.findElements(By.cssSelector("#result .res-shown"))).as("hands laid open at a draw")
                            .hasSize(shown.size());
                    int tiles = 0;
                    for (JsonNode w : view.get("wins")) {
                        tiles += w.get("hand").size() + 1;
                        for (JsonNode meld : w.get("melds")) {
                            tiles += meld.get("tiles").size();
                        }
                    }
                    for (JsonNode h : shown) {
                        tiles += h.get("hand").size();
                        for (JsonNode meld : h.get("melds")) {
                            tiles += meld.get("tiles").size();
                        }
                    }
                    assertThat(ui.driver.findElements(By.cssSelector("#result .res-hand .tile"))).hasSize(tiles);
                } else {
                    assertThat(ui.driver.findElements(By.cssSelector("#result .res-standing"))).hasSize(view.get("standings").size());
                }
                ResultDialog.checkLayout(ui);
                ui.screenshot("result-view-" + name + (m.get("type").asText().equals("game_end") ? "-game" : "") + "-" + lang);
            }
        }
    }

    private static JsonNode read(Path file) {
        try {
            return JSON.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
