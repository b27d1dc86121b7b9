package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Optional;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.storage.StorageException;
import org.jantaku.server.storage.TableRow;
import org.jantaku.server.table.TokenCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The storage on SQLite and on PostgreSQL: migrations, tables, record lines, reopening. */
class StorageTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @MethodSource("org.jantaku.server.Databases#kinds")
    void storesTablesAndTheirRecordLines(String kind) {
        String url = Databases.url(kind, dir);
        String id = "t-" + TokenCheck.fresh(5);
        try (Storage s = Storage.open(url)) {
            s.insertTable(new TableRow(id, "tenhou", "riichi", "{}", "[]", 42L, true, TableRow.RUNNING, "2025-01-01T00:00:00Z",
                    Optional.empty()));
            s.appendLine(id, 1, "{\"a\":1}");
            s.appendLine(id, 2, "{\"b\":\"二\"}");
            assertThatThrownBy(() -> s.appendLine(id, 2, "{}")).isInstanceOf(StorageException.class).hasMessageContaining(id);
            assertThat(s.tables(TableRow.RUNNING)).extracting(TableRow::id).contains(id);
        }
        try (Storage s = Storage.open(url)) {
            assertThat(s.record(id)).isEqualTo("{\"a\":1}\n{\"b\":\"二\"}\n");
            s.finish(id, "2025-01-01T01:00:00Z");
            TableRow row = s.table(id).orElseThrow();
            assertThat(row.status()).isEqualTo(TableRow.FINISHED);
            assertThat(row.seeded()).isTrue();
            assertThat(row.finished()).contains("2025-01-01T01:00:00Z");
            assertThat(row.seed()).isEqualTo(42L);
            assertThat(s.tables(TableRow.RUNNING)).extracting(TableRow::id).doesNotContain(id);
        }
    }

    @Test
    void refusesAnUnknownDatabase() {
        assertThatThrownBy(() -> Storage.open("jdbc:mysql://x/y")).isInstanceOf(StorageException.class)
                .hasMessageContaining("jdbc:mysql://x/y").hasMessageContaining("jdbc:sqlite");
    }

    @Test
    void createsTheDataFolderOnFirstUse() {
        Path db = dir.resolve("data/sub/jantaku.db");
        try (Storage s = Storage.open("jdbc:sqlite:" + db)) {
            assertThat(db.getParent()).isDirectory();
        }
    }
}
