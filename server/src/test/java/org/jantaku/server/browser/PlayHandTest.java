package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The acceptance: a practice table (one person, three bots, a chosen seed) created through
 * the lobby, which offers the person's own seat and a watch link but no link to any bot's seat; a
 * whole hand played by clicking the person's legal actions (discard the drawn tile, pass claims, win
 * when offered), the result screen seen and photographed (target/screenshots/play-hand-SIZE.png,
 * the lobby after creation in lobby-practice-SIZE.png, the table in the middle of the hand in
 * play-hand-table-SIZE.png). A reload on the way reconnects with the token.
 */
class PlayHandTest extends BrowserTest {
    @Test
    void aWholeHandPlayedByClicking() {
        ui.open("index.html");
        ui.language("en");
        ui.until(d -> d.findElements(By.cssSelector("#preset option[value=tenhou]")).size() == 1);
        new Select(ui.driver.findElement(By.id("preset"))).selectByValue("tenhou");
        List<WebElement> seats = ui.driver.findElements(By.cssSelector("#seats .seat-row"));
        assertThat(seats).hasSize(4);
        assertThat(new Select(seats.get(0).findElement(By.className("kind"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("human");
        for (WebElement bot : seats.subList(1, 4)) {
            assertThat(new Select(bot.findElement(By.className("kind"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("bot");
        }
        seats.get(0).findElement(By.className("name")).sendKeys("Ann");
        ui.driver.findElement(By.id("seed")).sendKeys("2024");
        ui.driver.findElement(By.id("create")).click();

        WebElement join = ui.visible(By.cssSelector("#created .you a.join.you"));
        String id = ui.driver.findElement(By.id("created")).getAttribute("data-table");
        assertThat(join.getAttribute("href")).contains("table=" + id, "seat=0", "token=");
        assertThat(ui.driver.findElements(By.cssSelector("#created a.join"))).hasSize(1);
        assertThat(ui.driver.findElements(By.cssSelector("#created .invitation"))).isEmpty();
        assertThat(ui.driver.findElement(By.cssSelector("#created a.watch-link")).getAttribute("href")).endsWith("/table.html?table=" + id);
        assertThat(ui.driver.findElements(By.cssSelector("#created a[href*='seat=1'], #created a[href*='seat=2'], #created a[href*='seat=3']")))
                .isEmpty();
        assertThat(ui.driver.findElement(By.cssSelector("#created .bots")).getText()).contains("Seat 2", "Seat 3", "Seat 4");
        assertThat(ui.driver.findElement(By.cssSelector("#created h3 .seeded")).getAttribute("title")).contains("seed");
        ui.visible(By.cssSelector("#tables tr[data-table='" + id + "'] .seeded"));
        ui.screenshot("lobby-practice");
        join.click();

        ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
        assertThat(ui.driver.findElement(By.cssSelector(".seat.bottom .name")).getText()).isEqualTo("Ann");
        assertThat(ui.driver.findElements(By.cssSelector(".seat.top .hand .tile.back"))).hasSizeGreaterThanOrEqualTo(13);

        List<String> clicked = new ArrayList<>();
        boolean reloaded = false;
        while (!resultShown()) {
            ui.until(d -> resultShown() || !"0".equals(d.findElement(By.tagName("body")).getAttribute("data-legal")));
            if (resultShown()) {
                break;
            }
            if (!reloaded && clicked.size() == 3) {
                reloaded = true;
                reconnectResumes();
                continue;
            }
            if (clicked.size() == 8) {
                ui.screenshot("play-hand-table");
            }
            assertThat(clicked).as("a hand takes fewer clicks; the last ones did not play").hasSizeLessThan(300);
            clicked.add(clickOne());
        }
        ui.screenshot("play-hand");

        WebElement result = ui.driver.findElement(By.id("result"));
        assertThat(result.getText()).containsAnyOf("wins", "Hand drawn");
        assertThat(result.findElements(By.cssSelector("table.scores td"))).hasSize(4);
        assertThat(clicked).contains("Discard");

        ui.driver.findElement(By.id("continue")).click();
        ui.until(d -> !d.findElement(By.id("overlay")).isDisplayed());
    }

    private boolean resultShown() {
        return ui.driver.findElements(By.id("result")).stream().anyMatch(WebElement::isDisplayed);
    }

    /** Clicks the first of: a win, a pass, the drawn tile, any playable tile, any button; says which. */
    private String clickOne() {
        for (String[] choice : new String[][] {{"button.act.win", "Win"}, {"button.act.pass", "Pass"},
            {".tile.playable.drawn", "Discard"}, {".tile.playable", "Discard"}, {"#actions button.act", "Other"}}) {
            List<WebElement> found = ui.driver.findElements(By.cssSelector(choice[0]));
            if (!found.isEmpty()) {
                found.get(0).click();
                return choice[1];
            }
        }
        throw new AssertionError("the seat has legal actions but the page offers none: " + ui.driver.findElement(By.id("actions")).getText());
    }

    /** A reload reconnects with the token and shows the same state (the seat is to act, so it waits). */
    private void reconnectResumes() {
        String version = ui.driver.findElement(By.tagName("body")).getAttribute("data-version");
        int tiles = ui.driver.findElements(By.cssSelector(".seat.bottom .hand .tile")).size();
        ui.driver.navigate().refresh();
        ui.until(d -> version.equals(d.findElement(By.tagName("body")).getAttribute("data-version")));
        assertThat(ui.driver.findElements(By.cssSelector(".seat.bottom .hand .tile"))).hasSize(tiles);
        assertThat(ui.driver.findElements(By.cssSelector(".seat.bottom .hand .tile.playable"))).isNotEmpty();
    }
}
