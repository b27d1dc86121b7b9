package org.jantaku.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.CheckedInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * A zip archive of game files, as the Spark job writes one per partition ({@code part-NNNNN.zip}), read by
 * {@code replay} and {@code import} entry by entry: each entry is copied alone into a temporary folder under
 * its own file name (checked against the archive's CRC and size), handed on as if it were a file named
 * {@code ARCHIVE!ENTRY}, and deleted before the next, so the archive is never unpacked whole, in memory or on
 * disk. A file is an archive by its content (it starts with a zip header), never by its name.
 */
final class RecordArchive {
    private RecordArchive() {
    }

    /** What is done with each entry of an archive. */
    interface Visitor {
        /** A file given, or an entry copied out into {@code file} (deleted once this returns), shown as {@code label}. */
        void entry(String label, Path file);

        /** An entry that could not be read, and why. */
        void unreadable(String label, String reason);
    }

    /**
     * Hands each of {@code files} to {@code visitor} as it is, or, for an archive, each of its entries
     * ({@link #read}); an archive that cannot be read as a whole is reported as unreadable under its own name.
     */
    static void visit(List<Path> files, Visitor visitor) {
        for (Path file : files) {
            if (!is(file)) {
                visitor.entry(file.toString(), file);
                continue;
            }
            try {
                read(file, visitor);
            } catch (IOException e) {
                visitor.unreadable(file.toString(), message(e));
            }
        }
    }

    /** Whether a file's content is a zip archive: it starts with {@code PK\3\4} (or {@code PK\5\6}: an empty one). */
    static boolean is(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(4);
            return head.length == 4 && head[0] == 'P' && head[1] == 'K'
                    && (head[2] == 3 && head[3] == 4 || head[2] == 5 && head[3] == 6);
        } catch (IOException e) {
            return false;
        }
    }

    /** How an entry is shown: {@code ARCHIVE!ENTRY}. */
    static String label(Path archive, String entry) {
        return archive + "!" + entry;
    }

    /**
     * Hands every file entry of {@code archive} to {@code visitor}, in the archive's order (folders are
     * skipped); an entry that cannot be read (corrupt data, a wrong checksum, an archive inside the archive)
     * is reported as unreadable and the others go on.
     *
     * @throws IOException when the archive as a whole cannot be read (its message says why: a corrupt archive)
     */
    static void read(Path archive, Visitor visitor) throws IOException {
        Path tmp = Files.createTempDirectory("jantaku-archive-");
        try (ZipFile zip = open(archive)) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (entry.isDirectory()) {
                    continue;
                }
                String label = label(archive, entry.getName());
                Path file = tmp.resolve(fileName(entry.getName()));
                try {
                    copy(zip, entry, file);
                    if (is(file)) {
                        throw new ZipException("a zip archive inside the archive (unpack it first)");
                    }
                } catch (IOException e) {
                    Files.deleteIfExists(file);
                    visitor.unreadable(label, "a corrupt archive entry: " + message(e));
                    continue;
                }
                try {
                    visitor.entry(label, file);
                } finally {
                    Files.deleteIfExists(file);
                }
            }
        } finally {
            delete(tmp);
        }
    }

    private static ZipFile open(Path archive) throws IOException {
        try {
            return new ZipFile(archive.toFile());
        } catch (IOException e) {
            throw new IOException("a corrupt zip archive: " + message(e), e);
        }
    }

    /** Copies an entry out, checking its size and CRC against the archive's (a stored entry is not checked on reading). */
    private static void copy(ZipFile zip, ZipEntry entry, Path file) throws IOException {
        CRC32 crc = new CRC32();
        long size;
        try (InputStream in = new CheckedInputStream(zip.getInputStream(entry), crc); OutputStream out = Files.newOutputStream(file)) {
            size = in.transferTo(out);
        }
        if (entry.getSize() >= 0 && size != entry.getSize()) {
            throw new ZipException("its size is " + size + " bytes, the archive says " + entry.getSize());
        }
        if (entry.getCrc() >= 0 && crc.getValue() != entry.getCrc()) {
            throw new ZipException(String.format("its CRC is %08x, the archive says %08x", crc.getValue(), entry.getCrc()));
        }
    }

    /** The entry's own file name (what follows its last folder), so that readers see the name it was written under. */
    private static String fileName(String entry) {
        String name = entry.substring(Math.max(entry.lastIndexOf('/'), entry.lastIndexOf('\\')) + 1);
        return name.isEmpty() || name.equals(".") || name.equals("..") ? "entry" : name;
    }

    private static String message(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
