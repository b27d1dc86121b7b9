package org.jantaku.bots.mjai;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** The example bot ({@code bots/mjai/example_bot.py}) as the tests run it, and the check that python3 is there. */
final class PythonBots {
    /** The example bot, run from the module's directory (the tests' working directory). */
    static final Path SCRIPT = Path.of("mjai", "example_bot.py");
    /** The agent name of the example bot. */
    static final String BOT = "mjai:python3 " + SCRIPT;

    private PythonBots() {
    }

    /** The agent name of the example bot with test-only {@code options} (fault modes). */
    static String bot(String options) {
        return BOT + " " + options;
    }

    /** Skips the calling test, saying why, when python3 cannot be run or the example bot is not found. */
    static void assumePython() {
        assumeTrue(Files.isRegularFile(SCRIPT), "the example bot " + SCRIPT.toAbsolutePath() + " is not found: skipped");
        boolean ok;
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            ok = p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            ok = false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ok = false;
        }
        assumeTrue(ok, "python3 is not on the PATH: the mjai bot tests need it to run the example bot; skipped");
    }
}
