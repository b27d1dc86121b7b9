package org.jantaku.bots.sim;

import java.util.Objects;

/**
 * What a simulation records of its games: every game's record in {@code format}, handed to
 * {@code sink} as the game ends.
 *
 * @param format the records' format
 * @param sink where they go
 */
public record Recording(RecordFormat format, RecordSink sink) {
    public Recording {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(sink, "sink");
    }
}
