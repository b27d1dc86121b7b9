package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.storage.TableRow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An SQLite storage's data folder and files are readable by their owner only (where the file system has POSIX permissions). */
class StoragePermissionsTest {
    @TempDir
    Path dir;

    @BeforeEach
    void posix() throws IOException {
        assumeTrue(Files.getFileStore(dir).supportsFileAttributeView(PosixFileAttributeView.class),
                "the temporary folder's file system has no POSIX permissions");
    }

    @Test
    void aNewFolderAndDatabaseAreTheOwners() throws IOException {
        Path db = dir.resolve("data/sub/jantaku.db");
        try (Storage s = Storage.open("jdbc:sqlite:" + db)) {
            s.insertTable(row("t-1"));
            assertThat(permissions(dir.resolve("data"))).isEqualTo("rwx------");
            assertThat(permissions(db.getParent())).isEqualTo("rwx------");
            assertThat(permissions(db)).isEqualTo("rw-------");
            for (String suffix : new String[] {"-wal", "-shm"}) {
                Path beside = Path.of(db + suffix);
                assertThat(beside).as("SQLite's %s file while a connection is open", suffix).exists();
                assertThat(permissions(beside)).as("SQLite gives %s the database file's permissions", suffix).isEqualTo("rw-------");
            }
        }
    }

    @Test
    void anExistingWorldReadableDatabaseIsTightenedAndItsFolderLeftAlone() throws IOException {
        Path db = dir.resolve("jantaku.db");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        try (Storage first = Storage.open("jdbc:sqlite:" + db)) {
            first.insertTable(row("t-1"));
            Path wal = Path.of(db + "-wal");
            Path shm = Path.of(db + "-shm");
            for (Path p : new Path[] {db, wal, shm}) {
                Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-r--r--"));
            }
            try (Storage second = Storage.open("jdbc:sqlite:" + db)) {
                assertThat(second.table("t-1")).isPresent();
                assertThat(permissions(db)).isEqualTo("rw-------");
                assertThat(permissions(wal)).isEqualTo("rw-------");
                assertThat(permissions(shm)).isEqualTo("rw-------");
                assertThat(permissions(dir)).as("a folder the storage did not create is not changed").isEqualTo("rwxr-xr-x");
            }
        }
    }

    private static TableRow row(String id) {
        return new TableRow(id, "tenhou", "riichi", "{}", "[]", 1L, false, TableRow.RUNNING, "2025-01-01T00:00:00Z", Optional.empty());
    }

    private static String permissions(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }
}
