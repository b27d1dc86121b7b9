package org.jantaku.server.browser;

import java.io.IOException;
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

/**
 * A browser test class: one server and one headless browser for all its tests (skipped, saying
 * why, when chromium or chromedriver is absent).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(NeedsChrome.class)
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
    void startUi(@TempDir Path dir) throws IOException {
        ui = Ui.start(dir, calculator(), timing(), limits());
    }

    @AfterAll
    void stopUi() {
        if (ui != null) {
            ui.close();
        }
    }
}
