package org.jantaku.bots.mjai;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.agent.RandomAgent;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.Recorder;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.tenhou.MjaiWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each seat's feed is the game's mjai log ({@link MjaiWriter}, the one mapping) as that seat may see it: its own
 * {@code id} in {@code start_game}, the others' dealt tiles and draws {@code ?}, everything else as written.
 */
class MjaiFeedTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final RiichiGame GAME = (RiichiGame) RiichiRecordCodec.RIICHI.variant();

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void eachSeatSeesTheLogWithTheOthersTilesHidden(long seed) throws Exception {
        Preset preset = RiichiPresets.all().stream().filter(p -> p.name().equals("tenhou")).findFirst().orElseThrow();
        RecordHeader header = RecordHeader.of("riichi", preset, new Walls.Seeded(TileSet.STANDARD_136, seed),
                List.of("seat0", "seat1", "seat2", "seat3"));
        Recorder<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> recorder = Recorder.start(RiichiRecordCodec.RIICHI,
                header, Writer.nullWriter());
        List<MjaiFeed> feeds = new ArrayList<>();
        List<List<JsonNode>> seen = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            feeds.add(new MjaiFeed(preset.rules(), seat));
            seen.add(new ArrayList<>());
        }
        List<RiichiEvent> start = GAME.start(preset.rules(), header.walls()).events();
        feeds.forEach(f -> f.seen(start));
        List<RandomAgent<RiichiAction, RiichiObservation>> agents = List.of(new RandomAgent<>(seed), new RandomAgent<>(seed + 1),
                new RandomAgent<>(seed + 2), new RandomAgent<>(seed + 3));
        while (!GAME.isOver(recorder.state())) {
            RiichiState s = recorder.state();
            int seat = GAME.toAct(s).stream().mapToInt(Integer::intValue).min().orElseThrow();
            List<RiichiAction> legal = GAME.legalActions(s, seat);
            RiichiAction a = agents.get(seat).choose(GAME.observe(s, seat), legal, Duration.ofSeconds(1));
            List<RiichiEvent> events = recorder.apply(seat, a).orThrow().events();
            feeds.forEach(f -> f.seen(events));
            for (int i = 0; i < 4; i++) {
                seen.get(i).addAll(feeds.get(i).take());
            }
        }
        List<JsonNode> log = new ArrayList<>();
        for (String line : MjaiWriter.write(recorder.record()).split("\n")) {
            log.add(JSON.readTree(line));
        }
        int draws = 0;
        for (int seat = 0; seat < 4; seat++) {
            List<JsonNode> mine = seen.get(seat);
            assertThat(mine).hasSameSizeAs(log);
            assertThat(mine.get(0).get("id").asInt()).isEqualTo(seat);
            for (int i = 1; i < log.size(); i++) {
                JsonNode expected = hidden(log.get(i), seat);
                assertThat(mine.get(i)).as("seat " + seat + ", event " + i).isEqualTo(expected);
                if (expected.path("type").asText().equals("tsumo") && expected.get("actor").asInt() != seat) {
                    assertThat(mine.get(i).get("pai").asText()).isEqualTo("?");
                    draws++;
                }
            }
        }
        assertThat(draws).as("others' draws were hidden").isPositive();
    }

    @org.junit.jupiter.api.Test
    void aReachToldAheadIsNotSentAgainButARestartedBotIsToldIt() {
        Preset preset = RiichiPresets.all().get(0);
        MjaiFeed feed = new MjaiFeed(preset.rules(), 1);
        assertThat(feed.take()).extracting(e -> e.get("type").asText()).containsExactly("start_game");
        feed.ownReach();
        assertThat(feed.take()).extracting(JsonNode::toString).containsExactly("{\"type\":\"reach\",\"actor\":1}");
        feed.seen(List.of(new RiichiEvent.Table(new TableEvent.Discarded(1, org.jantaku.core.tile.Tile.of(8), false, true))));
        assertThat(feed.take()).extracting(JsonNode::toString)
                .containsExactly("{\"type\":\"dahai\",\"actor\":1,\"pai\":\"3m\",\"tsumogiri\":false}");
        feed.restart();
        assertThat(feed.take()).extracting(e -> e.get("type").asText()).containsExactly("start_game", "reach", "dahai");
    }

    /** {@code start_game} names the players by seat when they are named (a three-player game's fourth seat ""), else seat0 …. */
    @org.junit.jupiter.api.Test
    void startGameNamesThePlayers() {
        Preset tenhou = RiichiPresets.all().stream().filter(p -> p.name().equals("tenhou")).findFirst().orElseThrow();
        Preset sanma = RiichiPresets.all().stream().filter(p -> p.name().equals("tenhou-sanma")).findFirst().orElseThrow();
        assertThat(new MjaiFeed(tenhou.rules(), 2, List.of("Ann", "Bo", "鳳凰", "efficiency")).take().get(0).get("names"))
                .extracting(JsonNode::asText).containsExactly("Ann", "Bo", "鳳凰", "efficiency");
        assertThat(new MjaiFeed(sanma.rules(), 0, List.of("Ann", "Bo", "Cy")).take().get(0).get("names"))
                .extracting(JsonNode::asText).containsExactly("Ann", "Bo", "Cy", "");
        assertThat(new MjaiFeed(tenhou.rules(), 1).take().get(0).get("names"))
                .extracting(JsonNode::asText).containsExactly("seat0", "seat1", "seat2", "seat3");
    }

    /** An event of the full log as {@code seat} is to see it. */
    private static JsonNode hidden(JsonNode e, int seat) {
        ObjectNode o = e.deepCopy();
        switch (o.path("type").asText()) {
            case "start_kyoku" -> {
                for (int s = 0; s < 4; s++) {
                    if (s != seat) {
                        var hand = (com.fasterxml.jackson.databind.node.ArrayNode) o.get("tehais").get(s);
                        assertThat(hand).hasSize(13);
                        for (int i = 0; i < hand.size(); i++) {
                            hand.set(i, TextNode.valueOf("?"));
                        }
                    } else {
                        assertThat(o.get("tehais").get(s).toString()).doesNotContain("?");
                    }
                }
            }
            case "tsumo" -> {
                if (o.get("actor").asInt() != seat) {
                    o.put("pai", "?");
                }
            }
            default -> {
            }
        }
        return o;
    }
}
