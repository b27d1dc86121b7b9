package org.jantaku.server;

import java.util.Objects;
import java.util.Optional;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.MjaiBots;
import org.jantaku.server.table.Timing;

/**
 * How to run the server.
 *
 * @param port the HTTP port (0 picks a free one)
 * @param dbUrl the JDBC URL of the storage (SQLite or PostgreSQL)
 * @param timing bot delay and people's timeouts
 * @param calculator the hand calculator of {@code POST /api/score}, when there is one
 * @param limits what the server allows (tables, creation rate, idle tables, slow clients)
 * @param mjaiBots the external mjai bots the operator registered, which Riichi tables' bot seats may name
 */
public record ServerConfig(int port, String dbUrl, Timing timing, Optional<HandCalculator> calculator, Limits limits,
        MjaiBots mjaiBots) {
    public ServerConfig {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port must be 0-65535, not " + port);
        }
        Objects.requireNonNull(dbUrl, "dbUrl");
        Objects.requireNonNull(timing, "timing");
        Objects.requireNonNull(calculator, "calculator");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(mjaiBots, "mjaiBots");
    }

    /** A server with no mjai bot registered. */
    public ServerConfig(int port, String dbUrl, Timing timing, Optional<HandCalculator> calculator, Limits limits) {
        this(port, dbUrl, timing, calculator, limits, MjaiBots.NONE);
    }

    /** A server with the default limits. */
    public ServerConfig(int port, String dbUrl, Timing timing, Optional<HandCalculator> calculator) {
        this(port, dbUrl, timing, calculator, Limits.DEFAULT);
    }
}
