package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.jantaku.bots.Bots;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.RecordStep;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.result.ResultJson;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The result screens of every preset, as a player sees them: a practice table (Ann and three named
 * bots, a seed) is played by clicking until its first hand ends; the hand's screen is checked against
 * the server's result view, rebuilt from the stored record (headline: who won from whom or the kind of
 * draw; one payment row per seat by name with its ± change and new score), and the new scores against
 * the engine's (the table's public scores after the hand); nothing in the dialog is cut off or wider
 * than the screen, and no label is left untranslated. Guizhou and Guangdong tables last one hand
 * ({@code gz.gameHands}, {@code gd.maxHands}), so their game-end screen follows, checked against the
 * server's standings with its replay and new-table links. Screenshots:
 * {@code target/screenshots/result-PRESET-SIZE.png} (and {@code result-game-PRESET-SIZE.png}, and the
 * hand in Japanese or Chinese, {@code result-PRESET-ja|zh-SIZE.png}).
 */
class ResultScreenTest extends BrowserTest {
    private static final List<String> NAMES = List.of("Ann", "Bob", "Chen", "Dai");

    static Stream<String> presets() {
        return Bots.presetNames().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void theFirstHandEndsOnItsResultScreen(String preset) {
        String options = switch (preset) {
            case "guizhou-liupanshui" -> "{\"gz.gameHands\":1}";
            case "guangdong-jihu", "guangdong-tuidaohu" -> "{\"gd.maxHands\":1}";
            default -> "{}";
        };
        Bots.Game game = Bots.forPreset(preset).orElseThrow();
        int seats = game.bots().variant().seats(game.preset().rules());
        String bots = String.join(",", java.util.stream.IntStream.range(1, seats).mapToObj(i -> "{\"kind\":\"bot\",\"agent\":\"efficiency\",\"name\":\"" + NAMES.get(i) + "\"}").toList());
        // a long pause between hands: the test reads the result at its own pace (pacing has its own tests)
        JsonNode created = ui.create("{\"preset\":\"" + preset + "\",\"seed\":" + (7 + preset.length()) + ",\"options\":" + options
                + ",\"next_hand_seconds\":600,\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"}," + bots + "]}");
        String id = created.get("id").asText();
        ui.open(created.get("you").get("link").asText().replaceFirst("^/", ""));
        ui.language("en");
        ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
        ui.playUntilResult(300);

        List<JsonNode> results = serverResults(id);
        JsonNode hand = results.get(0);
        assertThat(hand.get("type").asText()).isEqualTo("hand_end");
        checkHand(hand.get("result"));
        JsonNode scores = ui.summary(id).get("scores");
        for (int seat = 0; seat < seats; seat++) {
            assertThat(hand.get("result").get("payments").get("seats").get(seat).get("after").asInt())
                    .as("the engine's score of seat %d after the hand", seat).isEqualTo(scores.get(seat).asInt());
        }
        ResultDialog.checkLayout(ui);
        ui.screenshot("result-" + preset);
        String other = preset.startsWith("guizhou") || preset.startsWith("guangdong") ? "zh" : "ja";
        ui.language(other);
        ui.until(d -> d.findElement(By.cssSelector("#result .res-headline .res-big")).getText().matches("[^A-Za-z]+"));
        ResultDialog.checkLayout(ui);
        ui.screenshot("result-" + preset + "-" + other);
        ui.language("en");

        if (results.size() > 1) {
            ui.driver.findElement(By.id("continue")).click();
            ui.until(d -> !d.findElements(By.cssSelector("#result .res-game-end")).isEmpty());
            checkGame(results.get(1).get("result"), id, preset);
            ResultDialog.checkLayout(ui);
            ui.screenshot("result-game-" + preset);
            // "a new table with the same seats": the lobby opens with the preset and the seats filled in
            ui.driver.findElement(By.cssSelector("#result a.res-again")).click();
            ui.until(d -> preset.equals(new Select(d.findElement(By.id("preset"))).getFirstSelectedOption().getAttribute("value")));
            List<WebElement> rows = ui.driver.findElements(By.cssSelector("#seats .seat-row"));
            assertThat(new Select(rows.get(0).findElement(By.className("kind"))).getFirstSelectedOption().getAttribute("value"))
                    .isEqualTo("human");
            assertThat(rows.get(0).findElement(By.className("name")).getAttribute("value")).isEqualTo("Ann");
            assertThat(rows).as("the lobby's seats").hasSize(seats);
            for (WebElement bot : rows.subList(1, seats)) {
                assertThat(new Select(bot.findElement(By.className("kind"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("bot");
                assertThat(new Select(bot.findElement(By.className("agent"))).getFirstSelectedOption().getAttribute("value"))
                        .isEqualTo("efficiency");
            }
        }
    }

    /** The headline and every payment row against the server's view. */
    private void checkHand(JsonNode view) {
        WebElement head = ui.visible(By.cssSelector("#result .res-headline"));
        JsonNode outcome = view.get("outcome");
        assertThat(head.getAttribute("data-outcome")).isEqualTo(outcome.get("kind").asText());
        if (outcome.get("kind").asText().equals("win")) {
            List<String> winners = new ArrayList<>();
            outcome.get("winners").forEach(w -> winners.add(w.asText()));
            assertThat(head.getAttribute("data-winners")).isEqualTo(String.join(",", winners));
            outcome.get("winners").forEach(w -> assertThat(head.getText()).contains(NAMES.get(w.asInt())));
            boolean self = winners.size() == 1 && outcome.get("from").asInt() == outcome.get("winners").get(0).asInt();
            assertThat(head.getText()).contains(self ? "wins" : NAMES.get(outcome.get("from").asInt()) + "'s tile");
            assertThat(ui.driver.findElements(By.cssSelector("#result .res-win"))).hasSize(view.get("wins").size());
            assertThat(ui.driver.findElements(By.cssSelector("#result .res-win .res-winning .tile"))).hasSize(view.get("wins").size());
        } else {
            assertThat(head.getAttribute("data-draw")).isEqualTo(outcome.get("draw").get("key").asText());
        }
        List<WebElement> rows = ui.driver.findElements(By.cssSelector("#result tr.res-seat"));
        assertThat(rows).hasSize(view.get("payments").get("seats").size());
        for (WebElement row : rows) {
            int seat = Integer.parseInt(row.getAttribute("data-seat"));
            JsonNode expected = view.get("payments").get("seats").get(seat);
            int change = expected.get("change").asInt();
            assertThat(row.findElement(By.className("name")).getText()).isEqualTo(NAMES.get(seat));
            assertThat(row.findElement(By.className("res-delta")).getText()).isEqualTo(signed(change));
            assertThat(row.findElement(By.className("res-delta")).getAttribute("class"))
                    .contains(change > 0 ? "plus" : change < 0 ? "minus" : "zero");
            assertThat(row.findElement(By.className("res-after")).getText()).isEqualTo(grouped(expected.get("after").asInt()));
        }
        String text = ui.driver.findElement(By.id("result")).getText();
        assertThat(text).doesNotContainPattern("\\bres\\.|undefined|null|NaN|\\[object");
    }

    private void checkGame(JsonNode view, String id, String preset) {
        List<WebElement> rows = ui.driver.findElements(By.cssSelector("#result .res-standing"));
        assertThat(rows).hasSize(view.get("standings").size());
        int lastPlace = 0;
        for (WebElement row : rows) {
            int seat = Integer.parseInt(row.getAttribute("data-seat"));
            JsonNode s = view.get("standings").get(seat);
            assertThat(row.getAttribute("data-place")).isEqualTo(s.get("place").asText());
            assertThat(s.get("place").asInt()).as("standings by place").isGreaterThanOrEqualTo(lastPlace);
            lastPlace = s.get("place").asInt();
            assertThat(row.findElement(By.className("res-name")).getText()).isEqualTo(NAMES.get(seat));
            assertThat(row.getText()).contains(grouped(s.get("score").asInt()));
        }
        assertThat(ui.driver.findElement(By.cssSelector("#result a.res-replay")).getAttribute("href")).endsWith("replay.html?game=" + id);
        ui.until(d -> d.findElement(By.cssSelector("#result a.res-again")).getAttribute("href").contains("preset=" + preset));
        assertThat(ui.driver.findElement(By.cssSelector("#result a.res-again")).getAttribute("href")).contains("seat=human%3AAnn", "seat=bot%3A");
    }

    private static String grouped(int n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String signed(int n) {
        return n > 0 ? "+" + grouped(n) : n < 0 ? "−" + grouped(-n) : "±0";
    }

    /** The hand_end and game_end messages of the game so far, in order, rebuilt from its stored record. */
    private List<JsonNode> serverResults(String id) {
        GameRecord<?, ?, ?, ?> record = RecordReader.read(ui.server.storage().record(id), VariantModules.records());
        return results(record);
    }

    private static <S, A extends Action, E extends Event, O> List<JsonNode> results(GameRecord<S, A, E, O> record) {
        Variant<S, A, E, O> game = record.variant().variant();
        Faces faces = Faces.of(game, record.header().rules());
        S state = game.start(record.header().rules(), record.header().walls()).state();
        List<JsonNode> out = new ArrayList<>();
        for (RecordStep<A> s : record.steps()) {
            Transition<S, E> t = game.apply(state, s.seat(), s.action()).orThrow();
            out.addAll(ResultJson.messages(state, t.events(), faces));
            state = t.state();
        }
        return out;
    }
}
