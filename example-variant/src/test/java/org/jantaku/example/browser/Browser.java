package org.jantaku.example.browser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's chromium and chromedriver, headless, with a 1366 × 900 page, as the server's browser tests use them
 * ({@code JANTAKU_CHROME} / {@code JANTAKU_CHROMEDRIVER} name other paths); the browser's console is kept so a test can
 * read the page's errors. Without them the tests are skipped, saying why.
 */
final class Browser {
    static final Path BROWSER = Path.of(envOr("JANTAKU_CHROME", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(envOr("JANTAKU_CHROMEDRIVER", "/usr/bin/chromedriver"));
    static final int WIDTH = 1366;
    static final int HEIGHT = 900;

    private Browser() {
    }

    private static String envOr(String name, String fallback) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? fallback : v;
    }

    /** Why the browser test cannot run here, if it cannot. */
    static Optional<String> missing() {
        if (!Files.isExecutable(BROWSER)) {
            return Optional.of("no chromium at " + BROWSER + " (apt-get install chromium, or set JANTAKU_CHROME)");
        }
        if (!Files.isExecutable(DRIVER)) {
            return Optional.of("no chromedriver at " + DRIVER + " (apt-get install chromium-driver, or set JANTAKU_CHROMEDRIVER)");
        }
        return Optional.empty();
    }

    /** A fresh headless browser with its own profile folder. */
    static ChromeDriver start(Path profile) throws IOException {
        Files.createDirectories(profile);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                "--window-size=" + WIDTH + "," + HEIGHT, "--hide-scrollbars", "--user-data-dir=" + profile.toAbsolutePath());
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", WIDTH, "height", HEIGHT, "deviceScaleFactor", 1,
                "mobile", false));
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        return driver;
    }
}
