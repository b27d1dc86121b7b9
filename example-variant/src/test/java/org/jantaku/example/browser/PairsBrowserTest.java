package org.jantaku.example.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.server.Http;
import org.jantaku.server.JantakuServer;
import org.jantaku.server.TestServers;
import org.jantaku.server.browser.Chrome;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The server's pages, unchanged, playing pairs 七对 at 1366 × 900: the lobby lists the preset by its title; a seat's
 * link draws the square table (four plates, the own hand of fourteen tiles as dealer, "第1局" from the view's caption)
 * with no error in the page's console; the seat is played by clicking (a win when offered, else a pass, else the
 * drawn tile; the first call offered is taken, and the seat's plate then shows the variant's mark in its own words) until
 * the hand's result shows, in Chinese with the variant's own words (七对 or 荒庄). Screenshots:
 * {@code target/screenshots/pairs-lobby.png}, {@code pairs-table.png}, {@code pairs-claim.png} (the first claim prompt, its
 * buttons in Chinese, when the hand has one), {@code pairs-result.png}.
 */
class PairsBrowserTest {
    private static final Duration PATIENCE = Duration.ofSeconds(60);
    /** A message key of the pages' strings left untranslated on the page ({@code variant.pairs}, {@code res.way.x}). */
    private static final Pattern RAW_KEY = Pattern.compile("\\b(?:variant|res|round|meld|act|board|mark|enum)\\.[A-Za-z_]+\\b");

    @TempDir
    Path dir;
    private JantakuServer server;
    private boolean claimSeen;
    private ChromeDriver driver;
    private int port;

    @BeforeEach
    void start() throws IOException {
        Optional<String> missing = Chrome.missing();
        if (missing.isPresent()) {
            System.err.println("PairsBrowserTest skipped: " + missing.get());
        }
        Assumptions.assumeTrue(missing.isEmpty(), () -> "browser test skipped: " + missing.orElseThrow());
        // bots act at once, a person's claim waits, the hand's result stays until OK
        Timing timing = new Timing(Duration.ZERO, Duration.ofMinutes(10), Duration.ZERO, Timing.NEXT_HAND);
        server = TestServers.sqlite(dir, timing);
        port = server.port();
        driver = Chrome.start(dir.resolve("profile"));
    }

    @AfterEach
    void stop() {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void theTablePageDrawsAndPlaysAPairsHand() {
        driver.get(Http.url(port, "/index.html?lang=en"));
        WebElement option = until(d -> d.findElements(By.cssSelector("#preset option[value='pairs']")).stream().findFirst().orElse(null));
        new Select(driver.findElement(By.id("preset"))).selectByValue("pairs");
        assertThat(option.getText()).startsWith("Pairs (七对)").endsWith("— Pairs");
        until(d -> d.findElement(By.id("description")).getText().contains("seven pairs"));
        shoot("pairs-lobby");
        System.out.println("lobby entry: " + option.getText() + "; untranslated on the lobby: " + rawKeys());

        JsonNode created = Http.post(port, "/api/tables", "{\"preset\":\"pairs\",\"seed\":8,\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},"
                + "{\"kind\":\"bot\",\"agent\":\"efficiency\"},{\"kind\":\"bot\",\"agent\":\"efficiency\"},"
                + "{\"kind\":\"bot\",\"agent\":\"tsumogiri\"}]}").expect(201).json();
        driver.get(Http.url(port, created.get("you").get("link").asText() + "&lang=zh"));
        until(d -> d.findElements(By.cssSelector(".seat.bottom .hand .tile")).size() == 14
                && !d.findElements(By.cssSelector(".seat.bottom .hand .tile.playable")).isEmpty());
        assertThat(driver.findElements(By.cssSelector(".plate.seat"))).hasSize(4);
        assertThat(pageText()).contains("第1局");
        assertThat(rawKeys()).as("every word of the table translated").isEmpty();
        shoot("pairs-table");

        playUntilResult(300);
        WebElement result = until(d -> d.findElements(By.id("result")).stream().filter(WebElement::isDisplayed).findFirst().orElse(null));
        String text = String.valueOf(driver.executeScript("return arguments[0].innerText", result));
        assertThat(text).containsAnyOf("七对", "荒庄");
        assertThat(rawKeys()).as("every word of the result translated").isEmpty();
        shoot("pairs-result");
        System.out.println("result dialog: " + text.replace('\n', ' '));

        // the server has no favicon for any variant: not this page's error
        List<LogEntry> errors = driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue() && !e.getMessage().contains("favicon.ico")).toList();
        assertThat(errors).as("the page's console errors").isEmpty();
    }

    /** Clicks a win, a pass or a discard of the drawn tile until the result dialog shows. */
    private void playUntilResult(int most) {
        for (int clicks = 0; !resultShown(); clicks++) {
            until(d -> resultShown() || !"0".equals(d.findElement(By.tagName("body")).getAttribute("data-legal")));
            if (resultShown()) {
                return;
            }
            assertThat(clicks).as("a hand takes fewer clicks").isLessThan(most);
            List<WebElement> calls = driver.findElements(By.cssSelector("#actions button.act.call"));
            if (!calls.isEmpty() && !claimSeen) {
                claimSeen = true;
                String buttons = String.valueOf(driver.executeScript("return document.getElementById('actions').innerText"));
                System.out.println("claim prompt: " + buttons.replace('\n', ' '));
                assertThat(buttons).as("the claim buttons in Chinese").doesNotContainPattern("[A-Za-z]{3,}");
                shoot("pairs-claim");
                // take the first call: the seat is open, and its plate shows the variant's own mark in its own words
                calls.get(0).click();
                until(d -> d.findElement(By.cssSelector(".plate.seat.bottom")).getText().contains("已副露：不能胡"));
                shoot("pairs-open-mark");
                continue;
            }
            for (String css : new String[] {"button.act.win", "button.act.pass", ".tile.playable.drawn", ".tile.playable"}) {
                List<WebElement> found = driver.findElements(By.cssSelector(css));
                if (!found.isEmpty()) {
                    try {
                        found.get(0).click();
                    } catch (StaleElementReferenceException e) {
                        // drawn again meanwhile: look again
                    }
                    break;
                }
            }
        }
    }

    private boolean resultShown() {
        try {
            return driver.findElements(By.id("result")).stream().anyMatch(WebElement::isDisplayed);
        } catch (StaleElementReferenceException e) {
            return false;
        }
    }

    private List<String> rawKeys() {
        Matcher m = RAW_KEY.matcher(pageText());
        return m.results().map(MatchResult::group).distinct().toList();
    }

    /** The page's text as it reads (with the lobby's chosen preset). */
    private String pageText() {
        return String.valueOf(driver.executeScript("return document.body.innerText"));
    }

    /** Waits until the condition gives a value other than null or false; on a timeout, says what the page shows. */
    private <T> T until(Function<WebDriver, T> condition) {
        try {
            return new WebDriverWait(driver, PATIENCE, Duration.ofMillis(50)).ignoring(StaleElementReferenceException.class)
                    .until(condition);
        } catch (TimeoutException e) {
            shoot("pairs-timeout");
            throw new TimeoutException("the page never got there (target/screenshots/pairs-timeout-*.png); it says: "
                    + pageText() + "\nconsole: " + driver.manage().logs().get(LogType.BROWSER).getAll(), e);
        }
    }

    private void shoot(String name) {
        try {
            Path out = Path.of("target", "screenshots");
            Files.createDirectories(out);
            Files.write(out.resolve(name + "-" + Chrome.WIDTH + "x" + Chrome.HEIGHT + ".png"), driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
