package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A seat's page left for another and come back to with the browser's Back button (Chromium keeps the page in its
 * back/forward cache): leaving lets go of the seat, so the server sees nobody connected, and the page shown again
 * connects again and is the seat's once more.
 */
class BackForwardTest extends BrowserTest {
    /** Nobody's turn runs out: the table waits for the person. */
    @Override
    protected Timing timing() {
        return new Timing(Duration.ZERO, Duration.ZERO, Duration.ZERO, Timing.NEXT_HAND);
    }

    private int connected(String id) {
        return ui.server.tables().find(id).orElseThrow().connected();
    }

    private String status() {
        return ui.driver.findElement(By.id("status")).getAttribute("data-state");
    }

    @Test
    void leavingLetsGoOfTheSeatAndComingBackTakesItAgain() {
        JsonNode t = ui.create("{\"preset\":\"tenhou\",\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},{},{},{}]}");
        String id = t.get("id").asText();
        ui.open(t.get("you").get("link").asText());
        ui.until(d -> "status.connected".equals(status()));
        ui.until(d -> connected(id) == 1);

        ui.open("index.html");
        ui.visible(By.id("your-tables"));
        ui.until(d -> connected(id) == 0);

        ui.driver.navigate().back();
        ui.until(d -> "status.connected".equals(status()));
        ui.until(d -> connected(id) == 1);
        assertThat(ui.driver.findElements(By.cssSelector("#board .own"))).as("the seat's own hand again").isNotEmpty();
    }
}
