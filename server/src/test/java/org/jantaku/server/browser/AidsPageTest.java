package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The player aids of the table page: on a seeded Tenhou practice table, tsumogiri and no calls
 * turned on (and still on after a reload) play the hand without clicks until a win offer, a choice
 * the person must make (riichi, kan: the test then discards the drawn tile itself) or the result;
 * on a Guangdong table a call button shows the meld it makes, the claimed tile marked. Screenshots
 * aids-tenhou-SIZE.png and aids-call-SIZE.png (target/screenshots/).
 */
class AidsPageTest extends BrowserTest {
    private static final String BOTS = "{\"kind\":\"bot\",\"agent\":\"efficiency\",\"name\":\"Bea\"},"
            + "{\"kind\":\"bot\",\"agent\":\"efficiency\",\"name\":\"Cy\"},{\"kind\":\"bot\",\"agent\":\"efficiency\",\"name\":\"Di\"}";

    @Test
    void tsumogiriAndNoCallsPlayTheHandByThemselves() {
        JsonNode created = ui.create("{\"preset\":\"tenhou\",\"seed\":2024,\"next_hand_seconds\":600,"
                + "\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"}," + BOTS + "]}");
        ui.open(created.get("you").get("link").asText().replaceFirst("^/", ""));
        ui.language("en");
        ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
        aidsOff();
        ui.visible(By.cssSelector("#actions .aids .aid[data-aid=tsumogiri]")).click();
        ui.visible(By.cssSelector("#actions .aids .aid[data-aid=noCalls]")).click();
        ui.until(d -> d.findElements(By.cssSelector("#actions .aid.on")).size() == 2);
        ui.driver.navigate().refresh();
        ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
        assertThat(ui.driver.findElements(By.cssSelector("#actions .aid.on")).stream().map(e -> e.getAttribute("data-aid")))
                .containsExactlyInAnyOrder("tsumogiri", "noCalls");
        assertThat(ui.driver.findElement(By.cssSelector("#actions .aid[data-aid=win]")).getAttribute("aria-pressed")).isEqualTo("false");

        int clicks = 0;
        int screenshotAt = 6;
        while (!ui.resultShown() && ui.driver.findElements(By.cssSelector("button.act.win")).isEmpty()) {
            if (aided() >= screenshotAt) {
                ui.screenshot("aids-tenhou");
                screenshotAt = Integer.MAX_VALUE;
            }
            if (!stillToAct()) {
                continue;
            }
            // the page waits for the person: only a choice the aids never make, with the drawn tile on offer
            List<String> types = ui.driver.findElements(By.cssSelector("#actions button.act, #actions button.declare")).stream()
                    .map(e -> e.getAttribute("data-type")).toList();
            assertThat(types).as("the page waits only for a choice the aids leave to the person").isNotEmpty()
                    .allMatch(t -> List.of("DeclareRiichi", "ClosedKan", "AddedKan", "NineTerminals").contains(t));
            List<WebElement> drawn = ui.driver.findElements(By.cssSelector(".tile.playable.drawn"));
            (drawn.isEmpty() ? ui.driver.findElement(By.cssSelector(".tile.playable")) : drawn.get(0)).click();
            clicks++;
            assertThat(clicks).isLessThan(40);
        }
        if (screenshotAt != Integer.MAX_VALUE) {
            ui.screenshot("aids-tenhou");
        }
        assertThat(aided()).as("moves the aids played").isGreaterThan(5);
        assertThat(aided()).as("the aids played more than the person clicked").isGreaterThan(clicks);
    }

    @Test
    void aGuangdongCallButtonShowsItsMeld() {
        JsonNode created = ui.create("{\"preset\":\"guangdong-jihu\",\"seed\":11,\"next_hand_seconds\":600,"
                + "\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"}," + BOTS + "]}");
        ui.open(created.get("you").get("link").asText().replaceFirst("^/", ""));
        ui.language("en");
        ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
        aidsOff();
        for (int clicks = 0; ui.driver.findElements(By.cssSelector("#actions button.act.call")).isEmpty(); clicks++) {
            assertThat(clicks).as("a call is offered within a few hands").isLessThan(400);
            ui.until(d -> ui.resultShown() || !"0".equals(d.findElement(By.tagName("body")).getAttribute("data-legal")));
            if (ui.resultShown()) {
                ui.driver.findElement(By.id("continue")).click();
                ui.until(d -> !ui.resultShown());
                continue;
            }
            if (!ui.driver.findElements(By.cssSelector("#actions button.act.call")).isEmpty()) {
                break;
            }
            for (String css : new String[] {"button.act.win", "button.act.pass", ".tile.playable.drawn", ".tile.playable", "#actions button.act"}) {
                List<WebElement> found = ui.driver.findElements(By.cssSelector(css));
                if (!found.isEmpty()) {
                    found.get(0).click();
                    break;
                }
            }
        }
        List<WebElement> calls = ui.driver.findElements(By.cssSelector("#actions button.act.call"));
        for (WebElement call : calls) {
            String type = call.getAttribute("data-type");
            List<WebElement> tiles = call.findElements(By.cssSelector(".meld-tiles .tile"));
            assertThat(tiles).as("%s shows its meld", type).hasSize(type.equals("Kong") ? 4 : 3);
            assertThat(call.findElements(By.cssSelector(".tile.claimed"))).as("%s marks the claimed tile", type).hasSize(1);
        }
        ui.screenshot("aids-call");
    }

    /** Turns every aid off (this browser remembers them from test to test); each click redraws the bar. */
    private void aidsOff() {
        ui.visible(By.cssSelector("#actions .aids .aid"));
        for (int i = 0; i < 3 && !ui.driver.findElements(By.cssSelector("#actions .aid.on")).isEmpty(); i++) {
            ui.driver.findElements(By.cssSelector("#actions .aid.on")).get(0).click();
        }
        assertThat(ui.driver.findElements(By.cssSelector("#actions .aid.on"))).isEmpty();
    }

    private int aided() {
        String n = ui.driver.findElement(By.tagName("body")).getAttribute("data-aided");
        return n == null ? 0 : Integer.parseInt(n);
    }

    /** Whether the seat still has legal actions after a second (the aids would have played by then). */
    private boolean stillToAct() {
        String version = ui.driver.findElement(By.tagName("body")).getAttribute("data-version");
        try {
            new WebDriverWait(ui.driver, Duration.ofMillis(1500)).until(d -> ui.resultShown()
                    || !version.equals(d.findElement(By.tagName("body")).getAttribute("data-version")));
            return false;
        } catch (org.openqa.selenium.TimeoutException e) {
            return !"0".equals(ui.driver.findElement(By.tagName("body")).getAttribute("data-legal"));
        }
    }
}
