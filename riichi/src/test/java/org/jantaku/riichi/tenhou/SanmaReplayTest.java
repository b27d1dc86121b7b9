package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.api.Test;

/**
 * Three-player Tenhou logs replayed through the engine (#28): the game written by hand in {@link SanmaLogTest}
 * (北抜き, a tsumo with ツモ損, a North robbed by ron, 200 a honba) in both of Tenhou's forms, and two games played
 * by the project's bots and written out as tenhou.net/6 (under {@code src/test/resources/.../tenhou/sanma}: every
 * hand, the noten payments among three with one and with two seats tenpai, riichi, kans, non-dealer and dealer
 * tsumo, a kokushi on a North set aside, a bust, and the final points with the uma +20 / 0 / −20).
 */
class SanmaReplayTest {
    /** The hand-written game without its {@code owari}: the game goes on after its two hands. */
    private static final String TWO_HANDS = SanmaLogTest.MJLOG.replace(" owari=\"374,32.4,311,-28.9,365,-3.5,0,0.0\"", "");

    static String fixture(String name) {
        try (InputStream in = SanmaReplayTest.class.getResourceAsStream("sanma/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void assertAllMatch(ReplayedGame game, int hands) {
        assertThat(game.hands()).hasSize(hands);
        assertThat(game.hands()).allSatisfy(h -> assertThat(h.difference()).as(h.label()).isEmpty());
    }

    @Test
    void aThreePlayerTypeIsPlayedUnderTenhouSanma() {
        Mjlog log = MjlogFiles.parse(TWO_HANDS);
        var rules = TenhouRules.of(log);
        assertThat(rules.get(RiichiRules.PLAYERS)).isEqualTo(3);
        assertThat(rules.get(RiichiRules.RED_FIVES)).containsExactly(0, 1, 1);
        assertThat(rules.get(RiichiRules.UMA)).containsExactly(20, 0, -20, 0);
        assertThat(rules.get(RiichiRules.GAME_LENGTH)).isEqualTo("hanchan");
        assertThat(TenhouRules.of(new GameType(0xB9 | 0x02)).get(RiichiRules.RED_FIVES)).containsExactly(0, 0, 0);
        assertThat(TenhouRules.of(new GameType(0xB1)).get(RiichiRules.GAME_LENGTH)).isEqualTo("tonpuu");
        assertThat(TenhouEra.of(MjlogFiles.parse(TWO_HANDS.replace("type=\"185\"", "type=\"177\""))).assumed())
                .anyMatch(a -> a.startsWith("uma +20/0/-20"));
    }

    @Test
    void theHandWrittenGameReplaysInBothForms() {
        assertAllMatch(new EngineReplay().replay(MjlogFiles.parse(TWO_HANDS)), 2);
        assertAllMatch(new EngineReplay().replay(Tenhou6Reader.read(SanmaLogTest.JSON, "sanma.json")), 2);
    }

    @Test
    void theHandWrittenGamesEndIsNotTheEnginesEnd() {
        ReplayedGame game = new EngineReplay().replay(MjlogFiles.parse(SanmaLogTest.MJLOG));
        assertThat(game.hands().get(0).matched()).isTrue();
        assertThat(game.hands().get(1).difference()).hasValueSatisfying(d -> assertThat(d)
                .contains("the log ends the game; the engine goes on"));
    }

    @Test
    void aTsumoLossValueAndTheNorthsAreCompared() {
        ReplayedGame fullValue = new EngineReplay().replay(MjlogFiles.parse(TWO_HANDS.replace("ten=\"30,7800,0\"",
                "ten=\"30,11700,0\"")));
        assertThat(fullValue.hands().get(0).difference()).hasValueSatisfying(d -> assertThat(d)
                .contains("points 7800 vs 11700"));
        ReplayedGame noDora = new EngineReplay().replay(MjlogFiles.parse(TWO_HANDS.replace("yaku=\"0,1,24,2,52,1\"",
                "yaku=\"0,1,24,2\"")));
        assertThat(noDora.hands().get(0).difference()).hasValueSatisfying(d -> assertThat(d).contains("dora=1"));
        ReplayedGame noNorth = new EngineReplay().replay(MjlogFiles.parse(TWO_HANDS.replace(" m=\"30752\" machi", " machi")));
        assertThat(noNorth.hands().get(0).difference()).hasValueSatisfying(d -> assertThat(d)
                .contains("Norths set aside 1 vs 0"));
    }

    @Test
    void aNorthRobbedByAKokushiAndABustEndTheGameWithTheUma() {
        Mjlog log = Tenhou6Reader.read(fixture("north-ron-bust.json"), "north-ron-bust.json");
        assertThat(log.type().threePlayer()).isTrue();
        ReplayedGame game = new EngineReplay().replay(log);
        assertAllMatch(game, 11);
        assertThat(game.finalChecked()).isTrue();
        List<MjlogEvent> events = log.events();
        assertThat(java.util.stream.IntStream.range(1, events.size()).filter(i -> events.get(i) instanceof Agari a
                && !a.isTsumo() && events.get(i - 1) instanceof Nuki n && n.seat() == a.fromWho() && a.yakuman().size() == 1))
                .as("a kokushi on a North set aside").hasSize(1);
        Owari owari = log.eventsOf(Agari.class).getLast().owari().orElseThrow();
        assertThat(owari.scores()).containsExactly(56200, 54500, -5700, 0);
        assertThat(owari.points()).extracting(java.math.BigDecimal::doubleValue)
                .containsExactly(51.2, 14.5, -65.7, 0.0); // 16.2 + 15 oka + 20; 14.5 + 0; -45.7 - 20
    }

    @Test
    void drawsAmongThreeKansRiichiAndTsumoLossReplay() {
        Mjlog log = Tenhou6Reader.read(fixture("draws-kan-tsumo.json"), "draws-kan-tsumo.json");
        ReplayedGame game = new EngineReplay().replay(log);
        assertAllMatch(game, 7);
        assertThat(game.finalChecked()).isTrue();
        List<Ryuukyoku> draws = log.eventsOf(Ryuukyoku.class);
        assertThat(draws).extracting(r -> r.shownSeats().size()).contains(1, 2);
        assertThat(draws).allSatisfy(r -> assertThat(r.deltas().stream().mapToInt(Integer::intValue).map(Math::abs).sum())
                .as("2,000 change hands").isEqualTo(4000));
        assertThat(log.eventsOf(Call.class)).anyMatch(c -> c.meld() instanceof ClosedKan || c.meld() instanceof OpenKan
                || c.meld() instanceof AddedKan);
        assertThat(log.eventsOf(Riichi.class)).isNotEmpty();
        assertThat(log.eventsOf(Nuki.class)).isNotEmpty();
        int dealerTsumo = 0;
        int otherTsumo = 0;
        for (LoggedHand h : LoggedHand.of(log)) {
            for (MjlogEvent e : h.events()) {
                if (e instanceof Agari a && a.isTsumo()) {
                    int paid = -a.deltas().stream().filter(d -> d < 0).mapToInt(Integer::intValue).sum();
                    assertThat(paid).as("two seats pay a tsumo").isEqualTo(a.points() + 200 * a.honba());
                    if (a.who() == h.init().dealer()) {
                        dealerTsumo++;
                    } else {
                        otherTsumo++;
                    }
                }
            }
        }
        assertThat(dealerTsumo).isPositive();
        assertThat(otherTsumo).isPositive();
    }

    @Test
    void aFifthReplacementDrawComesFromTheTileTheLiveWallGaveUp() {
        Mjlog log = Tenhou6Reader.read(fixture("draws-kan-tsumo.json"), "draws-kan-tsumo.json");
        int checked = 0;
        for (LoggedHand h : LoggedHand.of(log)) {
            var wall = LoggedWall.of(h, 3);
            assertThat(wall.size()).isEqualTo(108);
            int replacements = 0;
            boolean replacing = false;
            for (MjlogEvent e : h.events()) {
                if (e instanceof Nuki || e instanceof Call c && (c.meld() instanceof ClosedKan || c.meld() instanceof OpenKan
                        || c.meld() instanceof AddedKan)) {
                    replacements++;
                    replacing = true;
                } else if (e instanceof Draw d && replacing) {
                    assertThat(wall.at(org.jantaku.riichi.wall.DeadWall.rinshanIndex(replacements - 1, 108))).isEqualTo(d.tile());
                    checked += replacements > 4 ? 1 : 0;
                    replacing = false;
                }
            }
        }
        assertThat(checked).as("replacement draws past the fourth (kans and Norths together)").isPositive();
    }

    @Test
    void withoutTheStatedRulesTheGamesPlayUnderTenhousOwn() throws IOException {
        for (String name : List.of("north-ron-bust.json", "draws-kan-tsumo.json")) {
            ObjectNode json = (ObjectNode) new ObjectMapper().readTree(fixture(name));
            json.remove(JantakuMember.NAME);
            Mjlog log = Tenhou6Reader.read(json.toString(), name);
            assertThat(log.statedRules()).isEmpty();
            assertThat(TenhouRules.of(log).get(RiichiRules.PLAYERS)).isEqualTo(3);
            ReplayedGame game = new EngineReplay().replay(log);
            assertThat(game.hands()).allSatisfy(h -> assertThat(h.difference()).as(name + " " + h.label()).isEmpty());
        }
    }

    @Test
    void aWrongThreePlayerLogIsReportedWithItsHandAndStep() {
        // East 1: before his tsumo the dealer discards a tile that seat 2 holds
        ReplayedGame game = new EngineReplay().replay(MjlogFiles.parse(TWO_HANDS.replace("<T74/>", "<T74/><D41/>")));
        assertThat(game.hands().get(0).label()).isEqualTo("East 1, 0 honba");
        assertThat(game.hands().get(0).difference()).hasValueSatisfying(d -> assertThat(d).contains("seat 0")
                .contains("is not legal"));
        // South 2 of the bot game: a noten payment changed
        String text = fixture("draws-kan-tsumo.json");
        ReplayedGame bad = new EngineReplay().replay(Tenhou6Reader.read(text.replace("[\"流局\",[1000,", "[\"流局\",[1500,")
                .replace(",-2000,1000,0]]", ",-2500,1000,0]]"), "bad.json"));
        assertThat(bad.mismatched()).isPositive();
        assertThat(bad.hands().stream().flatMap(h -> h.difference().map(d -> h.label() + ": " + d).stream()))
                .anyMatch(d -> d.startsWith("South 2, 0 honba: draw: score deltas"));
        assertThat(RiichiPresets.TENHOU_SANMA.rules().get(RiichiRules.NOTEN_PENALTY)).isEqualTo(2000);
    }

    @Test
    void asMjaiTheGameSetsNorthsAsideWithNukidoraAndReplaysWithoutItsStatedRules() throws IOException {
        Mjlog log = Tenhou6Reader.read(fixture("north-ron-bust.json"), "north-ron-bust.json");
        var record = TenhouImport.write(log, java.io.Writer.nullWriter()).record();
        String mjai = RecordRoundTrip.export(RecordRoundTrip.Format.MJAI, record);
        ObjectMapper json = new ObjectMapper();
        List<String> lines = mjai.lines().toList();
        ObjectNode start = (ObjectNode) json.readTree(lines.get(0));
        assertThat(start.get("names")).hasSize(4);
        ObjectNode kyoku = (ObjectNode) json.readTree(lines.get(1));
        assertThat(kyoku.get("scores").toString()).isEqualTo("[35000,35000,35000,0]");
        assertThat(kyoku.get("tehais").get(3).toString()).isEqualTo("[" + "\"?\",".repeat(12) + "\"?\"]");
        assertThat(lines).anyMatch(l -> l.matches("\\{\"type\":\"nukidora\",\"actor\":[0-2],\"pai\":\"N\"}"));
        start.remove(JantakuMember.NAME);
        String bare = String.join("\n", java.util.stream.Stream.concat(java.util.stream.Stream.of(start.toString()),
                lines.stream().skip(1)).toList());
        Mjlog read = MjaiReader.read(bare, "north-ron-bust.mjai");
        assertThat(read.type().threePlayer()).as("a fourth seat of 0 points and hidden tiles").isTrue();
        assertThat(read.eventsOf(Nuki.class)).hasSameSizeAs(log.eventsOf(Nuki.class));
        assertAllMatch(new EngineReplay().replay(read), 11);
        assertThat(catchMessage(() -> MjaiReader.read(bare.replace("{\"type\":\"nukidora\",\"actor\":", "{\"type\":\"nukidora\",\"actor\":3,\"x\":"),
                "bad.mjai"))).contains("nukidora").contains("seat 3 is the empty fourth seat");
    }

    private static String catchMessage(Runnable r) {
        try {
            r.run();
        } catch (MjlogException e) {
            return e.getMessage();
        }
        throw new AssertionError("no error");
    }
}
