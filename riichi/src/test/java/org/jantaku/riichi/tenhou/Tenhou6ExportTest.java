package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.testing.SharedData;
import org.junit.jupiter.api.Test;

/**
 * The tenhou.net/6 export of a Tenhou game, imported from its mjlog, is Tenhou's own JSON of the game
 * ({@code shared/data/tenhou/mjscore}): every hand item for item (tiles, draws, discards, calls, kans, dora, ura,
 * results, the value texts), the yaku of a win compared as a set (the export lists them in the scorer's order,
 * Tenhou in its own).
 */
class Tenhou6ExportTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void theExportOfEveryTenhouGameIsTenhousOwnJson() throws IOException {
        int games = 0;
        for (Path mjlog : MjlogFiles.games()) {
            String name = mjlog.getFileName().toString().replace(".mjlog", ".json");
            Path json = SharedData.require("tenhou/mjscore").resolve(name);
            if (!Files.exists(json)) {
                continue;
            }
            StringWriter out = new StringWriter();
            var record = TenhouImport.write(MjlogFiles.read(mjlog), out).record();
            JsonNode mine = MAPPER.readTree(Tenhou6Writer.write(record));
            List<JsonNode> theirs = new ArrayList<>();
            for (String line : Files.readAllLines(json)) {
                if (!line.isBlank()) {
                    MAPPER.readTree(line).get("log").forEach(theirs::add);
                }
            }
            assertThat(mine.get("log")).as(name).hasSize(theirs.size());
            for (int h = 0; h < theirs.size(); h++) {
                assertThat(yakuAsSets(mine.get("log").get(h))).as(name + " hand " + h).isEqualTo(yakuAsSets(theirs.get(h)));
            }
            assertThat(mine.get("rule").get("disp").asText()).isEqualTo("般南喰赤");
            games++;
        }
        assertThat(games).isEqualTo(31);
    }

    /** A hand with each win's yaku sorted. */
    private static JsonNode yakuAsSets(JsonNode hand) {
        ArrayNode copy = hand.deepCopy();
        JsonNode result = copy.get(16);
        if (result.get(0).asText().equals("和了")) {
            for (int i = 2; i < result.size(); i += 2) {
                ArrayNode detail = (ArrayNode) result.get(i);
                List<String> yaku = new ArrayList<>();
                for (int j = 4; j < detail.size(); j++) {
                    yaku.add(detail.get(j).asText());
                }
                yaku.sort(null);
                while (detail.size() > 4) {
                    detail.remove(4);
                }
                yaku.forEach(detail::add);
            }
        }
        return copy;
    }
}
