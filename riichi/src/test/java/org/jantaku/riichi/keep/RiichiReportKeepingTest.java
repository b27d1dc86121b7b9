package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.engine.keep.KeepStyle;
import org.jantaku.engine.keep.ReportKeeping;
import org.jantaku.engine.keep.ReportSession;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.keep.UndoNote;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;

/** Riichi's keeping by reports as the server finds it in the module: {@code jantaku keep}'s session behind JSON. */
class RiichiReportKeepingTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static ReportKeeping keeping() {
        return VariantModules.find("riichi").orElseThrow().reportKeeping().orElseThrow();
    }

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text);
    }

    @Test
    void theModuleKeepsByReportsShownByWindsInThousandsWithChombos() {
        assertThat(keeping().style())
                .isEqualTo(new KeepStyle(KeepStyle.Rounds.WINDS, KeepStyle.Points.THOUSANDS, true));
    }

    @Test
    void reportsAreAnsweredAsKeepAnswersThem() throws Exception {
        ReportSession kept = keeping().start(RiichiPresets.TENHOU);
        KeepSession plain = new KeepSession(RiichiPresets.TENHOU);
        List<String> reports = List.of("{\"type\":\"riichi\",\"seat\":3}",
                "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":2,\"fu\":30}],\"from\":3}");
        int line = 0;
        for (String r : reports) {
            line++;
            ReportSession.Taken taken = kept.report(json(r), line);
            assertThat(taken.undo()).isFalse();
            assertThat(taken.answer())
                    .isEqualTo(KeepJson.step(line, plain.report(KeepJson.report(json(r), RiichiPresets.TENHOU.name()))));
        }
        assertThat(kept.state()).isEqualTo(KeepJson.state(plain.state()));
        assertThat(kept.standing()).as("the game goes on").isEmpty();

        ReportSession.Taken undo = kept.report(json("{\"type\":\"undo\"}"), 3);
        assertThat(undo.undo()).isTrue();
        assertThat(undo.answer().get("notes").get(0).asText()).isEqualTo("Undid the win report");
    }

    @Test
    void aRefusedReportNamesItsField() {
        ReportSession kept = keeping().start(RiichiPresets.TENHOU);
        assertThatThrownBy(() -> kept.report(json("{\"type\":\"riichi\",\"seat\":7}"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seat");
    }

    /** A 捉鸡 / 广东 undo writes the note through {@link UndoNote}: the same JSON as Riichi's note kind, in each language. */
    @Test
    void theUndoNoteIsRiichisUndidNote() {
        for (Lang lang : Lang.values()) {
            ObjectNode riichi = JsonNodeFactory.instance.objectNode();
            KeepJson.notes(riichi, List.of(Note.of(NoteKind.UNDID, "report", "hand")), lang);
            ObjectNode engine = JsonNodeFactory.instance.objectNode();
            UndoNote.put(engine, "hand", lang);
            assertThat(engine).as("%s", lang).isEqualTo(riichi);
        }
        ObjectNode english = JsonNodeFactory.instance.objectNode();
        UndoNote.put(english, "hand");
        assertThat(english.toString()).isEqualTo(
                "{\"notes\":[\"Undid the hand report\"],\"noteKeys\":[{\"key\":\"keep.note.undid\",\"report\":\"hand\"}]}");
        ObjectNode chinese = JsonNodeFactory.instance.objectNode();
        UndoNote.put(chinese, "hand", Lang.ZH);
        assertThat(chinese.get("notes").get(0).asText()).isEqualTo("已撤销一局结果的报告");
    }

    @Test
    void theFoulCatalogListsThePenaltyChapterAndTheChosenLetters() {
        var fouls = keeping().fouls();
        assertThat(fouls.items()).hasSize(Penalties.ITEMS.size());
        ObjectNode letters = fouls.letters(RiichiPresets.TENHOU.rules());
        assertThat(letters.size()).isEqualTo(Penalties.ITEMS.size());
        assertThat(letters.get("7-01").asText()).isEqualTo(Penalties.chosen(RiichiPresets.TENHOU.rules(), "7-01").letter());
        assertThat(fouls.reportable(RiichiPresets.TENHOU.rules()).size()).isPositive().isLessThan(Penalties.ITEMS.size());
    }
}
