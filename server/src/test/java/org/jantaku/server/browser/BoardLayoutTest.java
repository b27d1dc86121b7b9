package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;

/**
 * The square table on a laptop (1366×900) and on phones (390×844, 360×740; 844×390 held sideways), for every variant: a
 * seeded table is brought to the middle of a hand by the person's seat played over the socket
 * ({@link TableSeat}: calling what it can), then opened on its turn and on a claim prompt. At every
 * size: no sideways scrolling; the own hand, the action bar and every part of the table (seat plates
 * and names, ponds, melds, the centre) inside the viewport without scrolling; no name cut short; own
 * hand tiles at least 32 px wide on a phone; the claim buttons visible; every meld titled in the variant's words. Screenshots:
 * target/screenshots/board-PRESET-SIZE.png (the turn) and board-PRESET-claim-SIZE.png.
 */
class BoardLayoutTest extends BrowserTest {
    private static final List<int[]> SIZES = List.of(new int[] {1366, 900}, new int[] {390, 844}, new int[] {360, 740},
            new int[] {844, 390});

    @ParameterizedTest
    @CsvSource({"tenhou, 4, 14, ja", "guizhou-liupanshui, 4, 12, zh", "guangdong-jihu, 4, 14, en", "guangdong-tuidaohu, 4, 6, zh",
        "tenhou-sanma, 3, 14, en"})
    void theTableFitsEverySize(String preset, int seats, long seed, String lang) {
        String bot = "{\"kind\":\"bot\",\"agent\":\"efficiency\"}";
        String others = seats == 3 ? String.join(",", bot, "{}") : String.join(",", bot, bot, "{}");
        JsonNode created = ui.create("{\"preset\":\"" + preset + "\",\"seed\":" + seed + ",\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},"
                + others + "]}");
        String id = created.get("id").asText();
        String token = created.get("you").get("token").asText();
        String page = "table.html?table=" + id + "&seat=0&token=" + token + "&lang=" + lang;
        try {
            int version = TableSeat.playUntil(ui.server.port(), id, token, s -> TableSeat.turn(s) && count(s, "pond") >= 30
                    && count(s, "melds") >= 2).get("version").asInt();
            for (int[] size : SIZES) {
                resize(size);
                ui.open(page);
                ui.visible(By.cssSelector(".own .hand .tile.playable"));
                check(size, false);
                shoot("board-" + preset, size);
            }
            ui.open("about:blank");
            TableSeat.playUntil(ui.server.port(), id, token, s -> s.path("claim").asBoolean()
                    && s.get("legal").size() > 1 && s.get("version").asInt() > version);
            for (int[] size : SIZES) {
                resize(size);
                ui.open(page);
                ui.visible(By.cssSelector("#actions button.act"));
                check(size, true);
                shoot("board-" + preset + "-claim", size);
            }
        } finally {
            resize(new int[] {Chrome.WIDTH, Chrome.HEIGHT});
        }
    }

    /** How many entries the seats' lists named {@code list} (pond, melds) hold together. */
    private static int count(JsonNode state, String list) {
        int n = 0;
        for (JsonNode seat : state.get("view").get("seats")) {
            n += seat.get(list).size();
        }
        return n;
    }

    /**
     * What {@link #check} looks at, measured by the page in one script (one browser round trip, not one per element):
     * the page's widths, the boxes of every element of {@link #INSIDE}'s selectors, the sizes of the boxes that must
     * not cut their text, the plates' and centre's overlaps, the own hand's tiles, the claim buttons and the melds' titles.
     */
    private static final String MEASURE = """
            const [inside] = arguments;
            const d = document.documentElement;
            const box = (e) => { const r = e.getBoundingClientRect();
              return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width}; };
            const boxes = {};
            for (const q of inside) boxes[q] = [...document.querySelectorAll(q)].map(box);
            const cut = [...document.querySelectorAll('.plate .name, .plate, .table .centre, .table .centre > *')]
              .map((e) => ({text: e.innerText, w: e.scrollWidth, cw: e.clientWidth, h: e.scrollHeight, ch: e.clientHeight}));
            const rects = (q) => [...document.querySelectorAll(q)].map((e) => ({e, r: e.getBoundingClientRect()}));
            const cross = (a, b) => a.r.left < b.r.right - 1 && b.r.left < a.r.right - 1 && a.r.top < b.r.bottom - 1 && b.r.top < a.r.bottom - 1;
            const fixed = rects('.plate, .table .centre');
            const tiles = rects('.side .pond .tile, .side .melds .tile, .side .hand .tile');
            const overlaps = [];
            for (const f of fixed) for (const t of tiles) if (cross(f, t)) overlaps.push(f.e.className + ' / ' + t.e.closest('.side').className);
            for (const f of fixed) for (const g of fixed) if (f !== g && cross(f, g)) overlaps.push(f.e.className + ' / ' + g.e.className);
            return {scroll: d.scrollWidth, client: d.clientWidth, w: innerWidth, h: innerHeight, boxes, cut, overlaps,
              hand: [...document.querySelectorAll('.own .hand .tile')].map(box),
              buttons: [...document.querySelectorAll('#actions button')].map((e) => ({text: e.innerText, box: box(e)})),
              melds: [...document.querySelectorAll('.side .melds .meld')].map((e) => e.title)};
            """;

    /** The parts of the table that must lie inside the viewport. */
    private static final List<String> INSIDE = List.of("#actions", ".own .hand", ".own .hand .tile", ".plate", ".plate .name",
            ".plate .score", ".table .centre", ".side .pond .tile", ".side .melds .tile", ".side .hand .tile", "#info", "#status");

    @SuppressWarnings("unchecked")
    private void check(int[] size, boolean claim) {
        String at = size[0] + "x" + size[1];
        Map<String, Object> page = js(MEASURE, INSIDE);
        assertThat(((Number) page.get("scroll")).intValue()).as("no sideways scrolling at %s", at)
                .isLessThanOrEqualTo(((Number) page.get("client")).intValue());
        assertThat(((Number) page.get("w")).intValue()).isEqualTo(size[0]);
        Map<String, List<Map<String, Object>>> boxes = (Map<String, List<Map<String, Object>>>) page.get("boxes");
        for (String selector : INSIDE) {
            for (Map<String, Object> r : boxes.get(selector)) {
                assertThat(inside(r, size)).as("%s at %s is inside the viewport: %s", selector, at, r).isTrue();
            }
        }
        for (Map<String, Object> r : (List<Map<String, Object>>) page.get("cut")) {
            assertThat(((Number) r.get("w")).intValue()).as("'%s' at %s is not cut short", r.get("text"), at)
                    .isLessThanOrEqualTo(((Number) r.get("cw")).intValue());
            assertThat(((Number) r.get("h")).intValue()).as("'%s' at %s is not cut off", r.get("text"), at)
                    .isLessThanOrEqualTo(((Number) r.get("ch")).intValue());
        }
        assertThat(ui.driver.findElement(By.cssSelector(".plate.bottom .name")).getText()).isEqualTo("Ann");
        List<String> melds = (List<String>) page.get("melds");
        assertThat(melds).as("the melds at %s are titled in the variant's words (its terms')", at)
                .hasSizeGreaterThanOrEqualTo(claim ? 0 : 2).noneMatch(title -> title.isBlank() || title.contains("meld."));
        assertThat((List<Object>) page.get("overlaps")).as("plates and centre overlap no tile nor each other at %s", at).isEmpty();
        List<Map<String, Object>> hand = (List<Map<String, Object>>) page.get("hand");
        assertThat(hand).as("own hand at %s", at).hasSizeGreaterThanOrEqualTo(claim ? 1 : 2);
        if (phone(size)) {
            for (Map<String, Object> tile : hand) {
                assertThat(((Number) tile.get("width")).doubleValue()).as("own hand tile width at %s", at).isGreaterThanOrEqualTo(32);
            }
        }
        if (claim) {
            for (Map<String, Object> b : (List<Map<String, Object>>) page.get("buttons")) {
                assertThat(inside((Map<String, Object>) b.get("box"), size)).as("claim button '%s' at %s is visible", b.get("text"), at)
                        .isTrue();
            }
        }
    }

    private static boolean phone(int[] size) {
        return Math.min(size[0], size[1]) < 700;
    }

    private static boolean inside(Map<String, Object> r, int[] size) {
        double left = ((Number) r.get("left")).doubleValue();
        double top = ((Number) r.get("top")).doubleValue();
        double right = ((Number) r.get("right")).doubleValue();
        double bottom = ((Number) r.get("bottom")).doubleValue();
        return left >= -0.5 && top >= -0.5 && right <= size[0] + 0.5 && bottom <= size[1] + 0.5;
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> js(String script, Object... args) {
        return (Map<String, Object>) ui.driver.executeScript(script, args);
    }

    private void resize(int[] size) {
        ui.driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", size[0], "height", size[1],
                "deviceScaleFactor", 1, "mobile", phone(size)));
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
