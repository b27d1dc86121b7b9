package org.jantaku.simspark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.hadoop.fs.Path;
import org.jantaku.bots.sim.RecordSink;

/**
 * One partition's records as one zip archive ({@code --records-per partition}): {@code part-NNNNN.zip} (the
 * partition's index, five digits) in the records folder, holding each game's file as one machine's
 * {@code simulate --records} writes it (the same entry names, the same bytes), in the order the games end.
 * The archive is streamed through Hadoop's file system ({@link HadoopFolder}) as games end, so only the game
 * being written is held; it is written under a hidden name of its own task attempt and renamed into place by
 * {@link #close}, so an archive there is complete or absent, and a retried task replaces its partition's.
 * {@link #abandon} deletes what a failed attempt wrote.
 */
final class PartitionArchive implements RecordSink, AutoCloseable {
    private final HadoopFolder folder;
    private final String name;
    private final Path part;
    private final ZipOutputStream zip;

    /**
     * Starts the archive of partition {@code index} in {@code dir}.
     *
     * @param attempt the task attempt writing it (two attempts of one partition may run at once)
     * @param hadoop the job's Hadoop settings
     * @throws UncheckedIOException when it cannot be created
     */
    PartitionArchive(String dir, int index, long attempt, Map<String, String> hadoop) {
        this.folder = new HadoopFolder(dir, hadoop);
        this.name = name(index);
        this.part = folder.aside(name, "attempt-" + attempt);
        try {
            this.zip = new ZipOutputStream(folder.create(part), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the records archive " + part, e);
        }
    }

    /** The archive's name for partition {@code index}: {@code part-00003.zip}. */
    static String name(int index) {
        return String.format(Locale.ROOT, "part-%05d.zip", index);
    }

    @Override
    public synchronized void write(String fileName, String text) {
        try {
            zip.putNextEntry(new ZipEntry(fileName));
            zip.write(text.getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the record " + fileName + " into " + part, e);
        }
    }

    /**
     * Finishes the archive and renames it onto {@code part-NNNNN.zip}.
     *
     * @throws UncheckedIOException when it cannot be finished or renamed
     */
    @Override
    public synchronized void close() {
        try {
            zip.close();
            folder.moveIntoPlace(part, name);
        } catch (IOException e) {
            folder.discard(part);
            throw new UncheckedIOException("cannot finish the records archive " + folder.file(name), e);
        }
    }

    /** Drops the archive unfinished (its partition failed): the hidden file is deleted, nothing is renamed. */
    synchronized void abandon() {
        try {
            zip.close();
        } catch (IOException ignored) {
            // deleted below all the same
        }
        folder.discard(part);
    }
}
