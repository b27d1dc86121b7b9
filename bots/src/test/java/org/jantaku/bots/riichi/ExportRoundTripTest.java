package org.jantaku.bots.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Writer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.Recorder;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.tenhou.RecordRoundTrip;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bots' games of every Riichi preset, recorded, exported as mjai and as tenhou.net/6, read back and imported,
 * are the same games ({@link RecordRoundTrip}: same steps, events and results, tiles by face, dice left out).
 * Each game seats a seeded mix of the {@code efficiency}, {@code random} and {@code tsumogiri} agents, the
 * lowest seat answering first in a claim window, as the simulator does. The games are played on every core;
 * {@code -Djantaku.roundTrip.games=N} sets how many per preset: 1,000 by default, the check (10-15 s of
 * CPU per preset on a busy 2-core machine, {@code docs/mjai.md}); fewer for a quick run.
 */
class ExportRoundTripTest {
    private static final int GAMES = Integer.getInteger("jantaku.roundTrip.games", 1000);
    private static final RiichiGame GAME = (RiichiGame) RiichiRecordCodec.RIICHI.variant();
    private static final List<List<String>> SEATINGS = List.of(
            List.of("efficiency", "random", "efficiency", "tsumogiri"),
            List.of("random", "efficiency", "tsumogiri", "efficiency"),
            List.of("efficiency", "efficiency", "random", "random"),
            List.of("efficiency", "efficiency", "efficiency", "efficiency"));

    static Stream<Preset> presets() {
        return RiichiPresets.all().stream();
    }

    @ParameterizedTest
    @MethodSource("presets")
    void botGamesComeBackExactlyFromMjaiAndTenhou6(Preset preset) {
        Map<String, Integer> seen = new ConcurrentHashMap<>();
        long wallStart = System.nanoTime();
        IntStream.range(0, GAMES).parallel().forEach(g -> { // games are independent: every core helps
            long seed = 0x29L * 1_000_003 + g;
            var record = play(preset, SEATINGS.get(g % SEATINGS.size()), seed);
            tally(record, seen);
            var exports = RecordRoundTrip.exports(record);
            for (RecordRoundTrip.Format format : RecordRoundTrip.Format.values()) {
                String name = preset.name() + " game " + g + " (seed " + seed + ") as " + format;
                var back = RecordRoundTrip.readBack(format, exports.get(format), name);
                assertThat(RecordRoundTrip.difference(record, back)).as(name).isEmpty();
            }
        });
        System.out.printf("%s: %d games played, exported as mjai and tenhou6, read back and compared in %.1f s; %s%n",
                preset.name(), GAMES, (System.nanoTime() - wallStart) / 1e9, new TreeMap<>(seen));
        // the games hold what the formats must carry, so the test can fail where it matters
        assertThat(seen.keySet()).as(preset.name() + ": " + seen).contains("won", "hand_drawn:exhaustive", "riichi_accepted",
                "called:pon", "called:daiminkan", "called:kakan", "called:ankan", "dora");
        // three players (tenhou-sanma) call no chi and set Norths aside (北抜き)
        assertThat(seen.keySet()).as(preset.name() + ": " + seen)
                .contains(GAME.seats(preset.rules()) == 3 ? "nuki" : "called:chi");
        if (preset.name().equals("kyoto-club")) { // the bots always play on: riichi's ExportRoundTripTest stops too
            assertThat(seen.keySet()).as(seen.toString()).contains("tenpai_declared", "play_on");
        }
    }

    private static GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> play(Preset preset,
            List<String> agentNames, long seed) {
        var rules = preset.rules();
        int seats = GAME.seats(rules);
        RecordHeader header = RecordHeader.of("riichi", preset, new Walls.Seeded(GAME.tileSet(rules), seed),
                agentNames.subList(0, seats));
        List<Agent<RiichiAction, RiichiObservation>> agents = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            agents.add(RiichiBots.INSTANCE.agent(agentNames.get(seat), rules).create(seat, seed * 31 + seat));
        }
        var recorder = Recorder.start(RiichiRecordCodec.RIICHI, header, Writer.nullWriter());
        int steps = 0;
        while (!GAME.isOver(recorder.state())) {
            assertThat(++steps).as("steps of game seeded " + seed).isLessThan(100_000);
            RiichiState s = recorder.state();
            Set<Integer> toAct = GAME.toAct(s);
            int seat = toAct.stream().mapToInt(Integer::intValue).min().orElseThrow();
            List<RiichiAction> legal = GAME.legalActions(s, seat);
            RiichiAction a = legal.size() == 1 ? legal.get(0)
                    : agents.get(seat).choose(GAME.observe(s, seat), legal, Duration.ofSeconds(1));
            recorder.apply(seat, a).orThrow();
        }
        return recorder.record();
    }

    /** Counts the kinds of events (calls by meld type) and the rules' own decisions the games hold. */
    private static void tally(GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> record,
            Map<String, Integer> seen) {
        record.steps().forEach(step -> {
            switch (step.action()) {
                case RiichiAction.PlayOn a -> seen.merge("play_on", 1, Integer::sum);
                case RiichiAction.EndGame a -> seen.merge("end_game", 1, Integer::sum);
                case RiichiAction.NineTerminals a -> seen.merge("nine_terminals", 1, Integer::sum);
                default -> {
                }
            }
            step.events().forEach(e -> {
                String type = e.path("type").asText();
                String key = type.equals("called") ? "called:" + e.path("meld").path("type").asText()
                        : type.equals("hand_drawn") ? "hand_drawn:" + e.path("kind").asText() : type;
                seen.merge(key, 1, Integer::sum);
            });
        });
    }
}
