package org.jantaku.server.browser;

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
 * Debian's chromium and chromedriver, headless, for the browser tests. The paths are
 * {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} unless {@code JANTAKU_CHROME} /
 * {@code JANTAKU_CHROMEDRIVER} name others; the driver is given explicitly so Selenium Manager never
 * looks for one on the network. Without them the tests are skipped, saying why ({@link NeedsChrome}).
 *
 * <p>The page (the viewport) is {@link #WIDTH} × {@link #HEIGHT} CSS pixels: 1366 × 900 (a laptop) unless the
 * system property {@code jantaku.window} (or {@code JANTAKU_WINDOW}) names another size, such as
 * {@code 390x844} for a phone: {@code ./mvnw … -Djantaku.window=390x844}. Screenshots carry the size
 * in their names. The browser's console is kept ({@code driver.manage().logs().get(LogType.BROWSER)}), so a test can
 * read the page's errors. Public, in the server's test-jar (example-variant's browser test uses it).
 */
public final class Chrome {
    static final Path BROWSER = Path.of(envOr("JANTAKU_CHROME", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(envOr("JANTAKU_CHROMEDRIVER", "/usr/bin/chromedriver"));
    static final String SIZE = System.getProperty("jantaku.window", envOr("JANTAKU_WINDOW", "1366x900")).strip();
    public static final int WIDTH = dimension(0);
    public static final int HEIGHT = dimension(1);

    private Chrome() {
    }

    private static String envOr(String name, String fallback) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? fallback : v;
    }

    private static int dimension(int i) {
        String[] parts = SIZE.split("x");
        if (parts.length != 2 || !parts[i].matches("[1-9][0-9]{2,3}")) {
            throw new IllegalArgumentException("jantaku.window: WIDTHxHEIGHT in CSS pixels, such as 390x844, not '" + SIZE + "'");
        }
        return Integer.parseInt(parts[i]);
    }

    /** Why the browser tests cannot run here, if they cannot. */
    public static Optional<String> missing() {
        if (!Files.isExecutable(BROWSER)) {
            return Optional.of("no chromium at " + BROWSER + " (apt-get install chromium, or set JANTAKU_CHROME)");
        }
        if (!Files.isExecutable(DRIVER)) {
            return Optional.of("no chromedriver at " + DRIVER + " (apt-get install chromium-driver, or set JANTAKU_CHROMEDRIVER)");
        }
        return Optional.empty();
    }

    /** A fresh headless browser with its own profile folder. */
    public static ChromeDriver start(Path profile) throws IOException {
        Files.createDirectories(profile);
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=" + WIDTH + "," + HEIGHT, "--hide-scrollbars",
                "--user-data-dir=" + profile.toAbsolutePath());
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        fit(driver);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        return driver;
    }

    /** Gives the page exactly WIDTH × HEIGHT (the window's size includes its frame), laid out as a phone's when narrow. */
    public static void fit(ChromeDriver driver) {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", WIDTH, "height", HEIGHT,
                "deviceScaleFactor", 1, "mobile", WIDTH < 700));
    }
}
