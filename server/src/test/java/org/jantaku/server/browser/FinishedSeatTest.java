package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A seat link of a finished game shows the standings (places, players, scores, final points) and the
 * replay and record links, with the seat's own row marked, while the server still holds the table
 * and once it has forgotten it (finished-seat-SIZE.png, finished-seat-gone-SIZE.png); the lobby then
 * lists the table as finished with its winner and a replay link.
 */
class FinishedSeatTest extends BrowserTest {
    /** The person's turns and claims are played by the server's deadlines, so the game ends with nobody connected. */
    @Override
    protected Timing timing() {
        return new Timing(Duration.ZERO, Duration.ofMillis(1), Duration.ofMillis(1), Timing.NEXT_HAND);
    }

    @Test
    void aFinishedSeatLinkShowsTheStandings() {
        JsonNode t = ui.create("{\"preset\":\"tenhou\",\"options\":{\"riichi.gameLength\":\"tonpuu\"},"
                + "\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},{},{},{}]}");
        String id = t.get("id").asText();
        ui.until(d -> ui.summary(id).get("status").asText().equals("finished"));
        JsonNode standings = ui.summary(id).get("standings");

        ui.open(t.get("you").get("link").asText());
        ui.language("en");
        check(standings, id);
        assertThat(ui.driver.findElement(By.cssSelector("#standings h2")).getText()).isEqualTo("Final standings");
        assertThat(ui.driver.findElements(By.cssSelector(".table-tools button"))).as("no Leave once it is over").isEmpty();
        ui.screenshot("finished-seat");

        ui.open("index.html");
        WebElement mine = ui.visible(By.cssSelector("#your-tables .your-table[data-table='" + id + "'][data-status='finished']"));
        assertThat(mine.findElement(By.className("state")).getText()).contains("finished", "first: " + standings.get(0).get("name").asText());
        assertThat(mine.findElement(By.cssSelector("a.replay")).getAttribute("href")).endsWith("replay.html?game=" + id);

        ui.until(d -> ui.server.tables().find(id).map(x -> x.connected() == 0).orElse(true));
        ui.server.tables().sweep(System.currentTimeMillis());
        assertThat(ui.server.tables().find(id)).isEmpty();
        ui.open(t.get("you").get("link").asText());
        ui.until(d -> d.findElement(By.id("notice")).isDisplayed());
        assertThat(ui.driver.findElement(By.id("notice")).getText()).contains("This game is over.");
        check(standings, id);
        ui.screenshot("finished-seat-gone");
    }

    private void check(JsonNode standings, String id) {
        ui.visible(By.cssSelector("#standings table.standings-table"));
        List<WebElement> rows = ui.driver.findElements(By.cssSelector("#standings tr[data-seat]"));
        assertThat(rows).hasSize(4);
        for (int i = 0; i < 4; i++) {
            JsonNode s = standings.get(i);
            assertThat(rows.get(i).getAttribute("data-seat")).isEqualTo(s.get("seat").asText());
            assertThat(rows.get(i).getText()).contains(s.get("name").asText(), String.valueOf(s.get("score").asInt()));
        }
        assertThat(ui.driver.findElement(By.cssSelector("#standings tr.me")).getText()).contains("Ann");
        assertThat(ui.driver.findElement(By.cssSelector("#standings a.replay")).getAttribute("href")).endsWith("replay.html?game=" + id);
        assertThat(ui.driver.findElement(By.cssSelector("#standings a.record")).getAttribute("href")).contains("/api/games/");
    }
}
