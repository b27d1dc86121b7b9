package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.engine.record.Replayer;
import org.jantaku.riichi.game.RiichiAction;
import org.junit.jupiter.api.Test;

/**
 * mjai logs written by hand from the protocol (Mortal's event shapes, the original server's {@code reason}),
 * under {@code src/test/resources/org/jantaku/riichi/tenhou/mjai}: every event kind, red fives, a double ron, the
 * abortive draws (triple ron, nine terminals, four winds, four riichi as Mortal and as a converted Tenhou log
 * write it, four kans), an exhaustive draw with tenpai payments, a daisangen paid by the seat that fed the last dragon
 * (pao), a bust that ends the game, and under stated rules (the {@code jantaku} member) an all-last dealer who
 * plays on and then stops. Each replays through the engine with every hand matched, and a changed
 * number is caught.
 */
class MjaiFixturesTest {

    static String fixture(String name) {
        try (InputStream in = MjaiFixturesTest.class.getResourceAsStream("mjai/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ReplayedGame replay(String text, String name) {
        return new EngineReplay().replay(MjaiReader.read(text, name));
    }

    private static void assertAllMatch(ReplayedGame game, int hands) {
        assertThat(game.hands()).hasSize(hands);
        assertThat(game.hands()).allSatisfy(h -> assertThat(h.difference()).as(h.label()).isEmpty());
    }

    @Test
    void everyCallRiichiKanDoraAndPaoReplayToTheBust() {
        String text = fixture("calls-riichi-pao.mjai");
        Mjlog log = MjaiReader.read(text, "calls-riichi-pao.mjai");
        Map<String, Integer> calls = new TreeMap<>();
        for (Call c : log.eventsOf(Call.class)) {
            calls.merge(switch (c.meld()) {
                case Chi x -> "chi";
                case Pon x -> "pon";
                case OpenKan x -> "daiminkan";
                case AddedKan x -> "kakan";
                case ClosedKan x -> "ankan";
            }, 1, Integer::sum);
        }
        assertThat(calls).isEqualTo(Map.of("chi", 1, "pon", 4, "daiminkan", 1, "kakan", 1, "ankan", 1));
        assertThat(log.eventsOf(Dora.class)).hasSize(3);
        assertThat(log.eventsOf(Riichi.class)).extracting(Riichi::step).containsExactly(1, 2);
        Chi chi = (Chi) log.eventsOf(Call.class).get(0).meld();
        assertThat(chi.tiles()).anyMatch(t -> t.isRed()); // 5mr
        Agari riichiTsumo = log.eventsOf(Agari.class).get(0);
        assertThat(riichiTsumo.uraIndicators()).hasSize(4);
        assertThat(riichiTsumo.valueShown()).isFalse();
        assertThat(log.eventsOf(Agari.class).get(1).owari()).hasValueSatisfying(
                o -> assertThat(o.scores()).containsExactly(-11000, 23000, 33000, 55000));

        ReplayedGame game = replay(text, "calls-riichi-pao.mjai");
        assertAllMatch(game, 2);
        assertThat(game.finalChecked()).isTrue();
    }

    @Test
    void aDoubleRonOnARedFivePaysBothWinners() {
        Mjlog log = MjaiReader.read(fixture("double-ron.mjai"), "double-ron.mjai");
        assertThat(log.eventsOf(Agari.class)).extracting(Agari::who, Agari::fromWho).containsExactly(
                org.assertj.core.groups.Tuple.tuple(1, 0), org.assertj.core.groups.Tuple.tuple(2, 0));
        assertThat(log.eventsOf(Agari.class).get(0).machi().isRed()).isTrue();
        assertAllMatch(new EngineReplay().replay(log), 1);
    }

    @Test
    void theAbortiveDrawsAreReadOffThePlayOrTheirReason() {
        Mjlog log = MjaiReader.read(fixture("abortive-draws.mjai"), "abortive-draws.mjai");
        assertThat(log.eventsOf(Ryuukyoku.class)).extracting(r -> r.type().orElse("exhaustive"))
                .containsExactly("ron3", "yao9", "kaze4", "reach4", "reach4", "yao9", "kan4");
        // Mortal's draw after the fourth accepted riichi is not the engine's; a converted log's fourth stick is
        assertThat(log.eventsOf(Riichi.class).stream().filter(r -> r.step() == 2)).hasSize(8);
        assertAllMatch(new EngineReplay().replay(log), 7);
    }

    @Test
    void anExhaustiveDrawPaysTheTenpaiSeat() {
        Mjlog log = MjaiReader.read(fixture("exhaustive-draw.mjai"), "exhaustive-draw.mjai");
        Ryuukyoku draw = log.eventsOf(Ryuukyoku.class).get(0);
        assertThat(draw.type()).isEmpty();
        assertThat(draw.shownSeats()).containsExactly(1);
        assertThat(log.eventsOf(Draw.class)).hasSize(70);
        assertAllMatch(new EngineReplay().replay(log), 1);
    }

    @Test
    void theAllLastDealerNotFirstPlaysOnThenStopsUnderTheStatedRules() {
        Mjlog log = MjaiReader.read(fixture("dealer-choice.mjai"), "dealer-choice.mjai");
        assertThat(log.statedRules()).isPresent();
        var run = new EngineReplay().run(log, TenhouRules.of(log), new java.util.ArrayList<>());
        assertAllMatch(run.game(), 2);
        assertThat(run.game().finalChecked()).isTrue();
        assertThat(run.moves()).extracting(EngineReplay.Move::action).filteredOn(a -> a instanceof RiichiAction.PlayOn
                || a instanceof RiichiAction.EndGame).containsExactly(new RiichiAction.PlayOn(), new RiichiAction.EndGame());
        // under Tenhou's rules the hand ends the game at once (agari-yame), where the log goes on
        assertThat(new EngineReplay().replay(log, org.jantaku.riichi.rules.RiichiPresets.TENHOU.rules()).mismatched()).isPositive();

        Mjlog stops = MjaiReader.read(fixture("tonpuu-dealer-stops.mjai"), "tonpuu-dealer-stops.mjai");
        var game = new EngineReplay().run(stops, TenhouRules.of(stops), new java.util.ArrayList<>());
        assertAllMatch(game.game(), 4);
        assertThat(game.game().finalChecked()).isTrue();
        assertThat(game.moves().get(game.moves().size() - 1).action()).isEqualTo(new RiichiAction.EndGame());
    }

    @Test
    void aChangedNumberIsADifference() {
        String text = fixture("calls-riichi-pao.mjai");
        ReplayedGame wrongPayer = replay(text.replace("\"deltas\":[-32000,0,0,32000]", "\"deltas\":[0,-32000,0,32000]"), "x");
        assertThat(wrongPayer.hands().get(1).difference()).hasValueSatisfying(d -> assertThat(d).contains("score deltas"));
        ReplayedGame wrongUra = replay(text.replace("\"ura_markers\":[\"9m\",\"1p\",\"4p\",\"9s\"]",
                "\"ura_markers\":[\"1m\",\"2s\",\"4p\",\"9s\"]"), "x"); // two ura dora: a haneman
        assertThat(wrongUra.hands().get(0).difference()).hasValueSatisfying(d -> assertThat(d).contains("score deltas"));
        ReplayedGame wrongEnd = replay(text.replace("[-11000,23000,33000,55000]", "[-11000,23000,34000,54000]"), "x");
        assertThat(wrongEnd.hands().get(1).difference()).hasValueSatisfying(d -> assertThat(d).contains("final result"));
        String exhaustive = fixture("exhaustive-draw.mjai");
        ReplayedGame wrongTenpai = replay(exhaustive.replace("[-1000,3000,-1000,-1000]", "[-1000,-1000,3000,-1000]"), "x");
        assertThat(wrongTenpai.hands().get(0).difference()).hasValueSatisfying(d -> assertThat(d).contains("tenpai seats"));
        ReplayedGame wrongKind = replay(fixture("abortive-draws.mjai").replace("\"reason\":\"sufonrenta\"",
                "\"reason\":\"sukaikan\""), "x");
        assertThat(wrongKind.hands().get(2).difference()).hasValueSatisfying(d -> assertThat(d).contains("kind fourWinds vs fourKans"));
    }

    @Test
    void aLogFromTheGamesStartImportsAndExportsBackToItself() {
        for (String name : List.of("calls-riichi-pao.mjai", "double-ron.mjai", "abortive-draws.mjai", "exhaustive-draw.mjai",
                "tonpuu-dealer-stops.mjai")) {
            Mjlog log = MjaiReader.read(fixture(name), name);
            StringWriter out = new StringWriter();
            var record = TenhouImport.write(log, out).record();
            Replayer.replay(record);
            for (RecordRoundTrip.Format format : RecordRoundTrip.Format.values()) {
                String text = RecordRoundTrip.export(format, record);
                var back = RecordRoundTrip.readBack(format, text, name + " as " + format);
                assertThat(RecordRoundTrip.difference(record, back)).as(name + " as " + format).isEmpty();
            }
        }
    }
}
