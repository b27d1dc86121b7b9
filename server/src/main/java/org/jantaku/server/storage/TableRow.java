package org.jantaku.server.storage;

import java.util.Objects;
import java.util.Optional;

/**
 * A table as stored: what it plays and who sits where (the seats as JSON, people's token hashes
 * included), and whether its game is still running.
 *
 * @param options the option overrides as a JSON object (text)
 * @param seats the seats as a JSON array (text), see {@code SeatSpec}
 * @param seeded whether the creator chose the seed (public)
 * @param status {@code running}, {@code finished} or {@code abandoned}
 * @param created ISO-8601 instant
 * @param finished ISO-8601 instant, when finished or abandoned
 */
public record TableRow(String id, String preset, String variant, String options, String seats, long seed, boolean seeded,
        String status, String created, Optional<String> finished) {
    public static final String RUNNING = "running";
    public static final String FINISHED = "finished";
    /** Closed by the server before the game's end (idle, or a bots' table past its bound); never resumed. */
    public static final String ABANDONED = "abandoned";

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
