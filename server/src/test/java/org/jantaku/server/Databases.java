package org.jantaku.server;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The databases the storage tests run on: SQLite always, PostgreSQL when a JDBC URL is given in the
 * system property {@code jantaku.test.pg.url} or the environment variable {@code JANTAKU_TEST_PG_URL}
 * ({@code .ci/run} starts a PostgreSQL and sets it).
 */
final class Databases {
    private Databases() {
    }

    static Stream<String> kinds() {
        return Stream.of("sqlite", "postgresql");
    }

    /** The URL of a database kind; skips the test, saying why, when PostgreSQL is not configured. */
    static String url(String kind, Path dir) {
        if (kind.equals("sqlite")) {
            return "jdbc:sqlite:" + dir.resolve("jantaku.db");
        }
        String url = System.getProperty("jantaku.test.pg.url", System.getenv("JANTAKU_TEST_PG_URL"));
        Assumptions.assumeTrue(url != null && !url.isBlank(),
                "PostgreSQL tests skipped: set JANTAKU_TEST_PG_URL (or -Djantaku.test.pg.url) to a JDBC URL, as .ci/run does");
        return url;
    }
}
