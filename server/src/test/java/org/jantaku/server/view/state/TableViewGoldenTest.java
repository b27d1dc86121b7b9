package org.jantaku.server.view.state;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jantaku.server.view.Faces;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The view protocol frozen: for each variant, a seeded position ({@link Positions}) encoded as seat
 * 0's view and as the all-open view must equal {@code src/test/resources/views/NAME.json}, so a
 * renamed, added or dropped field fails here (and in docs/protocol.md's promise). After a deliberate
 * change, write the files again with {@code -Djantaku.golden=write} and read their diff.
 */
class TableViewGoldenTest {
    private static final Path DIR = Path.of("src", "test", "resources", "views");
    private static final boolean WRITE = "write".equals(System.getProperty("jantaku.golden"));

    @ParameterizedTest
    @CsvSource({"riichi, tenhou, 14, 60", "guizhou, guizhou-liupanshui, 12, 40", "guangdong-jihu, guangdong-jihu, 14, 60",
        "guangdong-tuidaohu, guangdong-tuidaohu, 6, 50"})
    void aSeededPositionEncodesAsItsGoldenFile(String name, String preset, long seed, int steps) throws IOException {
        Positions.Position<?, ?> p = Positions.of(preset, seed, steps);
        ObjectNode out = TableViews.JSON.createObjectNode();
        out.put("preset", preset).put("seed", seed).put("steps", steps);
        out.set("seat_0", TableViews.json(p.seat(0)));
        out.set("all_open", TableViews.json(p.allOpen()));
        Path file = DIR.resolve(name + ".json");
        String text = TableViews.JSON.writer().with(SerializationFeature.INDENT_OUTPUT).writeValueAsString(out) + "\n";
        if (WRITE) {
            Files.createDirectories(DIR);
            Files.writeString(file, text);
        }
        assertThat(file).as("golden file (write it with -Djantaku.golden=write)").exists();
        JsonNode golden = TableViews.JSON.readTree(file.toFile());
        assertThat(TableViews.JSON.readTree(text)).as("the view of %s; if the change is meant, write the golden files again (-Djantaku.golden=write)", name)
                .isEqualTo(golden);
    }
}
