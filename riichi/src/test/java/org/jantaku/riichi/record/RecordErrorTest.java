package org.jantaku.riichi.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.engine.record.RecordException;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Replayer;
import org.jantaku.engine.record.VariantRegistry;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Broken and tampered records fail with the line, the field and what is wrong; never anything but a RecordException. */
class RecordErrorTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static List<String> lines;

    @BeforeAll
    static void record() {
        lines = RandomGames.play(RecordReplayTest.header("tenhou", 21), 21, 60).text().lines().toList();
        assertThat(lines).hasSize(62);
    }

    private static String text(List<String> ls) {
        return String.join("", ls.stream().map(l -> l + "\n").toList());
    }

    private static List<String> with(int line, String text) {
        List<String> out = new ArrayList<>(lines);
        out.set(line - 1, text);
        return out;
    }

    private static void readAndReplay(String text) {
        Replayer.replay(RecordReader.read(text, RiichiRecordCodec.RIICHI));
    }

    private static RecordException failure(String text) {
        Throwable t = catchThrowable(() -> readAndReplay(text));
        assertThat(t).isInstanceOf(RecordException.class);
        return (RecordException) t;
    }

    @Test
    void theUntouchedRecordReplays() {
        readAndReplay(text(lines));
    }

    @Test
    void emptyAndHeaderOnly() {
        assertThat(failure("")).hasMessage("line 1: the record is empty: expected the header");
        assertThat(failure(text(lines.subList(0, 1))))
                .hasMessage("line 2: the record ends after its header: expected the start line (step 0)");
    }

    @Test
    void aTruncatedLastLine() {
        String t = text(lines);
        RecordException e = failure(t.substring(0, t.length() - 25));
        assertThat(e).hasMessageStartingWith("line 62: truncated: the record ends in the middle of this line (");
        assertThat(e.lineNumber()).hasValue(62);
    }

    @Test
    void aLineThatIsNotJson() {
        assertThat(failure(text(with(5, "{\"step\":3,\"seat\":}")))).hasMessageStartingWith("line 5: not valid JSON: ");
        assertThat(failure(text(with(5, "[1,2]")))).hasMessage("line 5: expected a JSON object, found [1,2]");
        assertThat(failure(text(with(5, "")))).hasMessage("line 5: empty line: every line is one JSON object");
        assertThat(failure(text(with(5, lines.get(4) + " {}")))).hasMessageStartingWith("line 5: not valid JSON: ");
    }

    @Test
    void anUnknownActionType() {
        String line = lines.get(2).replaceFirst("\"action\":\\{\"type\":\"[a-z_]+\"", "\"action\":{\"type\":\"kiss\"");
        assertThat(failure(text(with(3, line))))
                .hasMessageStartingWith("line 3, field action.type: unknown riichi action 'kiss' (known: discard,");
        String noTile = "{\"step\":1,\"seat\":0,\"action\":{\"type\":\"discard\"},\"events\":[]}";
        assertThat(failure(text(with(3, noTile)))).hasMessage("line 3, field action.tile: missing");
    }

    @Test
    void anIllegalAction() throws Exception {
        int notHeld = MAPPER.readTree(lines.get(1)).at("/events/0/hands/1/0").intValue();
        String line = "{\"step\":1,\"seat\":0,\"action\":{\"type\":\"discard\",\"tile\":" + notHeld + "},\"events\":[]}";
        RecordException e = failure(text(with(3, line)));
        assertThat(e).hasMessageStartingWith("line 3, field action: step 1: seat 0 playing {\"type\":\"discard\",\"tile\":"
                + notHeld + "}: illegal: ");
        assertThat(failure(text(with(3, lines.get(2).replace("\"seat\":0", "\"seat\":2")))))
                .hasMessageStartingWith("line 3, field seat: step 1: seat 2 playing ")
                .hasMessageEndingWith(": the seats to act are [0]");
    }

    @Test
    void aTamperedEvent() throws Exception {
        for (int i = 2; i < lines.size(); i++) {
            JsonNode events = MAPPER.readTree(lines.get(i)).get("events");
            for (int k = 0; k < events.size(); k++) {
                if (events.get(k).get("type").textValue().equals("drew")) {
                    int tile = events.get(k).get("tile").intValue();
                    int other = (tile + 1) % 136;
                    String tampered = lines.get(i).replace("\"type\":\"drew\",\"seat\":" + events.get(k).get("seat") + ",\"tile\":" + tile,
                            "\"type\":\"drew\",\"seat\":" + events.get(k).get("seat") + ",\"tile\":" + other);
                    assertThat(failure(text(with(i + 1, tampered)))).hasMessage("line " + (i + 1) + ", field events[" + k
                            + "].tile: step " + (i - 1) + ": the events differ: recorded " + other + ", replayed " + tile);
                    return;
                }
            }
        }
        throw new AssertionError("no draw in the record");
    }

    @Test
    void aTamperedStart() {
        String dropped = lines.get(1).replaceFirst(",\"scores\":\\[25000,25000,25000,25000\\]", "");
        assertThat(failure(text(with(2, dropped))))
                .hasMessage("line 2, field events[0].scores: step 0: the events differ: recorded nothing, replayed [25000,25000,25000,25000]");
    }

    @Test
    void rulesTheCatalogRejects() {
        assertThat(failure(text(with(1, lines.get(0).replace("\"riichi.minHan\":1", "\"riichi.minHan\":7")))))
                .hasMessage("line 1, field rules.riichi.minHan: expected a whole number 1..4, not 7");
        assertThat(failure(text(with(1, lines.get(0).replace("\"riichi.kuitan\":true", "\"riichi.kuitan\":\"yes\"")))))
                .hasMessage("line 1, field rules.riichi.kuitan: expected true|false, found \"yes\"");
        assertThat(failure(text(with(1, lines.get(0).replace("\"riichi.kuitan\":true", "\"riichi.kuitan\":true,\"riichi.foo\":1")))))
                .hasMessage("line 1, field rules.riichi.foo: not an option of the riichi rules");
        assertThat(failure(text(with(1, lines.get(0).replace("\"riichi.gameLength\":\"hanchan\"", "\"riichi.gameLength\":\"forever\"")))))
                .hasMessageStartingWith("line 1, field rules.riichi.gameLength: expected one of ");
        assertThat(failure(text(with(1, lines.get(0).replace("\"rules\":{", "\"rulez\":{")))))
                .hasMessage("line 1, field rules: missing");
    }

    @Test
    void anUnknownVariantOrFormat() {
        String guizhou = text(with(1, lines.get(0).replace("\"variant\":\"riichi\"", "\"variant\":\"guizhou\"")));
        assertThatThrownBy(() -> RecordReader.read(guizhou, VariantRegistry.of(RiichiRecordCodec.RIICHI)))
                .isInstanceOf(RecordException.class)
                .hasMessage("line 1, field variant: unknown variant 'guizhou' (known: riichi)");
        assertThat(failure(guizhou)).hasMessage("line 1, field variant: a record of 'guizhou' cannot be read as riichi");
        assertThat(failure(text(with(1, lines.get(0).replace("\"format\":1", "\"format\":2")))))
                .hasMessage("line 1, field format: this reader knows format 1, not 2");
    }

    @Test
    void badWalls() {
        assertThat(failure(text(with(1, lines.get(0).replace("\"walls\":{\"seed\":21}", "\"walls\":{\"seed\":\"x\"}")))))
                .hasMessage("line 1, field walls.seed: expected a 64-bit whole number, found \"x\"");
        assertThat(failure(text(with(1, lines.get(0).replace("\"walls\":{\"seed\":21}", "\"walls\":{\"given\":[[1,1]]}")))))
                .hasMessage("line 1, field walls.given[0]: a wall holds the 136 tiles, found 2");
        assertThat(failure(text(with(1, lines.get(0).replace("\"walls\":{\"seed\":21}", "\"walls\":{}")))))
                .hasMessage("line 1, field walls: expected either \"seed\" or \"given\", found {}");
    }

    @Test
    void aStepOutOfOrder() {
        List<String> dropped = new ArrayList<>(lines);
        dropped.remove(5);
        assertThat(failure(text(dropped))).hasMessage("line 6, field step: expected step 4, found 5");
        assertThat(failure(text(with(2, lines.get(2))))).hasMessage("line 2, field step: expected step 0, found 1");
        assertThat(failure(text(with(3, lines.get(1))))).hasMessage("line 3, field step: expected step 1, found 0");
    }

    /** Random damage: whatever is broken, the answer is a RecordException or a record that still replays. */
    @Test
    void randomDamageNeverEscapesAsAnotherException() {
        SplittableRandom rnd = new SplittableRandom(99);
        String whole = text(lines.subList(0, 20));
        int failures = 0;
        for (int trial = 0; trial < 400; trial++) {
            StringBuilder sb = new StringBuilder(whole);
            int at = rnd.nextInt(sb.length());
            switch (rnd.nextInt(4)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.setCharAt(at, "0123456789".charAt(rnd.nextInt(10)));
                case 2 -> sb.setLength(at);
                default -> sb.insert(at, "-1");
            }
            try {
                readAndReplay(sb.toString());
            } catch (RecordException e) {
                failures++;
                assertThat(e.getMessage()).startsWith("line ");
            }
        }
        assertThat(failures).isGreaterThan(200);
    }
}
