package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.jantaku.core.tile.Tile;
import org.junit.jupiter.api.Test;

/**
 * A three-player game (三麻) written by hand in both of Tenhou's forms (invented, not taken from a log; the layout
 * is the one of public sanma logs, /work/notes/sanma-rules.md §2): the mjlog's four-seat attributes with an empty
 * fourth seat, North extractions ({@code <N>} with the bit 0x20, tenhou.net/6 {@code "f44"}) and the winner's
 * Norths in {@code AGARI m}, tsumo-loss values, 200 a honba on a ron, and an {@code owari} of three seats.
 *
 * <p>Hand 1 (East 1, dealer seat 0): the dealer draws a North and sets it aside, draws 9p as replacement and
 * discards East; seat 1 sets a North aside too; seat 2 discards its draw; the dealer draws 1s and wins by tsumo
 * (123p 456p 789p 111s 99s: tsumo, ittsuu, one North: 30 fu 4 han, 3900 from each of the two others).
 * Hand 2 (East 1, 1 honba): the dealer draws a North and sets it aside, and seat 2, waiting on North alone,
 * robs it (ittsuu and a red five: 40 fu 3 han, 5200 + 200).
 */
class SanmaLogTest {
    static final String MJLOG = "<mjloggm ver=\"2.3\"><GO type=\"185\" lobby=\"0\"/>"
            + "<UN n0=\"A\" n1=\"B\" n2=\"C\" n3=\"\" dan=\"10,11,12,0\" rate=\"1500.00,1600.00,1700.00,1500.00\""
            + " sx=\"M,F,M,C\"/><TAIKYOKU oya=\"0\"/>"
            + "<INIT seed=\"0,0,0,3,4,97\" ten=\"350,350,350,0\" oya=\"0\""
            + " hai0=\"36,40,44,48,53,56,60,64,72,73,104,105,108\" hai1=\"0,1,32,76,80,84,89,92,112,113,116,124,128\""
            + " hai2=\"2,33,37,41,45,49,57,77,81,96,100,117,132\" hai3=\"\"/>"
            + "<T120/><N who=\"0\" m=\"30752\"/><T68/><D108/>"
            + "<U121/><N who=\"1\" m=\"31008\"/><U125/><E128/>"
            + "<V129/><F129/><T74/>"
            + "<AGARI ba=\"0,0\" hai=\"36,40,44,48,53,56,60,64,68,72,73,74,104,105\" m=\"30752\" machi=\"74\""
            + " ten=\"30,7800,0\" yaku=\"0,1,24,2,52,1\" doraHai=\"97\" who=\"0\" fromWho=\"0\""
            + " sc=\"350,78,350,-39,350,-39,0,0\"/>"
            + "<INIT seed=\"0,1,0,2,4,113\" ten=\"428,311,311,0\" oya=\"0\""
            + " hai0=\"0,1,2,32,33,80,84,88,92,96,108,109,124\" hai1=\"3,34,36,40,44,48,56,100,104,112,116,128,132\""
            + " hai2=\"37,41,45,49,52,57,61,65,69,76,77,78,122\" hai3=\"\"/>"
            + "<T121/><N who=\"0\" m=\"31008\"/>"
            + "<AGARI ba=\"1,0\" hai=\"37,41,45,49,52,57,61,65,69,76,77,78,121,122\" machi=\"121\" ten=\"40,5200,0\""
            + " yaku=\"24,2,54,1\" doraHai=\"113\" who=\"2\" fromWho=\"0\" sc=\"428,-54,311,0,311,54,0,0\""
            + " owari=\"374,32.4,311,-28.9,365,-3.5,0,0.0\"/></mjloggm>";

    /** The same game in tenhou.net/6 JSON. */
    static final String JSON = "{\"title\":[\"\",\"\"],\"name\":[\"A\",\"B\",\"C\",\"\"],"
            + "\"rule\":{\"disp\":\"三鳳南喰赤\",\"aka51\":0,\"aka52\":1,\"aka53\":1},\"log\":["
            + "[[0,0,0],[35000,35000,35000,0],[37],[],"
            + "[21,22,23,24,25,26,27,28,31,31,39,39,41],[44,29,31],[\"f44\",41],"
            + "[11,11,19,32,33,34,35,36,42,42,43,45,46],[44,45],[\"f44\",46],"
            + "[11,19,21,22,23,24,26,32,33,37,38,43,47],[46],[60],"
            + "[],[],[],"
            + "[\"和了\",[7800,-3900,-3900,0],[0,0,0,\"30符4飜3900点∀\",\"門前清自摸和(1飜)\",\"一気通貫(2飜)\",\"ドラ(1飜)\"]]],"
            + "[[0,1,0],[42800,31100,31100,0],[42],[],"
            + "[11,11,11,19,19,33,34,53,36,37,41,41,45],[44],[\"f44\"],"
            + "[11,19,21,22,23,24,26,38,39,42,43,46,47],[],[],"
            + "[21,22,23,24,52,26,27,28,29,32,32,32,44],[],[],"
            + "[],[],[],"
            + "[\"和了\",[-5400,0,5400,0],[2,0,2,\"40符3飜5200点\",\"一気通貫(2飜)\",\"赤ドラ(1飜)\"]]]]}";

    private static List<Tile> tiles(int... ids) {
        return IntStream.of(ids).mapToObj(Tile::of).toList();
    }

    @Test
    void theHeaderHasFourSeatsTheLastEmpty() {
        Mjlog log = MjlogFiles.parse(MJLOG);
        assertThat(log.type().threePlayer()).isTrue();
        assertThat(log.type().eastSouth()).isTrue();
        assertThat(log.type().room()).isEqualTo(GameType.Room.HOUOU);
        assertThat(log.unknownRules()).isEmpty();
        assertThat(log.names()).containsExactly("A", "B", "C", "");
        assertThat(log.players().get(3).dan()).hasValue(0);
        assertThat(log.players().get(3).sex()).hasValue("C");
        Init first = log.eventsOf(Init.class).get(0);
        assertThat(first.scores()).containsExactly(35000, 35000, 35000, 0);
        assertThat(first.hands().get(3)).isEmpty();
        assertThat(first.hands().subList(0, 3)).allSatisfy(h -> assertThat(h).hasSize(13));
    }

    @Test
    void aNorthSetAsideIsANukiFollowedByTheReplacementDraw() {
        List<MjlogEvent> events = MjlogFiles.parse(MJLOG).events();
        assertThat(events.subList(1, 5)).containsExactly(new Draw(0, Tile.of(120)), new Nuki(0, 30752, Tile.of(120)),
                new Draw(0, Tile.of(68)), new Discard(0, Tile.of(108)));
        assertThat(events.get(6)).isEqualTo(new Nuki(1, 31008, Tile.of(121)));
        assertThat(events).filteredOn(Call.class::isInstance).isEmpty();
        assertThat(events).filteredOn(Dora.class::isInstance).as("a North set aside turns no indicator").isEmpty();
    }

    @Test
    void aWinListsTheWinnersNorthsApartFromItsMelds() {
        List<Agari> wins = MjlogFiles.parse(MJLOG).eventsOf(Agari.class);
        Agari tsumo = wins.get(0);
        assertThat(tsumo.melds()).isEmpty();
        assertThat(tsumo.nukis()).containsExactly(Tile.of(120));
        assertThat(tsumo.isTsumo()).isTrue();
        assertThat(tsumo.points()).as("tsumo loss: 3900 from each of two seats").isEqualTo(7800);
        assertThat(tsumo.yaku()).contains(new YakuHan(TenhouYaku.DORA.id(), 1));
        assertThat(tsumo.scores()).containsExactly(35000, 35000, 35000, 0);
        assertThat(tsumo.deltas()).containsExactly(7800, -3900, -3900, 0);
    }

    @Test
    void aRobbedNorthIsWonOnAndTheGameEndsForThreeSeats() {
        Agari ron = MjlogFiles.parse(MJLOG).eventsOf(Agari.class).get(1);
        assertThat(ron.fromWho()).isZero();
        assertThat(ron.machi()).isEqualTo(Tile.of(121));
        assertThat(ron.nukis()).isEmpty();
        assertThat(ron.hai()).isEqualTo(tiles(37, 41, 45, 49, 52, 57, 61, 65, 69, 76, 77, 78, 121, 122));
        assertThat(ron.deltas()).as("200 a honba on a ron").containsExactly(-5400, 0, 5400, 0);
        Owari owari = ron.owari().orElseThrow();
        assertThat(owari.scores()).containsExactly(37400, 31100, 36500, 0);
        assertThat(owari.points()).containsExactly(new BigDecimal("32.4"), new BigDecimal("-28.9"),
                new BigDecimal("-3.5"), new BigDecimal("0.0"));
    }

    @Test
    void aThreePlayerDrawPaysTwoThousandAmongThree() {
        String draw = MJLOG.substring(0, MJLOG.indexOf("<T120/>"))
                + "<RYUUKYOKU ba=\"0,0\" sc=\"350,10,350,10,350,-20,0,0\" hai0=\"36,40,44,48,53,56,60,64,72,73,104,105,108\""
                + " hai1=\"0,1,32,76,80,84,89,92,112,113,116,124,128\"/></mjloggm>";
        Ryuukyoku r = MjlogFiles.parse(draw).eventsOf(Ryuukyoku.class).get(0);
        assertThat(r.deltas()).containsExactly(1000, 1000, -2000, 0);
        assertThat(r.shownSeats()).containsExactly(0, 1);
    }

    @Test
    void theJsonReadsLikeTheMjlog() {
        Mjlog json = Tenhou6Reader.read(JSON, "sanma.json");
        Mjlog xml = MjlogFiles.parse(MJLOG);
        assertThat(json.type().threePlayer()).isTrue();
        assertThat(json.unknownRules()).isEmpty();
        assertThat(json.names()).containsExactly("A", "B", "C", "");
        assertThat(Tenhou6Normal.of(json)).containsExactlyElementsOf(Tenhou6Normal.of(xml));
    }

    @Test
    void theJsonsNorthIsATileOfItsOwnHeldUntilTheWin() {
        Mjlog json = Tenhou6Reader.read(JSON, "sanma.json");
        List<Nuki> nukis = json.eventsOf(Nuki.class);
        assertThat(nukis).extracting(Nuki::seat).containsExactly(0, 1, 0);
        assertThat(nukis).allSatisfy(n -> assertThat(n.tile().kind()).isEqualTo(org.jantaku.core.tile.TileKind.NORTH));
        Agari tsumo = json.eventsOf(Agari.class).get(0);
        assertThat(tsumo.nukis()).containsExactly(nukis.get(0).tile());
        assertThat(tsumo.points()).isEqualTo(7800);
        Agari ron = json.eventsOf(Agari.class).get(1);
        assertThat(ron.machi()).isEqualTo(nukis.get(2).tile());
        assertThat(ron.owari()).isEqualTo(Optional.empty());
    }

    private static MjlogException jsonError(String json) {
        return catchThrowableOfType(MjlogException.class, () -> Tenhou6Reader.read(json, "bad.json"));
    }

    @Test
    void badThreePlayerJsonIsReportedWhereItIs() {
        assertThat(jsonError(JSON.replace("[\"f44\",41]", "[\"f41\",41]"))).hasMessageContaining("log[0][6][0]")
                .hasMessageContaining("'f41' is not a North set aside (f44)");
        assertThat(jsonError(JSON.replace("[44,29,31]", "[\"f44\",29,31]"))).hasMessageContaining("log[0][5][0]")
                .hasMessageContaining("written in the discard list, not the draw list");
        assertThat(jsonError(JSON.replaceFirst("\\[\\],\\[\\],\\[\\],", "[],[46],[],")))
                .hasMessageContaining("log[0][14]")
                .hasMessageContaining("fourth seat of a three-player game plays no tile");
        assertThat(jsonError(JSON.replace("[11,11,11,19,19,33,34,53,36,37,41,41,45],[44],[\"f44\"]",
                "[11,11,11,19,19,33,34,53,36,37,41,41,45],[45],[\"f44\"]"))).hasMessageContaining("log[1][6][0]")
                .hasMessageContaining("seat 0 sets a North aside, but holds none");
        assertThat(jsonError(JSON.replace("[2,0,2,\"40符", "[3,0,3,\"40符"))).hasMessageContaining("seat 3 is outside 0-2");
    }
}
