package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.OutputType;

/**
 * The phone-width check of every page but the table's (which {@link BoardLayoutTest} checks with its own
 * rules): the lobby, the game records, a replay, the hand calculator, the scorekeeping page and a watcher's
 * table, each at 360×740 and 390×844 (a phone's metrics), in English and Chinese. No page scrolls sideways,
 * and no visible element reaches past the screen's edges unless it sits in a box that scrolls or clips
 * (a wide table in its own scroller is fine). Screenshots {@code phone-PAGE-LANG-WxH.png}.
 */
class PhoneWidthTest extends BrowserTest {
    private static final int[][] SIZES = {{360, 740}, {390, 844}};

    /** Visible elements that reach past the viewport's left or right edge with nothing between them and it that scrolls or clips. */
    private static final String OUTSIDE = """
            const w = document.documentElement.clientWidth;
            const out = [];
            for (const e of document.body.querySelectorAll('*')) {
              const r = e.getBoundingClientRect();
              if (r.width === 0 || r.height === 0 || getComputedStyle(e).visibility === 'hidden') continue;
              if (r.right <= w + 1 && r.left >= -1) continue;
              let clipped = false;
              for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
                const o = getComputedStyle(p).overflowX;
                if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') { clipped = true; break; }
              }
              if (!clipped) out.push(`${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}.${[...e.classList].join('.')} [${Math.round(r.left)}, ${Math.round(r.right)}] of ${w}`);
            }
            return {scroll: document.documentElement.scrollWidth, client: w, out: out.slice(0, 10)};
            """;

    @Test
    void everyPageFitsAPhone() {
        JsonNode table = ui.create("{\"preset\":\"guangdong-jihu\",\"seed\":5,\"options\":{\"gd.maxHands\":1},\"seats\":[{},{},{},{}]}");
        String id = table.get("id").asText();
        ui.until(d -> "finished".equals(ui.summary(id).path("status").asText()));
        List<String> pages = List.of("index.html", "games.html", "replay.html?game=" + id, "calc.html", "keep.html",
                "table.html?table=" + id);
        try {
            for (int[] size : SIZES) {
                resize(size);
                for (String lang : List.of("en", "zh")) {
                    for (String page : pages) {
                        ui.open(page + (page.contains("?") ? "&" : "?") + "lang=" + lang);
                        ui.visible(org.openqa.selenium.By.id("lang"));
                        settle();
                        Map<String, Object> r = js(OUTSIDE);
                        String name = page.replaceAll("\\.html.*", "");
                        assertThat(((Number) r.get("scroll")).intValue()).as("%s (%s) at %dx%d scrolls sideways", name, lang, size[0],
                                size[1]).isLessThanOrEqualTo(((Number) r.get("client")).intValue());
                        assertThat((List<?>) r.get("out")).as("%s (%s) at %dx%d: elements past the screen's edge", name, lang, size[0],
                                size[1]).isEmpty();
                        shoot("phone-" + name + "-" + lang, size);
                    }
                }
            }
        } finally {
            ui.driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    /** Lets the page fetch and draw what it shows (the lobby's presets, the records, the replay's first step). */
    private void settle() {
        try {
            Thread.sleep(700);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> js(String script) {
        return (Map<String, Object>) ui.driver.executeScript(script);
    }

    private void resize(int[] size) {
        ui.driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", size[0], "height", size[1],
                "deviceScaleFactor", 1, "mobile", true));
    }

    private void shoot(String name, int[] size) {
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            Files.write(dir.resolve(name + "-" + size[0] + "x" + size[1] + ".png"), ui.driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
