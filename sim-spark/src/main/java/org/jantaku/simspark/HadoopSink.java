package org.jantaku.simspark;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.hadoop.fs.Path;
import org.jantaku.bots.sim.RecordSink;

/**
 * Records written one file per game ({@code --records-per game}) through Hadoop's file system
 * ({@link HadoopFolder}): each to a hidden {@code .NAME.part} first, then renamed onto {@code NAME}, replacing
 * a file a failed and retried task may have left. One per partition, on the executor.
 */
final class HadoopSink implements RecordSink {
    private final HadoopFolder folder;

    /**
     * A sink into {@code dir}.
     *
     * @param hadoop the job's Hadoop settings (the driver's, so an executor reaches the same store)
     */
    HadoopSink(String dir, Map<String, String> hadoop) {
        this.folder = new HadoopFolder(dir, hadoop);
    }

    @Override
    public void write(String fileName, String text) {
        Path part = folder.aside(fileName, "");
        try {
            try (OutputStream out = folder.create(part)) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            }
            folder.moveIntoPlace(part, fileName);
        } catch (IOException e) {
            folder.discard(part);
            throw new UncheckedIOException("cannot write the record " + folder.file(fileName), e);
        }
    }
}
