package org.jantaku.engine.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.junit.jupiter.api.Test;

/** The engine's record machinery on a toy variant: rules of every type, walls, lines, replay checks. */
class EngineRecordTest {
    private static final List<String> PLAYERS = List.of("A", "B");

    private static RuleSet rules() {
        return RuleSet.of(Toy.CATALOG, Map.of(Toy.TARGET.id(), 12, Toy.FAST.id(), true, Toy.MODE.id(), "b",
                Toy.WEIGHTS.id(), List.of(7, 0), Toy.EXTRAS.id(), Set.of("z", "x")));
    }

    private static Recorder<Toy.State, Toy.Add, Toy.Added, Integer> play(RecordHeader header, StringWriter out) {
        var r = Recorder.start(Toy.TOY, header, out);
        int n = 0;
        while (!Toy.TOY.variant().isOver(r.state())) {
            r.apply(r.state().seat(), new Toy.Add(1 + n++ % 2)).orThrow();
        }
        return r;
    }

    @Test
    void everyRuleTypeAndBothKindsOfWallsRoundTrip() {
        for (Walls walls : List.of(new Walls.Seeded(TileSet.SUITS_108, Long.MIN_VALUE),
                new Walls.Given(List.of(Wall.shuffled(TileSet.SUITS_108, 1), Wall.shuffled(TileSet.SUITS_108, 2))))) {
            StringWriter out = new StringWriter();
            var live = play(RecordHeader.of("toy", rules(), walls, PLAYERS), out);
            String header = out.toString().lines().findFirst().orElseThrow();
            assertThat(header).endsWith("\"rules\":{\"toy.target\":12,\"toy.fast\":true,\"toy.mode\":\"b\","
                    + "\"toy.weights\":[7,0],\"toy.extras\":[\"x\",\"z\"]}}");
            var read = RecordReader.read(out.toString(), Toy.TOY);
            assertThat(read).isEqualTo(live.record());
            assertThat(read.header().rules()).isEqualTo(rules());
            assertThat(read.header().walls()).isEqualTo(walls);
            Replayed<Toy.State, Toy.Added> replayed = Replayer.replay(read);
            assertThat(replayed.state()).isEqualTo(live.state());
            assertThat(replayed.events()).hasSize(live.steps() + 1);
        }
    }

    @Test
    void theLinesAreCompactJson() {
        StringWriter out = new StringWriter();
        play(RecordHeader.of("toy", Toy.CATALOG.defaults(), new Walls.Seeded(TileSet.SUITS_108, 4), PLAYERS), out);
        List<String> lines = out.toString().lines().toList();
        assertThat(lines.get(0)).isEqualTo("{\"format\":1,\"variant\":\"toy\",\"players\":[\"A\",\"B\"],\"walls\":{\"seed\":4},"
                + "\"rules\":{\"toy.target\":10,\"toy.fast\":false,\"toy.mode\":\"a\",\"toy.weights\":[1,2],\"toy.extras\":[\"y\"]}}");
        assertThat(lines.get(1)).startsWith("{\"step\":0,\"events\":[{\"type\":\"added\",\"seat\":-1,");
        assertThat(lines.get(2)).startsWith("{\"step\":1,\"seat\":0,\"action\":{\"type\":\"add\",\"n\":1},\"events\":[{\"type\":\"added\",\"seat\":0,\"n\":1,");
    }

    @Test
    void optionsTheRecordDoesNotNameTakeTheirDefaults() {
        String text = "{\"format\":1,\"variant\":\"toy\",\"players\":[],\"walls\":{\"seed\":4},\"rules\":{\"toy.target\":3},\"x\":1}\n"
                + "{\"step\":0,\"events\":[]}\n";
        assertThat(RecordReader.read(text, Toy.TOY).header().rules()).isEqualTo(Toy.CATALOG.defaults().with(Toy.TARGET, 3));
    }

    @Test
    void rulesErrorsNameTheOption() {
        String base = "{\"format\":1,\"variant\":\"toy\",\"players\":[],\"walls\":{\"seed\":4},\"rules\":%s}\n{\"step\":0,\"events\":[]}\n";
        assertThatThrownBy(() -> RecordReader.read(base.formatted("{\"toy.weights\":[1]}"), Toy.TOY))
                .hasMessage("line 1, field rules.toy.weights: expected 2 whole numbers 0..9 as [a,b,…], not [1]");
        assertThatThrownBy(() -> RecordReader.read(base.formatted("{\"toy.extras\":[\"w\"]}"), Toy.TOY))
                .hasMessage("line 1, field rules.toy.extras: 'w' is not one of x, y, z");
        assertThatThrownBy(() -> RecordReader.read(base.formatted("{\"toy.extras\":[\"x\",\"x\"]}"), Toy.TOY))
                .hasMessage("line 1, field rules.toy.extras: expected subset of [x,y,z], found [\"x\",\"x\"]");
        assertThatThrownBy(() -> RecordReader.read(base.formatted("{\"toy.fast\":true,\"toy.target\":60}"), Toy.TOY))
                .hasMessage("line 1, field rules: rules: a fast game stops by 50");
        assertThatThrownBy(() -> RecordReader.read(base.formatted("[]"), Toy.TOY))
                .hasMessage("line 1, field rules: expected an object, found []");
        assertThatThrownBy(() -> RecordReader.read(base.formatted("{}").replace("\"seed\":4", "\"given\":[[0]]"), Toy.TOY))
                .hasMessage("line 1, field walls.given[0]: a wall holds the 108 tiles, found 1");
    }

    @Test
    void stepsAfterTheEndAndRefusedActions() {
        StringWriter out = new StringWriter();
        var live = play(RecordHeader.of("toy", Toy.CATALOG.defaults(), new Walls.Seeded(TileSet.SUITS_108, 4), PLAYERS), out);
        int steps = live.steps();
        assertThat(live.apply(0, new Toy.Add(1)).isOk()).isFalse();
        assertThat(live.steps()).as("a refused action writes nothing").isEqualTo(steps);
        assertThat(out.toString().lines().count()).isEqualTo(steps + 2);
        String extra = out + "{\"step\":" + (steps + 1) + ",\"seat\":0,\"action\":{\"type\":\"add\",\"n\":1},\"events\":[]}\n";
        assertThatThrownBy(() -> Replayer.replay(RecordReader.read(extra, Toy.TOY))).isInstanceOf(RecordException.class)
                .hasMessage("line " + (steps + 3) + ", field seat: step " + (steps + 1)
                        + ": seat 0 playing {\"type\":\"add\",\"n\":1}: the game is over");
    }

    @Test
    void aRecorderRefusesAHeaderItCannotReplay() {
        assertThatThrownBy(() -> Recorder.start(Toy.TOY, RecordHeader.of("riichi", Toy.CATALOG.defaults(),
                new Walls.Seeded(TileSet.SUITS_108, 1), PLAYERS), new StringWriter()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Recorder.start(Toy.TOY, RecordHeader.of("toy", Toy.CATALOG.defaults(),
                new Walls.Seeded(TileSet.STANDARD_136, 1), PLAYERS), new StringWriter()))
                .hasMessage("toy plays with SUITS_108, not STANDARD_136");
    }

    @Test
    void givenWallsThatRunOutAreAnErrorOfTheStep() {
        assertThatThrownBy(() -> Replayer.replay(RecordReader.read(
                "{\"format\":1,\"variant\":\"toy\",\"players\":[],\"walls\":{\"given\":[]},\"rules\":{}}\n{\"step\":0,\"events\":[]}\n",
                Toy.TOY))).isInstanceOf(RecordException.class)
                .hasMessage("line 2: step 0: the game could not start: no wall for hand 0: 0 walls given");
    }

    @Test
    void numbersCompareByValue() {
        assertThat(JsonDiff.first("x", IntNode.valueOf(5), LongNode.valueOf(5))).isEmpty();
        assertThat(JsonDiff.first("x", IntNode.valueOf(5), LongNode.valueOf(6)).orElseThrow().describe())
                .isEqualTo("recorded 5, replayed 6");
    }
}
