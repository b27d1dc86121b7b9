package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jantaku.core.tile.Lang;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.penalty.PenaltyItem;
import org.jantaku.riichi.penalty.Subject;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Notes are keys with parameters ({@code noteKeys}) beside their English text ({@code notes}). */
class NoteTest {
    private static final Map<String, NoteKind> BY_KEY = Arrays.stream(NoteKind.values())
            .collect(Collectors.toMap(NoteKind::key, Function.identity()));

    @Test
    void everyKindHasItsOwnKeyAndItsParametersOnce() {
        assertThat(BY_KEY).hasSize(NoteKind.values().length);
        for (NoteKind k : NoteKind.values()) {
            assertThat(k.key()).as(k.name()).matches("keep\\.note\\.[a-z][A-Za-z.]*");
            assertThat(new HashSet<>(k.params())).as(k.name()).hasSize(k.params().size());
        }
    }

    @Test
    void aNoteTakesExactlyItsKindsParameters() {
        assertThat(Note.of(NoteKind.RENCHAN, "seat", 1, "honba", 2).english()).isEqualTo("Renchan: seat 1 deals again, honba 2");
        assertThat(Note.of(NoteKind.RENCHAN, "seat", 1, "honba", 2).in(Lang.JA)).isEqualTo("連荘: 1番席の親が続きます、2本場");
        assertThat(Note.of(NoteKind.CHOMBO_AT_DRAW, "seats", List.of(0, 2)).in(Lang.ZH)).isEqualTo("流局时错和：0号位、2号位");
        assertThat(Note.of(NoteKind.DEPOSIT_STAYS, "seat", 3, "points", 1500).english())
                .isEqualTo("Seat 3’s penalty deposit of 1,500 stays on the table (7-03)");
        assertThatThrownBy(() -> Note.of(NoteKind.RENCHAN, "seat", 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("keep.note.renchan").hasMessageContaining("honba");
        assertThatThrownBy(() -> Note.of(NoteKind.ALL_NOTEN, "seat", 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new NoteArg.Free("x", "fr")).isInstanceOf(IllegalArgumentException.class);
    }

    /** The documented foul (docs/keep.md): the English lines as before, and their keys with parameters. */
    @Test
    void aFoulsNotesAsKeysAndAsEnglish() {
        KeepSession s = new KeepSession(RiichiPresets.byName("kyoto-club").orElseThrow());
        String code = Penalties.chosen(s.rules(), "7-05-10").code();
        assertThat(code).startsWith("deliberate ? HK : ");
        ObjectNode line = KeepJson.step(1, s.report(R.foul("7-05-10", 2, Fact.DELIBERATE)));
        assertThat(line.get("notes").toString()).isEqualTo(
                "[\"Foul 7-05-10 (early draw) by seat 2: letter K = " + code + "\",\"Seat 2: Dead hand\"]");
        KeepSession again = new KeepSession(RiichiPresets.byName("kyoto-club").orElseThrow());
        Step step = again.report(R.foul("7-05-10", 2, Fact.DELIBERATE));
        assertThat(KeepJson.step(1, step, Lang.JA).get("notes").toString()).isEqualTo(
                "[\"2番席の反則 7-05-10 (" + Penalties.item("7-05-10").orElseThrow().term() + "): 選択肢 K = " + code + "\",\"2番席: あがり放棄\"]");
        assertThat(KeepJson.step(1, step, Lang.ZH).get("notes").toString()).isEqualTo(
                "[\"2号位犯规 7-05-10（先自摸）：选项 K = " + code + "\",\"2号位：放弃和牌\"]");
        assertThat(KeepJson.step(1, step, Lang.ZH).get("noteKeys")).as("the keys are the same in every language")
                .isEqualTo(line.get("noteKeys"));
        assertThat(line.get("noteKeys").toString()).isEqualTo("[{\"key\":\"keep.note.foul\",\"item\":\"7-05-10\",\"seat\":2,"
                + "\"letter\":\"K\",\"code\":\"" + code + "\"},{\"key\":\"keep.note.flag\",\"seat\":2,\"flag\":\"deadHand\"}]");
    }

    /** Why a win is false is a note inside the note. */
    @Test
    void aFalseWinSaysWhyInANestedNote() {
        KeepSession s = new KeepSession(RiichiPresets.byName("kyoto-club").orElseThrow());
        s.report(R.foul("7-05-10", 2, Fact.DELIBERATE));
        ObjectNode line = KeepJson.step(2, s.report(R.ron(2, 0, 2, 30)));
        JsonNode falseWin = keyed(line, "keep.note.falseWin");
        assertThat(falseWin.toString()).isEqualTo("{\"key\":\"keep.note.falseWin\",\"why\":{\"key\":\"keep.note.why.deadHand\","
                + "\"seat\":2},\"ref\":\"7-09-01\"}");
        assertThat(line.get("notes").get(indexOf(line, "keep.note.falseWin")).asText())
                .isEqualTo("Seat 2’s hand is dead (agari-houki): a false win (7-09-01)");
    }

    /** The catalog's procedure texts have no translation: they stay as written, marked English. */
    @Test
    void freeTextIsMarkedWithItsLanguage() {
        List<JsonNode> free = new ArrayList<>();
        for (PenaltyItem item : Penalties.ITEMS) {
            if (item.subject() == Subject.SETTING) {
                continue;
            }
            KeepSession s = new KeepSession(RiichiPresets.byName("tenhou").orElseThrow());
            try {
                ObjectNode line = KeepJson.step(1, s.report(R.foul(item.id(), 1, Fact.EXPOSED)));
                for (JsonNode n : line.get("noteKeys")) {
                    for (String p : List.of("procedure", "what", "meaning")) {
                        if (n.has(p)) {
                            free.add(n.get(p));
                        }
                    }
                }
            } catch (KeepException e) {
                // an item that needs more facts: not this test's concern
            }
        }
        assertThat(free).isNotEmpty().allSatisfy(f -> {
            assertThat(f.get("lang").asText()).isEqualTo("en");
            assertThat(f.get("text").asText()).isNotBlank();
        });
    }

    /** Over random games under several presets: noteKeys and notes say the same notes, key by key. */
    @ParameterizedTest
    @ValueSource(strings = {"kyoto-club", "tenhou", "baochong"})
    void everyAnswerHasItsNotesTwice(String preset) {
        Set<NoteKind> seen = new HashSet<>();
        for (long seed = 1; seed <= 8; seed++) {
            java.util.Random rnd = new java.util.Random(seed * 31 + preset.hashCode());
            KeepSession s = new KeepSession(RiichiPresets.byName(preset).orElseThrow());
            for (int i = 0; i < 300 && s.state().phase() != KeepState.Phase.OVER; i++) {
                Step step;
                try {
                    step = s.report(UndoReplayTest.random(rnd));
                } catch (KeepException e) {
                    continue;
                }
                ObjectNode line = KeepJson.step(i, step);
                assertThat(line.get("noteKeys")).hasSameSizeAs(line.get("notes"));
                for (int n = 0; n < step.notes().size(); n++) {
                    Note note = step.notes().get(n);
                    seen.add(note.kind());
                    assertThat(line.get("notes").get(n).asText()).isEqualTo(note.english());
                    checkKeyed(line.get("noteKeys").get(n));
                }
            }
        }
        assertThat(seen).as("kinds met").hasSizeGreaterThan(10);
    }

    /** A keyed note: a known key and exactly its kind's parameters, nested notes likewise. */
    private static void checkKeyed(JsonNode n) {
        NoteKind kind = BY_KEY.get(n.get("key").asText());
        assertThat(kind).as(n.toString()).isNotNull();
        Set<String> fields = new HashSet<>();
        for (Iterator<String> it = n.fieldNames(); it.hasNext();) {
            fields.add(it.next());
        }
        fields.remove("key");
        assertThat(fields).as(n.toString()).isEqualTo(new HashSet<>(kind.params()));
        if (n.has("why")) {
            checkKeyed(n.get("why"));
        }
        if (n.has("seat")) {
            assertThat(n.get("seat").asInt()).isBetween(0, 3);
        }
    }

    private static int indexOf(ObjectNode line, String key) {
        for (int i = 0; i < line.get("noteKeys").size(); i++) {
            if (line.get("noteKeys").get(i).get("key").asText().equals(key)) {
                return i;
            }
        }
        throw new AssertionError("no " + key + " in " + line.get("noteKeys"));
    }

    private static JsonNode keyed(ObjectNode line, String key) {
        return line.get("noteKeys").get(indexOf(line, key));
    }
}
