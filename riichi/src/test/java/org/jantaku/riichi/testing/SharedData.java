package org.jantaku.riichi.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Large external test data lives in {@code ../shared/data} beside the project (never copied in).
 * Tests that need it call {@link #require} and are skipped, with a message saying where the data
 * was looked for, when it is absent.
 */
public final class SharedData {
    private SharedData() {
    }

    /** The shared data folder: the {@code jantaku.shared.data} property, else {@code ../shared/data}. */
    public static Path root() {
        String prop = System.getProperty("jantaku.shared.data");
        return Path.of(prop != null ? prop : "../shared/data").toAbsolutePath().normalize();
    }

    /** The path below the shared data folder; skips the calling test when it does not exist. */
    public static Path require(String relative) {
        Path p = root().resolve(relative);
        assumeTrue(Files.exists(p), () -> "skipped: shared test data " + p
                + " is absent (clone the project beside its shared/ folder to run this test)");
        return p;
    }
}
