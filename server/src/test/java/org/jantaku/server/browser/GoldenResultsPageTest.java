package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Every golden result view ({@code golden/results/*.json}, the server's hand and game results of
 * every rule set) drawn by the page's own {@code results.js} in English, Japanese and Chinese, as
 * the table and the replay show them (target/screenshots/golden-NAME-SIZE.png): nothing is left as
 * a raw key, every win has its tiles, and a Riichi exhaustive draw lays open exactly its tenpai
 * hands.
 */
class GoldenResultsPageTest extends BrowserTest {
    private static final Path DIR = Path.of("src", "test", "resources", "golden", "results");
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<String> goldens() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).map(n -> n.replace(".json", ""))
                    .sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("goldens")
    void drawsTheResult(String name) throws IOException {
        JsonNode messages = JSON.readTree(DIR.resolve(name + ".json").toFile());
        JsonNode hand = Stream.of(messages).flatMap(m -> java.util.stream.StreamSupport.stream(m.spliterator(), false))
                .filter(m -> m.get("type").asText().equals("hand_end")).findFirst().orElseThrow().get("result");
        ui.open("calc.html");
        for (String lang : new String[] {"en", "ja", "zh"}) {
            ui.language(lang);
            ui.driver.executeScript("""
                    const view = JSON.parse(arguments[0]);
                    import('/js/results.js').then((m) => {
                      document.getElementById('golden')?.remove();
                      const box = document.createElement('div');
                      box.id = 'golden';
                      box.className = 'overlay-box';
                      box.append(m.drawResults(view, ['Ann', 'Bob', 'Chen', 'Dai']));
                      document.querySelector('main').hidden = true;
                      document.body.append(box);
                    });""", hand.toString());
            WebElement box = ui.visible(By.cssSelector("#golden .res-headline"));
            assertThat(box.getText()).isNotBlank();
            String text = ui.driver.findElement(By.id("golden")).getText();
            assertThat(text).as("no untranslated key in %s (%s)", name, lang).doesNotContainPattern("\\b(res|reason|way|draw|yaku|meld)\\.[a-z_]+");
            int wins = hand.get("wins").size();
            assertThat(ui.driver.findElements(By.cssSelector("#golden .res-win:not(.res-shown) .res-hand .tile"))).as("the winners' tiles")
                    .hasSizeGreaterThanOrEqualTo(wins * 14);
            JsonNode outcome = hand.get("outcome");
            int shown = outcome.path("shown").size();
            assertThat(ui.driver.findElements(By.cssSelector("#golden .res-shown"))).as("hands laid open").hasSize(shown);
            if (name.equals("tenhou-draw")) {
                assertThat(shown).as("the tenpai hands of the fixture's draw").isEqualTo(outcome.get("ready").size()).isPositive();
            }
            ui.screenshot("golden-" + name + (lang.equals("en") ? "" : "-" + lang));
        }
    }
}
