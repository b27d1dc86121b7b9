package org.jantaku.server.browser;

import java.nio.file.Path;
import java.util.Optional;
import org.jantaku.server.HandCalculator;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.Timing;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * A browser test class: one server for all its tests, and the run's headless browser ({@link SharedChrome}) on
 * its pages (skipped, saying why, when chromium or chromedriver is absent).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith({NeedsChrome.class, SharedChrome.class})
abstract class BrowserTest {
    protected Ui ui;

    /** The server's hand calculator; none unless a test class gives one. */
    protected Optional<HandCalculator> calculator() {
        return Optional.empty();
    }

    /** The server's timing: bots at once, claim prompts with a long deadline ({@link Ui#TIMING}) unless a test class says otherwise. */
    protected Timing timing() {
        return Ui.TIMING;
    }

    /** The server's limits: the defaults unless a test class says otherwise. */
    protected Limits limits() {
        return Limits.DEFAULT;
    }

    @BeforeAll
    void startUi(@TempDir Path dir, ChromeDriver driver) {
        ui = Ui.start(dir, driver, calculator(), timing(), limits());
    }

    @AfterAll
    void stopUi() {
        if (ui != null) {
            ui.close();
        }
    }
}
