package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jantaku.guizhou.game.GuizhouGame;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.server.view.Faces;
import org.junit.jupiter.api.Test;

/** Red fives are shown red only under rules that play them. */
class FacesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode frame() throws Exception {
        return JSON.readTree("{\"view\":{\"hand\":[{\"tile\":\"0m\",\"id\":16},{\"tile\":\"5p\",\"id\":53},{\"tile\":\"0s\",\"id\":88}]},"
                + "\"legal\":[{\"id\":0,\"label\":\"Discard 0m\",\"tile\":{\"tile\":\"0m\",\"id\":16}}]}");
    }

    @Test
    void tenhouShowsItsRedFives() throws Exception {
        JsonNode f = Faces.of(new RiichiGame(), RiichiPresets.TENHOU.rules()).apply(frame());
        assertThat(f.toString()).contains("\"0m\"", "\"0s\"", "Discard 0m");
    }

    @Test
    void guizhouAndRiichiWithoutRedFivesShowPlainFives() throws Exception {
        for (Faces faces : new Faces[] {Faces.of(new GuizhouGame(), GuizhouPresets.LIUPANSHUI.rules()),
                Faces.of(new RiichiGame(), RiichiPresets.byName("baochong").orElseThrow().rules())}) {
            JsonNode f = faces.apply(frame());
            assertThat(f.toString()).doesNotContain("\"0m\"", "\"0s\"", " 0m").contains("\"5m\"", "\"5s\"", "Discard 5m");
            assertThat(f.get("view").get("hand").get(0).get("id").asInt()).as("the physical copy is kept").isEqualTo(16);
        }
    }

    @Test
    void onlyTheSuitsWithARedFiveAreShownRed() throws Exception {
        JsonNode f = Faces.of(new RiichiGame(), RiichiPresets.TENHOU.rules().with(RiichiRules.RED_FIVES, java.util.List.of(0, 1, 1)))
                .apply(frame());
        assertThat(f.toString()).contains("\"5m\"", "\"0s\"", "Discard 5m");
    }
}
