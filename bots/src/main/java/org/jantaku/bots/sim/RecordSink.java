package org.jantaku.bots.sim;

/**
 * Where a simulation puts its games' records: told each game's file name and whole text once the
 * game ends, from the thread that played it (so it must take calls from several threads at once).
 * A file is either complete or absent: a sink writes it aside and moves it into place.
 */
@FunctionalInterface
public interface RecordSink {
    /**
     * Stores one game's record.
     *
     * @throws java.io.UncheckedIOException when it cannot be written (the simulation stops)
     */
    void write(String fileName, String text);
}
