package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * The records list and the replay viewer: a bot-only East-round game is played to its end (its
 * creation answer has no seat link: nobody may see a bot's hand), found in the list (a page past
 * the last one goes back to it), stepped through with all hands open and from one seat (the
 * others' hands face down; several pages of 100 steps), and its hand ends and final settlement
 * shown (target/screenshots/replay-SIZE.png). Its table link, once the server has forgotten the
 * table, says the game is over and shows the standings with links to the replay and the record
 * (table-over-SIZE.png).
 */
class ReplayTest extends BrowserTest {
    @Test
    void stepsThroughAFinishedGame() {
        String bot = "{\"kind\":\"bot\",\"agent\":\"efficiency\"}";
        JsonNode created = ui.create("{\"preset\":\"tenhou\",\"options\":{\"riichi.gameLength\":\"tonpuu\"},\"seed\":77,"
                + "\"seats\":[" + String.join(",", bot, bot, bot, bot) + "]}");
        String id = created.get("id").asText();
        assertThat(created.has("you")).isFalse();
        assertThat(created.get("invitations")).isEmpty();
        assertThat(created.get("seeded").asBoolean()).isTrue();
        assertThat(created.get("watch").asText()).isEqualTo("/table.html?table=" + id);
        assertThat(created.get("host_token").asText()).as("the creator may end the table").matches("[0-9a-f]{32}");
        assertThat(((com.fasterxml.jackson.databind.node.ObjectNode) created.deepCopy()).without("host_token").toString())
                .as("no seat token: bots have none").doesNotContain("token");
        ui.until(d -> ui.summary(id).get("status").asText().equals("finished"));
        assertThat(ui.http("GET", "/api/games/" + id + "/replay?count=501", null, 400).get("error").asText()).contains("count");

        ui.open("games.html?offset=100");
        ui.language("en");
        ui.visible(By.cssSelector("tr[data-game='" + id + "'] a.replay"));
        assertThat(ui.driver.getCurrentUrl()).as("a page past the last goes back to the last").endsWith("/games.html");
        assertThat(ui.driver.findElements(By.cssSelector("#games .pager"))).as("one page needs no pager").isEmpty();
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
        assertThat(ui.visible(By.cssSelector("#step-results #result .res-headline")).getText()).containsAnyOf("wins", "draw");

        new Select(ui.driver.findElement(By.id("view"))).selectByValue("all");
        ui.driver.findElement(By.id("last")).click();
        ui.until(d -> d.findElements(By.cssSelector("#step-results table.res-standings")).size() == 1);
        assertThat(ui.driver.findElements(By.cssSelector("#step-results table.res-standings tbody tr"))).hasSize(4);
        int last = Integer.parseInt(ui.driver.findElement(By.tagName("body")).getAttribute("data-step"));
        assertThat(last).as("a game longer than one page of 100 steps").isGreaterThan(100);
        ui.screenshot("replay");

        ui.server.tables().sweep(System.currentTimeMillis());
        assertThat(ui.server.tables().find(id)).as("a finished table nobody watches is forgotten").isEmpty();
        ui.open("table.html?table=" + id);
        ui.visible(By.cssSelector("#standings a.replay"));
        assertThat(ui.driver.findElement(By.id("status")).getText()).isEqualTo("the game is over");
        assertThat(ui.driver.findElement(By.id("notice")).getText()).contains("This game is over.");
        assertThat(ui.driver.findElement(By.cssSelector("#standings a.record")).getAttribute("href")).endsWith("/api/games/" + id);
        assertThat(ui.driver.findElements(By.cssSelector("#standings tr[data-place]"))).hasSize(4);
        assertThat(ui.driver.findElement(By.id("board")).isDisplayed()).as("no empty board under the notice").isFalse();
        ui.screenshot("table-over");
        ui.driver.findElement(By.cssSelector("#standings a.replay")).click();
        ui.until(d -> "0".equals(d.findElement(By.tagName("body")).getAttribute("data-step")));
    }
}
