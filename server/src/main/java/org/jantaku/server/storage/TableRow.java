package org.jantaku.server.storage;

import java.util.Objects;
import java.util.Optional;

/**
 * A table as stored: what it plays and who sits where (the seats as JSON, tokens included), and
 * whether its game is still running.
 *
 * @param options the option overrides as a JSON object (text)
 * @param seats the seats as a JSON array (text), see {@code SeatSpec}
 * @param status {@code running} or {@code finished}
 * @param created ISO-8601 instant
 * @param finished ISO-8601 instant, when finished
 */
public record TableRow(String id, String preset, String variant, String options, String seats, long seed,
        String status, String created, Optional<String> finished) {
    public static final String RUNNING = "running";
    public static final String FINISHED = "finished";

    public TableRow {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(preset, "preset");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(seats, "seats");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(created, "created");
        Objects.requireNonNull(finished, "finished");
    }
}
