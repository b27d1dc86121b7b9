package org.jantaku.simspark;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * A records folder reached through Hadoop's {@link FileSystem}, so any path it knows ({@code hdfs://},
 * {@code s3a://}, {@code file:}, a plain local path), whose files are written aside under a hidden name
 * (Hadoop's readers skip names starting with a dot) and then renamed into place: a file there is complete or
 * absent. Opened on the executor that writes (a {@link FileSystem} does not travel).
 */
final class HadoopFolder {
    private final FileSystem fs;
    private final Path dir;

    /**
     * The folder {@code dir}.
     *
     * @param hadoop the job's Hadoop settings (the driver's, so an executor reaches the same store)
     * @throws UncheckedIOException when its file system cannot be reached
     */
    HadoopFolder(String dir, Map<String, String> hadoop) {
        Configuration conf = new Configuration(false);
        hadoop.forEach(conf::set);
        this.dir = new Path(dir);
        try {
            URI uri = this.dir.toUri();
            this.fs = uri.getScheme() == null ? FileSystem.get(conf) : FileSystem.get(uri, conf);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot reach the records folder " + dir, e);
        }
    }

    /** The file {@code name} in the folder. */
    Path file(String name) {
        return new Path(dir, name);
    }

    /**
     * Opens the hidden file {@code .NAME.TAG.part} for writing (replacing one a failed attempt left); once it is
     * written and closed, {@link #moveIntoPlace} renames it onto {@code NAME}.
     *
     * @param tag tells apart writers of the same name that may run at once (a task's attempts)
     */
    Path aside(String name, String tag) {
        return new Path(dir, "." + name + (tag.isEmpty() ? "" : "." + tag) + ".part");
    }

    /** Creates (or truncates) {@code part}. */
    OutputStream create(Path part) throws IOException {
        return fs.create(part, true);
    }

    /** Renames the written {@code part} onto {@code name}, replacing a file a failed and retried task may have left. */
    void moveIntoPlace(Path part, String name) throws IOException {
        Path target = file(name);
        if (fs.exists(target)) {
            fs.delete(target, false);
        }
        if (!fs.rename(part, target)) {
            throw new IOException("the file system would not rename " + part + " to " + target);
        }
    }

    /** Deletes {@code part} if it is there, quietly: for cleaning up after a failure already on its way. */
    void discard(Path part) {
        try {
            fs.delete(part, false);
        } catch (IOException ignored) {
            // the failure that brought us here is the one to report
        }
    }
}
