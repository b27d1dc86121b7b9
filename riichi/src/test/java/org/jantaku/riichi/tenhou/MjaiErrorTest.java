package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bad mjai input: every error is an {@link MjlogException} naming the source, the line, the event and the field. */
class MjaiErrorTest {
    private static final String GOOD = MjaiFixturesTest.fixture("double-ron.mjai");

    /** The fixture with line {@code n} (1-based) replaced. */
    private static String withLine(int n, String line) {
        List<String> lines = new ArrayList<>(GOOD.lines().toList());
        lines.set(n - 1, line);
        return String.join("\n", lines) + "\n";
    }

    private static MjlogException error(String text) {
        Throwable t = org.assertj.core.api.Assertions.catchThrowable(() -> MjaiReader.read(text, "bad.mjai"));
        assertThat(t).isInstanceOf(MjlogException.class);
        MjlogException e = (MjlogException) t;
        assertThat(e.getMessage()).startsWith("bad.mjai: ");
        assertThat(e.sourceName()).isEqualTo("bad.mjai");
        return e;
    }

    @Test
    void hiddenTilesAreRefusedWithTheReason() {
        String hidden = GOOD.lines().toList().get(1).replace("[\"2m\",\"3m\",\"4m\"", "[\"?\",\"?\",\"?\"");
        MjlogException e = error(withLine(2, hidden));
        assertThat(e.getMessage()).contains("line 2 (start_kyoku), field tehais[1][0]: '?' is a hidden tile");
        assertThat(e.attribute()).contains("tehais[1][0]");
        assertThat(e.tag()).contains("start_kyoku");
        assertThat(error(withLine(3, "{\"type\":\"tsumo\",\"actor\":0,\"pai\":\"?\"}")).getMessage())
                .contains("line 3 (tsumo), field pai: '?' is a hidden tile");
    }

    @Test
    void malformedLinesAndUnknownEventsNameTheLine() {
        assertThat(error(withLine(3, "{\"type\":\"tsumo\",")).getMessage()).contains("line 3: not JSON");
        assertThat(error(withLine(3, "[1,2]")).getMessage()).contains("line 3: expected one JSON object");
        assertThat(error(withLine(3, "{\"actor\":0}")).getMessage()).contains("line 3, field type: missing");
        assertThat(error(withLine(3, "{\"type\":\"kiss\",\"actor\":0}")).getMessage())
                .contains("line 3 (kiss), field type: 'kiss' is not an event within a hand");
        assertThat(error("").getMessage()).isEqualTo("bad.mjai: no mjai event in the input");
        assertThat(error(GOOD + "{\"type\":\"start_game\"}\n").getMessage()).contains("start_game must come first, and once");
        assertThat(error(GOOD + "{\"type\":\"end_game\"}\n{\"type\":\"none\"}\n").getMessage()).contains("an event after end_game");
        assertThat(error("{\"type\":\"tsumo\",\"actor\":0,\"pai\":\"1m\"}\n").getMessage())
                .contains("line 1 (tsumo), field type: 'tsumo' before the first start_kyoku");
    }

    @Test
    void badFieldsAreNamed() {
        assertThat(error(withLine(3, "{\"type\":\"tsumo\",\"actor\":4,\"pai\":\"8m\"}")).getMessage())
                .contains("line 3 (tsumo), field actor: 4 is outside 0..3");
        assertThat(error(withLine(3, "{\"type\":\"tsumo\",\"actor\":0,\"pai\":\"0m\"}")).getMessage())
                .contains("field pai: '0m' is not a tile");
        assertThat(error(withLine(3, "{\"type\":\"tsumo\",\"actor\":0,\"pai\":\"5m\"}").replace("\"aka_flag\":true", "\"aka_flag\":false"))
                .getMessage()).contains("field tehais[0][12]: red five '5pr' in a game without red fives");
        assertThat(error(withLine(3, "{\"type\":\"tsumo\",\"actor\":0,\"pai\":\"C\"}")
                .replace("\"dora_marker\":\"9s\"", "\"dora_marker\":\"C\"")).getMessage())
                .contains("line 3 (tsumo), field pai: one tile too many: more than four 7z");
        assertThat(error(withLine(4, "{\"type\":\"dahai\",\"actor\":0,\"pai\":\"5pr\",\"tsumogiri\":true}")).getMessage())
                .contains("line 4 (dahai), field pai: a tsumogiri of 8m, the tile just drawn, not of 5pr");
        assertThat(error(withLine(4, "{\"type\":\"dahai\",\"actor\":0,\"pai\":\"7m\",\"tsumogiri\":false}")).getMessage())
                .contains("field pai: seat 0 discards 7m from the hand (tsumogiri false), but holds none");
        assertThat(error(withLine(4, "{\"type\":\"dahai\",\"actor\":0,\"pai\":\"8m\",\"tsumogiri\":false}")).getMessage())
                .contains("holds none other than the tile just drawn");
        assertThat(error(withLine(4, "{\"type\":\"dahai\",\"actor\":0,\"pai\":\"5pr\"}")).getMessage())
                .contains("field tsumogiri: missing (expected true or false)");
        assertThat(error(withLine(5, "{\"type\":\"pon\",\"actor\":2,\"target\":1,\"pai\":\"5pr\",\"consumed\":[\"4p\",\"6p\"]}"))
                .getMessage()).contains("line 5 (pon), field target: seat 2 calls 5pr from seat 1, but the last discard is 5pr of seat 0");
        assertThat(error(withLine(5, "{\"type\":\"chi\",\"actor\":2,\"target\":0,\"pai\":\"5pr\",\"consumed\":[\"4p\",\"6p\"]}"))
                .getMessage()).contains("field target: a chi takes the discard of the seat on the left (1), not of seat 0");
        assertThat(error(withLine(5, "{\"type\":\"hora\",\"actor\":1,\"target\":2,\"deltas\":[0,0,0,0]}")).getMessage())
                .contains("line 5 (hora), field target: a ron of seat 1 on seat 2, but the last discard or kan is not seat 2's");
        assertThat(error(withLine(5, "{\"type\":\"hora\",\"actor\":1,\"target\":0}")).getMessage())
                .contains("field deltas: missing");
        assertThat(error(withLine(5, "{\"type\":\"ryukyoku\",\"reason\":\"boredom\"}")).getMessage())
                .contains("line 5 (ryukyoku), field reason: unknown draw 'boredom'");
        assertThat(error(withLine(7, "{\"type\":\"tsumo\",\"actor\":3,\"pai\":\"1m\"}")).getMessage())
                .contains("line 7 (tsumo): the hand has ended (hora); expected end_kyoku");
    }

    @Test
    void riichiAndHandEndsInTheirPlace() {
        List<String> lines = new ArrayList<>(GOOD.lines().toList());
        lines.add(3, "{\"type\":\"reach\",\"actor\":0}");
        lines.add(4, "{\"type\":\"tsumo\",\"actor\":1,\"pai\":\"1m\"}");
        assertThat(error(String.join("\n", lines)).getMessage())
                .contains("line 5 (tsumo): seat 0 declared riichi (reach); its dahai must follow");
        assertThat(error(GOOD + "{\"type\":\"tsumo\",\"actor\":1,\"pai\":\"1m\"}\n").getMessage())
                .contains("line 8 (tsumo): the hand is over (end_kyoku); expected start_kyoku or end_game");
        String twoHands = GOOD.replace("{\"type\":\"end_kyoku\"}\n", "") + GOOD.lines().toList().get(1) + "\n";
        assertThat(MjaiReader.read(twoHands, "x").eventsOf(Init.class)).as("end_kyoku may be left out").hasSize(2);
        String noEnd = String.join("\n", GOOD.lines().toList().subList(0, 4)) + "\n{\"type\":\"end_kyoku\"}\n";
        assertThat(error(noEnd).getMessage()).contains("end_kyoku before the hand's hora or ryukyoku");
        String twoStarts = String.join("\n", GOOD.lines().toList().subList(0, 4)) + "\n" + GOOD.lines().toList().get(1) + "\n";
        assertThat(error(twoStarts).getMessage()).contains("the previous hand has no hora or ryukyoku");
    }

    @Test
    void theStatedRulesAreChecked() {
        String start = "{\"type\":\"start_game\",\"jantaku\":{\"variant\":\"riichi\",\"rules\":{\"riichi.minHan\":7}}}";
        assertThat(error(withLine(1, start)).getMessage()).contains("line 1 (start_game), field jantaku.rules.riichi.minHan:");
        assertThat(error(withLine(1, "{\"type\":\"start_game\",\"jantaku\":{\"variant\":\"guizhou\",\"rules\":{}}}"))
                .getMessage()).contains("field jantaku.variant: expected \"riichi\"");
        assertThat(error(withLine(1, "{\"type\":\"start_game\",\"jantaku\":{\"variant\":\"riichi\",\"rules\":{\"x\":1}}}"))
                .getMessage()).contains("field jantaku.rules.x: not an option of the riichi rules");
        assertThat(error(withLine(1, "{\"type\":\"start_game\",\"aka_flag\":false,\"jantaku\":{\"variant\":\"riichi\",\"rules\":{}}}"))
                .getMessage()).contains("field aka_flag: disagrees with jantaku.rules riichi.redFives");
        assertThatThrownBy(() -> MjaiReader.read(java.nio.file.Path.of("no/such/file.mjai")))
                .isInstanceOf(java.io.IOException.class);
    }
}
