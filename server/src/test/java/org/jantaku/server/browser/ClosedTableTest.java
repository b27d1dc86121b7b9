package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A table the server closes while it is watched (a table of bots only, closed after a few steps):
 * the page says so, in the status and above the board, and does not reconnect
 * (table-closed-SIZE.png); opened again, it still says so.
 */
class ClosedTableTest extends BrowserTest {
    @Override
    protected Timing timing() {
        return new Timing(Duration.ofMillis(60), Duration.ofMinutes(10), Duration.ZERO, Timing.NEXT_HAND);
    }

    @Override
    protected Limits limits() {
        return Limits.DEFAULT.withMaxBotTableVersions(80);
    }

    private String status() {
        return ui.driver.findElement(By.id("status")).getText();
    }

    @Test
    void saysTheServerClosedTheTableAndStops() throws InterruptedException {
        String bot = "{\"kind\":\"bot\"}";
        String watch = ui.create("{\"preset\":\"tenhou\",\"seats\":[" + String.join(",", bot, bot, bot, bot) + "]}").get("watch").asText();
        ui.open(watch);
        ui.language("en");
        ui.visible(By.cssSelector(".watcher-line"));
        assertThat(ui.driver.findElements(By.cssSelector("#board .hand"))).as("the watcher sees the table").isNotEmpty();
        assertThat(ui.driver.findElements(By.cssSelector("#board .own"))).as("no hand under a watcher's table").isEmpty();
        ui.screenshot("table-watched");
        ui.until(d -> status().equals("the server closed this table"));
        assertThat(ui.visible(By.id("notice")).getText()).contains("The server closed this table", "bots only");
        assertThat(ui.driver.findElement(By.cssSelector(".watcher-line")).getText()).contains("closed by the server");
        Thread.sleep(1500);
        assertThat(status()).as("no reconnection").isEqualTo("the server closed this table");
        ui.screenshot("table-closed");

        // Opened again: 4010 while the server keeps the closed table, 4004 "is abandoned" once it forgot it.
        ui.server.tables().sweep(System.currentTimeMillis());
        ui.driver.navigate().refresh();
        ui.until(d -> d.findElement(By.id("notice")).getText().matches("(?s).*(is closed|is abandoned).*"));
        assertThat(status()).isEqualTo("the server closed this table");
    }
}
