package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * The records list and the replay viewer: a bot-only East-round game is played to its end, found
 * in the list, stepped through with all hands open and from one seat (the others' hands face down),
 * and its hand ends and final settlement shown (target/screenshots/replay.png).
 */
class ReplayTest extends BrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonNode http(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(ui.url(path))).header("Content-Type", "application/json");
        b = body == null ? b.GET() : b.method(method, HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> r = HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isBetween(200, 201);
        return JSON.readTree(r.body());
    }

    @Test
    void stepsThroughAFinishedGame() throws Exception {
        String bot = "{\"kind\":\"bot\",\"agent\":\"efficiency\"}";
        String id = http("POST", "/api/tables", "{\"preset\":\"tenhou\",\"options\":{\"riichi.gameLength\":\"tonpuu\"},\"seed\":77,"
                + "\"seats\":[" + String.join(",", bot, bot, bot, bot) + "]}").get("id").asText();
        ui.until(d -> {
            try {
                return http("GET", "/api/tables/" + id, null).get("status").asText().equals("finished");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });

        ui.open("games.html");
        ui.language("en");
        ui.visible(By.cssSelector("tr[data-game='" + id + "'] a.replay"));
        assertThat(ui.driver.findElement(By.cssSelector("tr[data-game='" + id + "']")).getText()).matches("(?s).*-?\\d+ / -?\\d+ / -?\\d+ / -?\\d+.*");
        ui.driver.findElement(By.cssSelector("tr[data-game='" + id + "'] a.replay")).click();
        ui.until(d -> "0".equals(d.findElement(By.tagName("body")).getAttribute("data-step")));
        assertThat(ui.driver.findElement(By.id("action")).getText()).isEqualTo("The deal");
        assertThat(ui.driver.findElements(By.cssSelector(".seat .hand .tile.back"))).isEmpty();
        assertThat(ui.driver.findElements(By.cssSelector(".seat .hand .tile"))).hasSizeGreaterThanOrEqualTo(4 * 13);

        for (int i = 1; i <= 5; i++) {
            ui.driver.findElement(By.id("next")).click();
            String step = String.valueOf(i);
            ui.until(d -> step.equals(d.findElement(By.tagName("body")).getAttribute("data-step")));
        }
        assertThat(ui.driver.findElement(By.id("action")).getText()).contains(":");

        new Select(ui.driver.findElement(By.id("view"))).selectByValue("2");
        ui.until(d -> d.findElement(By.cssSelector(".seat.bottom")).getAttribute("data-seat").equals("2"));
        assertThat(ui.driver.findElements(By.cssSelector(".seat.bottom .hand .tile:not(.back)"))).hasSizeGreaterThanOrEqualTo(13);
        assertThat(ui.driver.findElements(By.cssSelector(".seat:not(.bottom) .hand .tile:not(.back)"))).isEmpty();
        assertThat(ui.driver.findElements(By.cssSelector(".seat:not(.bottom) .hand .tile.back"))).hasSizeGreaterThanOrEqualTo(3 * 13);

        ui.driver.findElement(By.id("next-hand")).click();
        assertThat(ui.visible(By.cssSelector("#step-results #result")).getText()).containsAnyOf("wins", "Hand drawn");

        new Select(ui.driver.findElement(By.id("view"))).selectByValue("all");
        ui.driver.findElement(By.id("last")).click();
        ui.until(d -> d.findElements(By.cssSelector("#step-results table.settlement")).size() == 1);
        assertThat(ui.driver.findElements(By.cssSelector("#step-results table.settlement tr"))).hasSize(5);
        ui.screenshot("replay");
    }
}
