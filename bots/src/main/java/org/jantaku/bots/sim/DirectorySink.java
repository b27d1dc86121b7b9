package org.jantaku.bots.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Records written to a local folder: each to {@code NAME.part} first, then moved onto {@code NAME}
 * (atomically where the file system can), so a reader never sees half a record.
 *
 * @param dir the folder (created if missing)
 */
public record DirectorySink(Path dir) implements RecordSink {
    public DirectorySink {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the records folder " + dir, e);
        }
    }

    @Override
    public void write(String fileName, String text) {
        Path target = dir.resolve(fileName);
        Path part = dir.resolve(fileName + ".part");
        try {
            Files.writeString(part, text, StandardCharsets.UTF_8);
            try {
                Files.move(part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(part, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the record " + target, e);
        } finally {
            try {
                Files.deleteIfExists(part);
            } catch (IOException ignored) {
                // the record itself was written, or its error is on its way
            }
        }
    }
}
