package org.jantaku.simspark;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.jantaku.bots.sim.RecordSink;

/**
 * Records written through Hadoop's {@link FileSystem}, so to any path it knows ({@code hdfs://},
 * {@code s3a://}, {@code file:}, a plain local path): each to a hidden {@code .NAME.part} first
 * (Hadoop's readers skip names starting with a dot), then renamed onto {@code NAME}, replacing a
 * file a failed and retried task may have left. One per partition, on the executor.
 */
final class HadoopSink implements RecordSink {
    private final FileSystem fs;
    private final Path dir;

    /**
     * A sink into {@code dir}.
     *
     * @param hadoop the job's Hadoop settings (the driver's, so an executor reaches the same store)
     */
    HadoopSink(String dir, Map<String, String> hadoop) {
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

    @Override
    public void write(String fileName, String text) {
        Path target = new Path(dir, fileName);
        Path part = new Path(dir, "." + fileName + ".part");
        try {
            try (OutputStream out = fs.create(part, true)) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            }
            if (fs.exists(target)) {
                fs.delete(target, false);
            }
            if (!fs.rename(part, target)) {
                throw new IOException("the file system would not rename " + part + " to " + target);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the record " + target, e);
        }
    }
}
