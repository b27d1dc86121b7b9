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
        ui.click(By.cssSelector("#actions .aids .aid[data-aid=tsumogiri]"));
        ui.click(By.cssSelector("#actions .aids .aid[data-aid=noCalls]"));
        ui.until(d -> d.findElements(By.cssSelector("#actions .aid.on")).size() == 2);
        ui.driver.navigate().refresh();
        ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
        // one script reads the bar at once: the aids play on by themselves, and the bar is drawn again as they do
        List<?> bar = (List<?>) ui.driver.executeScript("return [[...document.querySelectorAll('#actions .aid.on')]"
                + ".map(e => e.dataset.aid), document.querySelector('#actions .aid[data-aid=win]').getAttribute('aria-pressed')];");
        assertThat(((List<?>) bar.get(0)).stream().map(String::valueOf)).as("the aids on after a reload").containsExactlyInAnyOrder("tsumogiri", "noCalls");
        assertThat(bar.get(1)).as("the win aid after a reload").isEqualTo("false");

        int clicks = 0;
        int screenshotAt = 6;
        boolean riichi = false;
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
            if (types.contains("DeclareRiichi") && !riichi) {
                riichi = true;
                ui.driver.findElement(By.cssSelector("#actions button.declare")).click();
                ui.until(d -> !d.findElements(By.cssSelector(".board.declaring")).isEmpty());
                List<WebElement> allowed = ui.driver.findElements(By.cssSelector(".board.declaring .seat.bottom .hand .tile.playable"));
                assertThat(allowed).as("riichi's allowed discards are marked").isNotEmpty();
                assertThat(allowed.get(0).getCssValue("opacity")).isEqualTo("1");
                List<WebElement> others = ui.driver.findElements(By.cssSelector(".board.declaring .seat.bottom .hand .tile:not(.playable)"));
                if (!others.isEmpty()) {
                    assertThat(Double.parseDouble(others.get(0).getCssValue("opacity"))).as("a tile riichi does not allow is dimmed").isLessThan(0.5);
                }
                ui.screenshot("aids-riichi");
                allowed.get(allowed.size() - 1).click();
                clicks++;
                // riichi leaves the hand waiting: its waits show in the bar
                ui.visible(By.cssSelector("#actions .aid-waits .wait"));
                ui.screenshot("aids-waits");
                continue;
            }
            List<WebElement> drawn = ui.driver.findElements(By.cssSelector(".tile.playable.drawn"));
            (drawn.isEmpty() ? ui.driver.findElement(By.cssSelector(".tile.playable")) : drawn.get(0)).click();
            clicks++;
            assertThat(clicks).isLessThan(40);
        }
        if (screenshotAt != Integer.MAX_VALUE) {
            ui.screenshot("aids-tenhou");
        }
        System.out.println("aids test: riichi " + riichi + ", clicks " + clicks + ", aided " + aided());
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

    @Test
    void chiChoicesAndWaitsFromRecordedJson() {
        ui.open("table.html");
        ui.language("en");
        Object error = ui.driver.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                Promise.all([import('./js/actions.js'), import('./js/aids.js'), import('./js/dom.js')]).then(([actions, aids, dom]) => {
                  const bar = document.getElementById('actions');
                  // Guangdong: two chi on a discarded 5s (each names its lowest kind), a pass; each action with its move, as the server sends it
                  const gd = actions.controls([{ id: 0, type: 'Chi', move: 'chi', low: { kind: '3s' }, label: 'Chi 3s' },
                    { id: 1, type: 'Chi', move: 'chi', low: { kind: '4s' }, label: 'Chi 4s' }, { id: 2, type: 'Pass', move: 'pass', label: 'Pass' }],
                    () => {}, false, () => {}, { offered: { tile: '5s', id: 80 }, last_discard: { seat: 3, index: 4, tile: { tile: '5s', id: 80 } } });
                  // Guizhou: a pong and a kong of the tile on offer
                  const gz = actions.controls([{ id: 0, type: 'Pong', move: 'pung', label: 'Pong' }, { id: 1, type: 'Kong', move: 'kong', label: 'Kong' }],
                    () => {}, false, () => {}, { offered: null, last_discard: { seat: 1, index: 2, tile: { tile: '7p', id: 60 } } });
                  dom.fill(bar, dom.el('div', { id: 'gd' }, gd.buttons), dom.el('div', { id: 'gz' }, gz.buttons),
                    aids.waitsBox({ waits: [{ kind: '3m', unseen: 2 }, { kind: '6m', unseen: 0 }], furiten: true }));
                  done(null);
                }).catch((e) => done(String(e)));
                """);
        assertThat(error).isNull();
        List<WebElement> chi = ui.driver.findElements(By.cssSelector("#gd button.call[data-type=Chi]"));
        assertThat(chi).hasSize(2);
        assertThat(tiles(chi.get(0))).containsExactly("t-3s", "t-4s", "t-5s*");
        assertThat(tiles(chi.get(1))).containsExactly("t-4s", "t-5s*", "t-6s");
        assertThat(tiles(ui.driver.findElement(By.cssSelector("#gz button[data-type=Pong]")))).containsExactly("t-7p", "t-7p", "t-7p*");
        assertThat(tiles(ui.driver.findElement(By.cssSelector("#gz button[data-type=Kong]")))).containsExactly("t-7p", "t-7p", "t-7p", "t-7p*");
        WebElement waits = ui.driver.findElement(By.cssSelector(".aid-waits.furiten"));
        assertThat(waits.findElements(By.cssSelector(".wait")).stream().map(w -> w.getAttribute("data-kind") + "×" + w.getAttribute("data-unseen")))
                .containsExactly("3m×2", "6m×0");
        assertThat(waits.findElement(By.className("furiten-mark")).getText()).isEqualTo("Furiten");
        ui.screenshot("aids-markup");
    }

    /** A button's tiles by their t-KIND class, the claimed one starred. */
    private static List<String> tiles(WebElement button) {
        return button.findElements(By.cssSelector(".meld-tiles .tile")).stream().map(t -> {
            String cls = t.getAttribute("class");
            String kind = java.util.Arrays.stream(cls.split(" ")).filter(c -> c.matches("t-[0-9][mpsz]")).findFirst().orElse("?");
            return kind + (cls.contains("claimed") ? "*" : "");
        }).toList();
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
