package org.jantaku.server.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.jantaku.server.HandCalculator;
import org.jantaku.server.JantakuServer;
import org.jantaku.server.ServerConfig;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.Timing;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A server on a free loopback port with an SQLite file in a temporary folder and no bot delay, and
 * the run's headless browser pointed at it: what every browser test starts from.
 */
final class Ui implements AutoCloseable {
    /** Long enough for a whole hand on a slow, shared machine; a wait ends as soon as its condition holds. */
    static final Duration PATIENCE = Duration.ofSeconds(120);

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    final JantakuServer server;
    final ChromeDriver driver;

    private Ui(JantakuServer server, ChromeDriver driver) {
        this.server = server;
        this.driver = driver;
    }

    /**
     * Claim prompts get a deadline so the countdown shows (the tests answer them first); bots act at
     * once; a real table's pause between hands (the tests press OK).
     */
    static final Timing TIMING = new Timing(Duration.ZERO, Duration.ofMinutes(10), Duration.ZERO, Timing.NEXT_HAND);

    /**
     * Starts the server and points the browser ({@link SharedChrome}'s) at it: a blank page at the configured size, its
     * console read empty, the new origin's storage cleared (the browser may have been at a server on the same port).
     */
    static Ui start(Path dir, ChromeDriver driver, Optional<HandCalculator> calculator, Timing timing, Limits limits) {
        JantakuServer server = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("jantaku.db"), timing, calculator,
                limits));
        try {
            Ui ui = new Ui(server, driver);
            driver.get("about:blank");
            Chrome.fit(driver);
            driver.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", ui.url("").replaceFirst("/$", ""),
                    "storageTypes", "all"));
            driver.manage().logs().get(LogType.BROWSER);
            return ui;
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    String url(String path) {
        return "http://localhost:" + server.port() + "/" + path.replaceFirst("^/", "");
    }

    void open(String path) {
        driver.get(url(path));
    }

    /** Waits until the condition gives a value other than null or false; stale elements are retried. */
    <T> T until(Function<WebDriver, T> condition) {
        try {
            return new WebDriverWait(driver, PATIENCE, Duration.ofMillis(50)).ignoring(StaleElementReferenceException.class)
                    .until(condition);
        } catch (TimeoutException e) {
            throw new TimeoutException("the page never got there; it looks like " + screenshot("timeout-" + System.nanoTime())
                    + " and says: " + driver.findElement(By.tagName("body")).getText(), e);
        }
    }

    WebElement visible(By by) {
        return until(d -> d.findElements(by).stream().filter(WebElement::isDisplayed).findFirst().orElse(null));
    }

    /** Clicks the first visible element found by {@code by}, found again if the page drew it anew meanwhile. */
    void click(By by) {
        until(d -> {
            visible(by).click();
            return true;
        });
    }

    /** A JSON request to the server, its answer's status and body (for set-ups the tests make without the page). */
    JsonNode http(String method, String path, String body, int expectedStatus) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url(path))).header("Content-Type", "application/json");
        b = body == null ? b.GET() : b.method(method, HttpRequest.BodyPublishers.ofString(body));
        try {
            HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != expectedStatus) {
                throw new AssertionError(method + " " + path + ": " + r.statusCode() + " " + r.body());
            }
            return JSON.readTree(r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Creates a table through the API: the creation answer. */
    JsonNode create(String body) {
        return http("POST", "/api/tables", body, 201);
    }

    /** A table's public summary. */
    JsonNode summary(String id) {
        return http("GET", "/api/tables/" + id, null, 200);
    }

    /** Whether the result dialog is shown. */
    boolean resultShown() {
        try {
            return driver.findElements(By.id("result")).stream().anyMatch(WebElement::isDisplayed);
        } catch (StaleElementReferenceException e) {
            return false; // the dialog was drawn again while looking: look again
        }
    }

    /** What {@link #playUntilResult} clicks, the first found: a win, a pass, the drawn tile, any playable tile, any action. */
    private static final java.util.List<String> PLAY = java.util.List.of("button.act.win", "button.act.pass", ".tile.playable.drawn",
            ".tile.playable", "#actions button.act");

    /**
     * The page's next step in {@link #playUntilResult}, looked at in one script (one round trip, not one per selector):
     * "result" when a result dialog looks shown, "wait" while the seat has no legal action, else the element to click
     * (the first of {@link #PLAY} found), else "none".
     */
    private static final String NEXT_CLICK = """
            const shown = (e) => !e.closest('[hidden]') && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
            if ([...document.querySelectorAll('#result')].some(shown)) return 'result';
            if (document.body.getAttribute('data-legal') === '0') return 'wait';
            for (const q of arguments[0]) { const e = document.querySelector(q); if (e) return e; }
            return 'none';
            """;

    /**
     * Plays the seat by clicking until a result dialog shows: a win when offered, else a pass, else the
     * drawn tile or any playable tile, else any action button. Fails after {@code most} clicks.
     */
    void playUntilResult(int most) {
        for (int clicks = 0; ; ) {
            Object next = until(d -> {
                Object o = driver.executeScript(NEXT_CLICK, PLAY);
                return "wait".equals(o) ? null : o;
            });
            if ("result".equals(next)) {
                until(d -> resultShown());
                return;
            }
            if (!(next instanceof WebElement element)) {
                throw new AssertionError("the seat has legal actions but the page offers none");
            }
            if (clicks++ >= most) {
                throw new AssertionError("no result after " + most + " clicks");
            }
            try {
                element.click();
            } catch (StaleElementReferenceException e) {
                // the page drew itself anew between the look and the click: look again
            }
        }
    }

    void language(String code) {
        // the header is drawn by the page's script: wait for it rather than race it
        new Select(visible(By.id("lang"))).selectByValue(code);
    }

    /** Saves a screenshot under target/screenshots/ as NAME-WIDTHxHEIGHT.png and returns its path. */
    Path screenshot(String name) {
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            Path file = dir.resolve(name + "-" + Chrome.WIDTH + "x" + Chrome.HEIGHT + ".png");
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Leaves the page (its sockets close before the server does) and stops the server; the browser stays for the next class. */
    @Override
    public void close() {
        try {
            driver.get("about:blank");
        } finally {
            server.close();
        }
    }
}
