package org.jantaku.server.browser;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's chromium and chromedriver, headless, for the browser tests. The paths are
 * {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} unless {@code JANTAKU_CHROME} /
 * {@code JANTAKU_CHROMEDRIVER} name others; the driver is given explicitly so Selenium Manager never
 * looks for one on the network. Without them the tests are skipped, saying why ({@link NeedsChrome}).
 */
final class Chrome {
    static final Path BROWSER = Path.of(envOr("JANTAKU_CHROME", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(envOr("JANTAKU_CHROMEDRIVER", "/usr/bin/chromedriver"));

    private Chrome() {
    }

    private static String envOr(String name, String fallback) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? fallback : v;
    }

    /** Why the browser tests cannot run here, if they cannot. */
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
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1280,1000", "--user-data-dir=" + profile.toAbsolutePath());
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        return driver;
    }
}
