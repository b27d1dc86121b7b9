package org.jantaku.server.storage;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

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
 * @param nextHandSeconds the table's pause between hands, when its creator chose one (else the server's)
 * @param hostHash the SHA-256 of the host's token (whoever holds it may end the table); none for tables made before hosts
 */
public record TableRow(String id, String preset, String variant, String options, String seats, long seed, boolean seeded,
        String status, String created, Optional<String> finished, OptionalInt nextHandSeconds, Optional<String> hostHash) {
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
        Objects.requireNonNull(nextHandSeconds, "nextHandSeconds");
        Objects.requireNonNull(hostHash, "hostHash");
    }

    /** A row without a chosen pause or a host (as stored before either existed). */
    public TableRow(String id, String preset, String variant, String options, String seats, long seed, boolean seeded,
            String status, String created, Optional<String> finished) {
        this(id, preset, variant, options, seats, seed, seeded, status, created, finished, OptionalInt.empty(), Optional.empty());
    }
}
