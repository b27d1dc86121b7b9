package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Two people at a table made in the lobby (with a pause between hands of its own): the lobby lists it
 * under "Your tables" with the creator's seat link, and still after a reload (your-tables-SIZE.png);
 * the creator plays in the browser, the invited person over a socket. When the hand ends both are
 * told of the pause; the creator presses OK and sees whom the table waits for
 * (pause-SIZE.png); when the other presses OK the next hand starts at once. A table forgotten in the
 * lobby is gone from the list.
 */
class BetweenHandsTest extends BrowserTest {
    private String body(String attribute) {
        return ui.driver.findElement(By.tagName("body")).getAttribute(attribute);
    }

    @Test
    void bothPressOkAndTheNextHandStarts() {
        ui.open("index.html");
        ui.language("en");
        ui.until(d -> d.findElements(By.cssSelector("#preset option[value=tenhou]")).size() == 1);
        assertThat(ui.driver.findElement(By.id("your-tables")).isDisplayed()).as("no table held yet").isFalse();
        new Select(ui.driver.findElement(By.id("preset"))).selectByValue("tenhou");
        List<WebElement> seats = ui.driver.findElements(By.cssSelector("#seats .seat-row"));
        seats.get(0).findElement(By.className("name")).sendKeys("Ann");
        new Select(seats.get(1).findElement(By.className("kind"))).selectByValue("human");
        seats.get(1).findElement(By.className("name")).sendKeys("Bea");
        ui.driver.findElement(By.id("next-hand")).sendKeys("120");
        ui.driver.findElement(By.id("create")).click();
        ui.visible(By.cssSelector("#created .you a.join.you"));
        String id = ui.driver.findElement(By.id("created")).getAttribute("data-table");
        String beaLink = ui.driver.findElement(By.cssSelector("#created .invitation input.link")).getAttribute("value");
        assertThat(ui.summary(id).get("next_hand_seconds").asInt()).isEqualTo(120);

        ui.driver.navigate().refresh();
        WebElement mine = ui.visible(By.cssSelector("#your-tables .your-table[data-table='" + id + "'][data-status='running']"));
        assertThat(mine.findElement(By.cssSelector(".seat-held .who")).getText()).isEqualTo("Seat 1 · Ann");
        assertThat(mine.findElement(By.className("host-mark")).getText()).isEqualTo("host");
        String play = mine.findElement(By.cssSelector("a.play")).getAttribute("href");
        assertThat(play).contains("table=" + id, "seat=0", "token=");
        assertThat(mine.findElements(By.cssSelector("a[href*='seat=1']"))).as("only the seats this browser holds").isEmpty();
        assertThat(mine.findElements(By.cssSelector("button.end"))).hasSize(1);
        ((JavascriptExecutor) ui.driver).executeScript("arguments[0].scrollIntoView({block: 'start'})",
                ui.driver.findElement(By.id("your-tables")));
        ui.screenshot("your-tables");

        try (SocketSeat bea = SocketSeat.join(ui.server.port(), id, beaLink.replaceFirst(".*[?&]token=", ""))) {
            bea.holdOk();
            mine.findElement(By.cssSelector("a.play")).click();
            ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
            ui.playUntilResult(300);

            JsonNode told = bea.pause(Ui.PATIENCE);
            assertThat(told).as("the other person is told of the pause").isNotNull();
            int version = told.get("version").asInt();
            WebElement line = ui.visible(By.id("pause-line"));
            assertThat(line.getText()).matches("Next hand in \\d+ s");
            assertThat(body("data-paused")).isEqualTo("true");
            WebElement ok = ui.driver.findElement(By.id("continue"));
            assertThat(ok.getText()).isEqualTo("OK");
            ok.click();
            ui.until(d -> d.findElement(By.id("pause-line")).getText().matches("Waiting for Bea… \\d+ s"));
            assertThat(ui.driver.findElement(By.id("continue")).isEnabled()).isFalse();
            assertThat(ui.server.tables().find(id).orElseThrow().version()).as("the table waits for Bea").isEqualTo(version);
            ui.screenshot("pause");

            bea.ready(version);
            ui.until(d -> !d.findElement(By.id("overlay")).isDisplayed());
            assertThat(body("data-paused")).isEqualTo("false");
            // The next hand is under way: a step was played, or the page is asked to call the dealer's first discard
            // (the wall is not seeded, so the page may hold a pon of it: the table then waits for its answer).
            ui.until(d -> ui.server.tables().find(id).orElseThrow().version() > version || !"0".equals(body("data-legal")));
        }

        ui.open("index.html");
        WebElement again = ui.visible(By.cssSelector("#your-tables .your-table[data-table='" + id + "']"));
        again.findElement(By.cssSelector("button.forget")).click();
        ui.until(d -> d.findElement(By.cssSelector("#your-tables .your-table[data-table='" + id + "'] button.forget")).getText()
                .equals("Forget? Click again"));
        ui.driver.findElement(By.cssSelector("#your-tables .your-table[data-table='" + id + "'] button.forget")).click();
        ui.until(d -> d.findElements(By.cssSelector("#your-tables .your-table[data-table='" + id + "']")).isEmpty());
        ui.driver.navigate().refresh();
        ui.until(d -> d.findElements(By.cssSelector("#preset option")).size() > 1);
        assertThat(ui.driver.findElements(By.cssSelector("#your-tables .your-table[data-table='" + id + "']"))).isEmpty();
    }
}
