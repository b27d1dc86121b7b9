package org.jantaku.riichi.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.RecordWriter;
import org.jantaku.engine.record.Recorder;
import org.jantaku.engine.record.Replayed;
import org.jantaku.engine.record.Replayer;
import org.jantaku.engine.record.VariantRegistry;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded random games recorded live, written to text, read back and replayed: the replayed state
 * equals the live one, and so do the events.
 */
class RecordReplayTest {
    private static final List<String> PLAYERS = List.of("Ton", "Nan", "Sha", "Pei");

    static RecordHeader header(String variant, long seed) {
        Walls walls = new Walls.Seeded(TileSet.STANDARD_136, seed);
        return switch (variant) {
            case "tonpuu-headBump" -> RecordHeader.of("riichi", RiichiPresets.TENHOU.rules()
                    .with(RiichiRules.GAME_LENGTH, "tonpuu").with(RiichiRules.KIRIAGE_MANGAN, true)
                    .with(RiichiRules.MULTIPLE_RON, "headBump").with(RiichiRules.NAGASHI_MANGAN, "asWin")
                    .with(RiichiRules.UMA, List.of(20, 10, -10, -20)), walls, PLAYERS);
            default -> RecordHeader.of("riichi", RiichiPresets.TENHOU, walls, PLAYERS);
        };
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tenhou", "tonpuu-headBump"})
    void randomGamesReplayToTheLiveState(String variant) {
        Map<String, Integer> seen = new TreeMap<>();
        int games = variant.equals("tenhou") ? 200 : 50;
        for (int g = 0; g < games; g++) {
            long seed = 7919L * g + variant.length();
            RandomGames.Played live = RandomGames.play(header(variant, seed), seed, Integer.MAX_VALUE);
            assertThat(live.recorder().state().isOver()).as("game %d ends", g).isTrue();
            assertThat(live.text()).as("the live lines are the record's text")
                    .isEqualTo(RecordWriter.toText(live.recorder().record()));

            var read = RecordReader.read(live.text(), RiichiRecordCodec.RIICHI);
            assertThat(read).as("read back, game %d", g).isEqualTo(live.recorder().record());
            Replayed<RiichiState, RiichiEvent> replayed = Replayer.replay(read);
            assertThat(replayed.state()).as("replayed state of game %d", g).isEqualTo(live.recorder().state());
            assertThat(replayed.events()).as("replayed events of game %d", g).isEqualTo(live.events());
            live.events().forEach(e -> seen.merge((e instanceof RiichiEvent.Table t ? t.event() : e).getClass().getSimpleName(), 1,
                    Integer::sum));
            live.moves().forEach(m -> seen.merge(m.action().getClass().getSimpleName(), 1, Integer::sum));
        }
        assertThat(seen).as("what the games covered").containsKeys("HandStarted", "Drew", "Discarded",
                "RiichiAccepted", "Called", "DoraRevealed", "Won", "HandDrawn", "GameEnded", "Discard", "DeclareRiichi",
                "Tsumo", "Ron", "Pass", "Chi", "Pon", "OpenKan", "ClosedKan", "AddedKan");
    }

    @Test
    void theHeaderHoldsEveryOptionAndThePreset() {
        RandomGames.Played live = RandomGames.play(header("tonpuu-headBump", 3), 3, 20);
        String headerLine = live.text().lines().findFirst().orElseThrow();
        for (var key : RiichiRules.CATALOG.keys()) {
            assertThat(headerLine).contains("\"" + key.id() + "\":");
        }
        assertThat(headerLine).startsWith("{\"format\":1,\"variant\":\"riichi\",\"players\":[\"Ton\",\"Nan\",\"Sha\",\"Pei\"],"
                + "\"walls\":{\"seed\":3},\"rules\":{");
        assertThat(header("tenhou", 3).preset()).contains("tenhou");
        String tenhou = RandomGames.play(header("tenhou", 3), 3, 5).text();
        assertThat(tenhou).startsWith("{\"format\":1,\"variant\":\"riichi\",\"preset\":\"tenhou\",");
    }

    @Test
    void theRegistryReadsAndReplaysAnyKnownVariant() {
        RandomGames.Played live = RandomGames.play(header("tenhou", 11), 11, Integer.MAX_VALUE);
        GameRecord<?, ?, ?, ?> read = RecordReader.read(live.text(), VariantRegistry.of(RiichiRecordCodec.RIICHI));
        assertThat(Replayer.replay(read).state()).isEqualTo(live.recorder().state());
    }

    /**
     * The walls of a seeded game given hand by hand (as an imported log gives them): the same actions
     * give the same events, and the given-walls record replays to its own live state.
     */
    @Test
    void givenWallsReplayIdentically() {
        for (long seed = 100; seed < 110; seed++) {
            RecordHeader seeded = header("tenhou", seed);
            RandomGames.Played live = RandomGames.play(seeded, seed, Integer.MAX_VALUE);
            List<Wall> walls = new ArrayList<>();
            for (RiichiEvent e : live.events()) {
                if (e instanceof RiichiEvent.HandStarted h) {
                    walls.add(seeded.walls().forHand(walls.size(), h.honba()));
                }
            }
            RecordHeader given = new RecordHeader("riichi", seeded.rules(), seeded.preset(), new Walls.Given(walls),
                    seeded.players());
            RandomGames.Played again = RandomGames.replay(given, live.moves());
            assertThat(again.events()).as("same walls, same actions, same events").isEqualTo(live.events());
            assertThat(again.text().lines().skip(1).toList()).as("every line but the header")
                    .isEqualTo(live.text().lines().skip(1).toList());
            assertThat(again.text().lines().findFirst().orElseThrow()).contains("\"walls\":{\"given\":[[");

            var read = RecordReader.read(again.text(), RiichiRecordCodec.RIICHI);
            assertThat(read.header().walls()).isEqualTo(new Walls.Given(walls));
            assertThat(Replayer.replay(read).state()).isEqualTo(again.recorder().state());
        }
    }

    /** A table taken up after a crash: the record read so far is replayed and the game goes on, appending. */
    @Test
    void aResumedRecorderContinuesTheSameFile() {
        RandomGames.Played full = RandomGames.play(header("tenhou", 5), 5, Integer.MAX_VALUE);
        int cut = full.moves().size() / 2;
        String firstHalf = String.join("", full.text().lines().limit(cut + 2).map(l -> l + "\n").toList());
        var partial = RecordReader.read(firstHalf, RiichiRecordCodec.RIICHI);
        java.io.StringWriter rest = new java.io.StringWriter();
        Recorder<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> resumed = Recorder.resume(partial, rest);
        for (RandomGames.Move m : full.moves().subList(cut, full.moves().size())) {
            resumed.apply(m.seat(), m.action()).orThrow();
        }
        assertThat(firstHalf + rest).isEqualTo(full.text());
        assertThat(resumed.state()).isEqualTo(full.recorder().state());
    }

    @Test
    void defaultRulesAreNotAPresetUnlessSaid() {
        RuleSet rules = RiichiPresets.TENHOU.rules();
        Preset tenhou = RiichiPresets.TENHOU;
        assertThat(RecordHeader.of("riichi", rules, new Walls.Seeded(TileSet.STANDARD_136, 1), PLAYERS).preset()).isEmpty();
        assertThat(RecordHeader.of("riichi", tenhou, new Walls.Seeded(TileSet.STANDARD_136, 1), PLAYERS).preset())
                .contains("tenhou");
    }
}
