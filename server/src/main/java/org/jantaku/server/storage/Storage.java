package org.jantaku.server.storage;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.logging.Logger;
import org.flywaydb.core.Flyway;

/**
 * The server's storage: the tables and their game records, in SQLite (a file) or PostgreSQL, through
 * plain JDBC on one connection (every write is committed when the method returns). The schema is made
 * by the Flyway migrations in {@code db/migration}.
 */
public final class Storage implements AutoCloseable {
    /** The default database: an SQLite file in a data folder of the working directory. */
    public static final String DEFAULT_URL = "jdbc:sqlite:jantaku-data/jantaku.db";
    private static final Logger LOG = Logger.getLogger(Storage.class.getName());
    private static final Set<PosixFilePermission> OWNER_FOLDER = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OWNER_FILE = PosixFilePermissions.fromString("rw-------");

    private final String url;
    private final Connection connection;

    private Storage(String url, Connection connection) {
        this.url = url;
        this.connection = connection;
    }

    /**
     * Opens (and on first use creates) the database at a JDBC URL and migrates its schema.
     *
     * @throws StorageException when the URL is neither SQLite nor PostgreSQL, or the database cannot
     *     be opened or migrated
     */
    public static Storage open(String url) {
        boolean sqlite = url.startsWith("jdbc:sqlite:");
        if (!sqlite && !url.startsWith("jdbc:postgresql:")) {
            throw new StorageException("unsupported database URL '" + url
                    + "': use jdbc:sqlite:FILE or jdbc:postgresql://HOST:PORT/DB", null);
        }
        if (sqlite) {
            prepareFile(url.substring("jdbc:sqlite:".length()));
        }
        try {
            Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").load().migrate();
            Connection c = DriverManager.getConnection(url);
            if (sqlite) {
                try (Statement s = c.createStatement()) {
                    s.execute("PRAGMA journal_mode=WAL");
                    s.execute("PRAGMA synchronous=NORMAL");
                    s.execute("PRAGMA foreign_keys=ON");
                }
            }
            c.setAutoCommit(true);
            return new Storage(url, c);
        } catch (SQLException | RuntimeException e) {
            throw new StorageException("cannot open the database " + url + ": " + e.getMessage(), e);
        }
    }

    /**
     * Prepares an SQLite file so that only its owner can read it: creates its folder (rwx------) when
     * it does not exist, creates the file (rw-------; an empty file is an empty database) before SQLite
     * opens it, or makes an existing file and the {@code -wal} and {@code -shm} files beside it
     * rw-------. SQLite gives the files it creates beside a database the database's permissions.
     * Where the file system has no POSIX permissions, only the folder is created.
     */
    private static void prepareFile(String file) {
        int q = file.indexOf('?');
        String path = q < 0 ? file : file.substring(0, q);
        if (path.isEmpty() || path.startsWith(":memory:") || path.startsWith("file:")) {
            return;
        }
        Path db = Path.of(path).toAbsolutePath();
        Path parent = db.getParent();
        boolean posix = db.getFileSystem().supportedFileAttributeViews().contains("posix");
        try {
            if (posix) {
                Files.createDirectories(parent, PosixFilePermissions.asFileAttribute(OWNER_FOLDER));
            } else {
                Files.createDirectories(parent);
            }
        } catch (IOException e) {
            throw new StorageException("cannot create the data folder " + parent + ": " + e.getMessage(), e);
        }
        if (posix) {
            ownerOnly(db);
        }
    }

    private static void ownerOnly(Path db) {
        try {
            if (!Files.getFileStore(db.getParent()).supportsFileAttributeView(PosixFileAttributeView.class)) {
                return;
            }
            Files.createFile(db, PosixFilePermissions.asFileAttribute(OWNER_FILE));
        } catch (FileAlreadyExistsException e) {
            for (String suffix : List.of("", "-wal", "-shm")) {
                Path p = Path.of(db + suffix);
                try {
                    if (Files.exists(p)) {
                        Files.setPosixFilePermissions(p, OWNER_FILE);
                    }
                } catch (IOException | UnsupportedOperationException failed) {
                    LOG.warning("cannot make " + p + " readable by its owner only (" + failed.getMessage() + "); its permissions are unchanged");
                }
            }
        } catch (IOException e) {
            throw new StorageException("cannot create the database file " + db + ": " + e.getMessage(), e);
        }
    }

    /** The JDBC URL this storage was opened with. */
    public String url() {
        return url;
    }

    /** Stores a new table. */
    public synchronized void insertTable(TableRow t) {
        update("insert table " + t.id(), "INSERT INTO game_tables (id, preset, variant, options, seats, seed, seeded, status,"
                + " created, finished, next_hand_seconds, host_sha256) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", t.id(), t.preset(),
                t.variant(), t.options(), t.seats(), t.seed(), t.seeded(), t.status(), t.created(), t.finished().orElse(null),
                t.nextHandSeconds().isPresent() ? t.nextHandSeconds().getAsInt() : null, t.hostHash().orElse(null));
    }

    /** Appends one line of a table's game record (committed on return). */
    public synchronized void appendLine(String tableId, int lineNo, String text) {
        update("write line " + lineNo + " of table " + tableId,
                "INSERT INTO record_lines (table_id, line_no, text) VALUES (?, ?, ?)", tableId, lineNo, text);
    }

    /** Marks a table's game finished. */
    public synchronized void finish(String tableId, String when) {
        update("finish table " + tableId, "UPDATE game_tables SET status = ?, finished = ? WHERE id = ?",
                TableRow.FINISHED, when, tableId);
    }

    /** Marks a running table's game abandoned: closed by the server before its end, never resumed. */
    public synchronized void abandon(String tableId, String when) {
        update("close table " + tableId, "UPDATE game_tables SET status = ?, finished = ? WHERE id = ? AND status = ?",
                TableRow.ABANDONED, when, tableId, TableRow.RUNNING);
    }

    /** Replaces a table's stored seats (JSON text). */
    public synchronized void updateSeats(String tableId, String seats) {
        update("rewrite the seats of table " + tableId, "UPDATE game_tables SET seats = ? WHERE id = ?", seats, tableId);
    }

    /** A table by id. */
    public synchronized Optional<TableRow> table(String id) {
        List<TableRow> rows = tables("SELECT * FROM game_tables WHERE id = ?", id);
        return rows.stream().findFirst();
    }

    /** The tables with a status, newest first. */
    public synchronized List<TableRow> tables(String status) {
        return tables("SELECT * FROM game_tables WHERE status = ? ORDER BY created DESC, id", status);
    }

    /** One page of the tables with a status, newest first: {@code limit} rows after skipping {@code offset}. */
    public synchronized List<TableRow> tables(String status, int offset, int limit) {
        return tables("SELECT * FROM game_tables WHERE status = ? ORDER BY created DESC, id LIMIT " + limit + " OFFSET " + offset,
                status);
    }

    /** Every stored table whose seats JSON holds a text (any status). */
    public synchronized List<TableRow> tablesWithSeats(String fragment) {
        return tables("SELECT * FROM game_tables WHERE seats LIKE ?", "%" + fragment + "%");
    }

    /** A table's record as JSON lines (each line ends with a newline), in line order. */
    public synchronized String record(String tableId) {
        StringBuilder out = new StringBuilder();
        try (PreparedStatement p = connection.prepareStatement(
                "SELECT text FROM record_lines WHERE table_id = ? ORDER BY line_no")) {
            p.setString(1, tableId);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.append(r.getString(1)).append('\n');
                }
            }
        } catch (SQLException e) {
            throw new StorageException("cannot read the record of table " + tableId + ": " + e.getMessage(), e);
        }
        return out.toString();
    }

    /** The last line of a table's record (its last step), if it has any. */
    public synchronized Optional<String> lastLine(String tableId) {
        try (PreparedStatement p = connection.prepareStatement(
                "SELECT text FROM record_lines WHERE table_id = ? ORDER BY line_no DESC LIMIT 1")) {
            p.setString(1, tableId);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? Optional.of(r.getString(1)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new StorageException("cannot read the record of table " + tableId + ": " + e.getMessage(), e);
        }
    }

    private List<TableRow> tables(String sql, String arg) {
        List<TableRow> out = new ArrayList<>();
        try (PreparedStatement p = connection.prepareStatement(sql)) {
            p.setString(1, arg);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new TableRow(r.getString("id"), r.getString("preset"), r.getString("variant"),
                            r.getString("options"), r.getString("seats"), r.getLong("seed"), r.getBoolean("seeded"),
                            r.getString("status"), r.getString("created"), Optional.ofNullable(r.getString("finished")),
                            nextHand(r), Optional.ofNullable(r.getString("host_sha256"))));
                }
            }
        } catch (SQLException e) {
            throw new StorageException("cannot read tables: " + e.getMessage(), e);
        }
        return out;
    }

    private static OptionalInt nextHand(ResultSet r) throws SQLException {
        int n = r.getInt("next_hand_seconds");
        return r.wasNull() ? OptionalInt.empty() : OptionalInt.of(n);
    }

    private void update(String what, String sql, Object... args) {
        try (PreparedStatement p = connection.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                p.setObject(i + 1, args[i]);
            }
            p.executeUpdate();
        } catch (SQLException e) {
            throw new StorageException("cannot " + what + ": " + e.getMessage(), e);
        }
    }

    /** Work on the connection inside one transaction ({@link #transaction}). */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /**
     * Runs {@code work} under the storage's lock as one transaction: committed when it returns, rolled
     * back when it throws (for the stores of other parts, such as {@link KeepStore}).
     */
    synchronized <T> T transaction(String what, Work<T> work) {
        try {
            connection.setAutoCommit(false);
            try {
                T out = work.run(connection);
                connection.commit();
                return out;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StorageException("cannot " + what + ": " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            throw new StorageException("cannot close the database " + url + ": " + e.getMessage(), e);
        }
    }
}
