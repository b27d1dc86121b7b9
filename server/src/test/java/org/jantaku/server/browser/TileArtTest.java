package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * The tile faces as the browser draws them: every kind, the red fives, a back, a sideways and a small
 * tile rendered through js/tiles.js at 20 and 80 CSS pixels wide, with the drawn art and with the
 * plain high-contrast faces. Each tile keeps its class t-MPSZ and its full name (title and aria-label);
 * its box has the size asked for; the pixels cut from a capture show a drawing on the face (and no two
 * faces alike at 80 px); the plain face shows its number and suit in words. Captures:
 * target/screenshots/tiles-{art,plain}-{20,80}-SIZE.png; the calculator and a table with each face:
 * tiles-{calc,table}-{art,plain}-SIZE.png. The face switch in the header is kept across pages.
 */
class TileArtTest extends BrowserTest {
    private static final List<String> KINDS = kinds();
    private static final String[] HONOURS = {"East wind", "South wind", "West wind", "North wind", "White dragon", "Green dragon", "Red dragon"};
    private static final String[] PLAIN_HONOURS = {"E", "S", "W", "N", "Wh", "G", "R"};
    /** Renders the fixture: one row per suit (red five last), then 2p, 0m sideways, 7z, a back, 3s face down and a small 5s. */
    private static final String FIXTURE = """
            const w = arguments[0]; const done = arguments[arguments.length - 1];
            import('/js/tiles.js').then((m) => {
              document.getElementById('tile-fixture')?.remove();
              window.scrollTo(0, 0);
              const box = document.createElement('div');
              box.id = 'tile-fixture';
              box.style.cssText = 'position:absolute;left:0;top:0;z-index:50;box-sizing:border-box;width:100vw;padding:8px;'
                + 'background:#1f5d45;--tile-w:' + w + 'px;--tile-w-sm:' + w + 'px';
              const line = (tiles) => { const d = document.createElement('div'); d.style.margin = '0 0 6px'; d.append(m.tileRow([])); d.firstChild.append(...tiles); box.append(d); };
              for (const s of 'mpsz') line(m.ALL_KINDS.filter((k) => k[1] === s).concat(s === 'z' ? [] : ['0' + s]).map((k) => m.tileEl(k)));
              const mark = (e, c) => { e.dataset.case = c; return e; };
              line([mark(m.tileEl('2p'), 'left'), mark(m.tileEl({tile: '0m', id: 9}, {sideways: true}), 'sideways'), mark(m.tileEl('7z'), 'right'),
                mark(m.tileEl(null), 'back'), mark(m.tileEl('3s', {back: true}), 'back'), mark(m.tileEl('5s', {size: 'sm'}), 'sm')]);
              document.body.append(box);
              const shown = (e) => e && getComputedStyle(e).display !== 'none';
              done([...box.querySelectorAll('.tile')].map((e) => {
                const r = e.getBoundingClientRect();
                const uses = [...e.querySelectorAll('svg.art use')].map((u) => u.getAttribute('href'));
                const drawn = uses.every((h) => document.querySelector(h) && document.querySelector(h).childElementCount > 0);
                return { x: r.x + scrollX, y: r.y + scrollY, w: r.width, h: r.height, label: e.getAttribute('aria-label') || '',
                  title: e.title, cls: e.className, tile: e.dataset.tile || '', kase: e.dataset.case || '', text: e.innerText.replace(/\\s+/g, ' ').trim(),
                  art: shown(e.querySelector('svg.art')), plain: shown(e.querySelector('.plain')), uses: uses.join(' '), drawn };
              }));
            }).catch((err) => done(String(err)));
            """;

    private static List<String> kinds() {
        List<String> out = new ArrayList<>();
        for (char s : "mpsz".toCharArray()) {
            for (int n = 1; n <= (s == 'z' ? 7 : 9); n++) {
                out.add(n + "" + s);
            }
            if (s != 'z') {
                out.add("0" + s);
            }
        }
        return out;
    }

    /** The English name tiles.js gives a kind. */
    private static String name(String k) {
        int n = k.charAt(0) - '0';
        if (k.charAt(1) == 'z') {
            return HONOURS[n - 1];
        }
        String suit = switch (k.charAt(1)) {
            case 'm' -> "Characters";
            case 'p' -> "Dots";
            default -> "Bamboo";
        };
        return (n == 0 ? "red " : "") + (n == 0 ? 5 : n) + " of " + suit;
    }

    /** The English plain face of a kind: "5 dot", "Wh". */
    private static String plain(String k) {
        int n = k.charAt(0) - '0';
        return switch (k.charAt(1)) {
            case 'm' -> (n == 0 ? 5 : n) + " crak";
            case 'p' -> (n == 0 ? 5 : n) + " dot";
            case 's' -> (n == 0 ? 5 : n) + " bam";
            default -> PLAIN_HONOURS[n - 1];
        };
    }

    private void face(String face) {
        new Select(ui.driver.findElement(By.id("tile-face"))).selectByValue(face);
        ui.until(d -> face.equals(d.findElement(By.tagName("html")).getAttribute("data-tile-face")));
    }

    @Test
    void everyTileDrawnAtTwentyAndEightyPixelsInBothFaces() {
        ui.open("calc.html");
        ui.language("en");
        ui.visible(By.cssSelector("#palette .tile"));
        for (String face : List.of("art", "plain")) {
            face(face);
            for (int w : new int[] {20, 80}) {
                checkFixture(face, w);
            }
        }
    }

    @Test
    void theCalculatorAndATableWithEachFaceAndTheChoiceKept() {
        ui.open("calc.html");
        ui.language("en");
        face("art");
        ui.visible(By.cssSelector("#palette .tile"));
        ui.driver.findElement(By.id("hand")).sendKeys("123m406p789s11222z");
        ui.until(d -> d.findElements(By.cssSelector("#hand-tiles .tile")).size() == 14);
        ui.screenshot("tiles-calc-art");
        face("plain");
        assertThat(ui.driver.findElement(By.cssSelector("#hand-tiles .t-0p")).getText().replaceAll("\\s+", " ")).isEqualTo("5 dot");
        ui.screenshot("tiles-calc-plain");

        String link = ui.create("{\"preset\":\"tenhou\",\"seed\":11,\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},{},{},{}]}")
                .get("you").get("link").asText();
        ui.open(link);
        ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
        assertThat(ui.driver.findElement(By.tagName("html")).getAttribute("data-tile-face")).as("the face is kept across pages").isEqualTo("plain");
        assertThat(new Select(ui.driver.findElement(By.id("tile-face"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("plain");
        assertThat(ui.driver.findElement(By.cssSelector(".seat.bottom .hand .tile")).getText()).isNotBlank();
        ui.screenshot("tiles-table-plain");
        face("art");
        assertThat(ui.driver.findElement(By.cssSelector(".seat.bottom .hand .tile")).getText()).isEmpty();
        List<String> unnamed = ui.driver.findElements(By.cssSelector(".tile")).stream()
                .filter(e -> e.getAttribute("aria-label") == null || e.getAttribute("aria-label").isBlank()).map(e -> e.getAttribute("class")).toList();
        assertThat(unnamed).as("every tile on the table has its name").isEmpty();
        ui.screenshot("tiles-table-art");
    }

    @SuppressWarnings("unchecked")
    private void checkFixture(String face, int w) {
        Object answer = ui.driver.executeAsyncScript(FIXTURE, w);
        assertThat(answer).as("the fixture rendered").isInstanceOf(List.class);
        List<Map<String, Object>> tiles = (List<Map<String, Object>>) answer;
        assertThat(tiles).hasSize(KINDS.size() + 6);
        Map<String, Object> box = (Map<String, Object>) ui.driver.executeScript(
                "const r = document.getElementById('tile-fixture').getBoundingClientRect(); return {w: r.width, h: r.height};");
        BufferedImage capture = capture("tiles-" + face + "-" + w, num(box, "w"), num(box, "h"));
        boolean art = face.equals("art");
        Map<String, double[]> signatures = new LinkedHashMap<>();
        Map<String, TileImage> faces = new LinkedHashMap<>();
        String leastInk = "";
        double least = 1;
        for (int i = 0; i < tiles.size(); i++) {
            Map<String, Object> t = tiles.get(i);
            String kase = (String) t.get("kase");
            String kind = i < KINDS.size() ? KINDS.get(i) : (String) t.get("tile");
            String what = face + " " + w + "px " + (kase.isEmpty() ? kind : kase + " " + kind);
            boolean back = kase.equals("back");
            boolean sideways = kase.equals("sideways");
            assertThat(t.get("label")).as(what + ": aria-label").isEqualTo(back ? "face-down tile" : name(kind));
            assertThat(t.get("title")).as(what + ": title").isEqualTo(t.get("label"));
            assertThat(t.get("art")).as(what + ": the drawing shown").isEqualTo(art);
            assertThat(t.get("plain")).as(what + ": the plain face shown").isEqualTo(!art);
            assertThat(t.get("drawn")).as(what + ": its sprite parts exist and draw something: " + t.get("uses")).isEqualTo(true);
            if (!back) {
                assertThat((String) t.get("cls")).as(what + ": class").contains("t-" + kind);
                assertThat(t.get("uses")).as(what).isEqualTo((sideways ? "#jt-body-side" : "#jt-body") + " #jf-" + kind);
                assertThat(t.get("text")).as(what + ": text").isEqualTo(art ? "" : plain(kind));
            }
            double tw = num(t, "w");
            double th = num(t, "h");
            assertThat(tw).as(what + ": width").isCloseTo(sideways ? w * 37.0 / 30 : w, within(0.6));
            assertThat(th).as(what + ": height").isCloseTo(sideways ? w * 1.1 : w * 4.0 / 3, within(0.6));
            TileImage image = TileImage.cut(capture, num(t, "x"), num(t, "y"), tw, th, art ? (sideways ? 60.0 / 66 : 74.0 / 80) : 1);
            if (sideways) {
                Map<String, Object> left = tiles.get(i - 1);
                assertThat(num(t, "y") + th).as(what + ": on the row's base line").isCloseTo(num(left, "y") + num(left, "h"), within(0.6));
                if (w == 80) {
                    turnedLeft(what, TileImage.face(capture, num(t, "x"), num(t, "y"), tw, th, art ? 60.0 / 66 : 1), faces.get(kind));
                }
            }
            if (back) {
                assertThat(TileImage.isBack(image.ground())).as(what + ": the back's colour, not " + Integer.toHexString(image.ground())).isTrue();
                continue;
            }
            double ink = image.ink();
            assertThat(ink).as(what + ": share of the face drawn").isBetween(0.03, 0.8);
            if (kase.isEmpty()) {
                signatures.put(kind, image.signature());
                faces.put(kind, TileImage.face(capture, num(t, "x"), num(t, "y"), tw, th, art ? 74.0 / 80 : 1));
            }
            if (ink < least) {
                least = ink;
                leastInk = what;
            }
        }
        String closest = "";
        double nearest = 255;
        for (String a : signatures.keySet()) {
            for (String b : signatures.keySet()) {
                double d = TileImage.difference(signatures.get(a), signatures.get(b));
                if (a.compareTo(b) < 0 && d < nearest) {
                    nearest = d;
                    closest = a + " and " + b;
                }
            }
        }
        System.out.printf("tiles %s %d px: least ink %.3f (%s); closest faces %s (%.2f)%n", face, w, least, leastInk, closest, nearest);
        if (w == 80) {
            // Plain faces differ in a numeral or a word only; drawings in their whole layout.
            assertThat(nearest).as(face + ": " + closest + " look different").isGreaterThan(art ? 4.0 : 1.0);
        }
    }

    /** A sideways tile shows the upright face turned a quarter to the left, not to the right (judged at 80 px: 20 px is too coarse). */
    private static void turnedLeft(String what, TileImage cut, TileImage upright) {
        assertThat(upright).as(what + ": the upright face drawn before").isNotNull();
        double[] side = cut.signature(8, 6);
        double left = TileImage.difference(side, upright.turnedLeft().signature(8, 6));
        double right = TileImage.difference(side, upright.turnedRight().signature(8, 6));
        System.out.printf("%s: %.2f from the upright face turned left, %.2f turned right%n", what, left, right);
        assertThat(left).as(what + ": like the upright face turned left (%.2f), unlike it turned right (%.2f)", left, right).isLessThan(right / 2);
    }

    private static double num(Map<String, Object> m, String key) {
        return ((Number) m.get(key)).doubleValue();
    }

    /** The top-left w × h CSS pixels of the page (beyond the window if need be), saved as target/screenshots/NAME-SIZE.png. */
    private BufferedImage capture(String name, double w, double h) {
        Map<String, Object> clip = Map.of("x", 0, "y", 0, "width", Math.ceil(w), "height", Math.ceil(h), "scale", 1);
        Map<String, Object> shot = ui.driver.executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true, "clip", clip));
        byte[] png = Base64.getDecoder().decode((String) shot.get("data"));
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            Files.write(dir.resolve(name + "-" + Chrome.WIDTH + "x" + Chrome.HEIGHT + ".png"), png);
            return ImageIO.read(new ByteArrayInputStream(png));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
