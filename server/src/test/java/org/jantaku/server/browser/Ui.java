package org.jantaku.server.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import org.jantaku.server.HandCalculator;
import org.jantaku.server.JantakuServer;
import org.jantaku.server.ServerConfig;
import org.jantaku.server.table.Timing;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A server on a free loopback port with an SQLite file in a temporary folder and no bot delay, and
 * a headless browser pointed at it: what every browser test starts from.
 */
final class Ui implements AutoCloseable {
    /** Long enough for a whole hand on a slow, shared machine; a wait ends as soon as its condition holds. */
    static final Duration PATIENCE = Duration.ofSeconds(120);

    final JantakuServer server;
    final ChromeDriver driver;

    private Ui(JantakuServer server, ChromeDriver driver) {
        this.server = server;
        this.driver = driver;
    }

    /** Starts both; claim prompts get a deadline so the countdown shows (the tests answer them first). */
    static Ui start(Path dir, Optional<HandCalculator> calculator) throws IOException {
        Timing timing = new Timing(Duration.ZERO, Duration.ofMinutes(10), Duration.ZERO);
        JantakuServer server = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("jantaku.db"), timing, calculator));
        try {
            return new Ui(server, Chrome.start(dir.resolve("profile")));
        } catch (IOException | RuntimeException e) {
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

    void language(String code) {
        new Select(driver.findElement(By.id("lang"))).selectByValue(code);
    }

    /** Saves a screenshot under target/screenshots/ and returns its path. */
    Path screenshot(String name) {
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            Path file = dir.resolve(name + ".png");
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            driver.quit();
        } finally {
            server.close();
        }
    }
}
