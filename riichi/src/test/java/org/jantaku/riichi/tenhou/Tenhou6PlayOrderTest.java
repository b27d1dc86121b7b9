package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hand-written tenhou.net/6 hands (written from the format, not taken from a log) for the reader's turn order
 * (#24 item 5), red fives given per suit (item 6) and the dora of consecutive added kans (item 8).
 */
class Tenhou6PlayOrderTest {
    static final String HEAD = "{\"title\":[\"\",\"\"],\"name\":[\"A\",\"B\",\"C\",\"D\"],"
            + "\"rule\":{\"disp\":\"鳳南喰赤\",\"aka\":1},\"log\":[";

    /**
     * Seat 0 discards 2p twice. Seat 2's next draw-list item is a pon of 2p from seat 0, but it takes the
     * second one: the first goes to seat 1's chi, whose discard seat 3 pons (jumping seat 2, which so never
     * draws before its pon). Then seat 2's pon jumps seat 1 and seat 3 chis seat 2's discard: calls by
     * different seats on consecutive discards in one go-round. Taking the pon first, the old reader found
     * seat 3 "to draw, but this is a call that no discard before it matches".
     */
    static final String CALLS = "[[0,0,0],[25000,25000,25000,25000],[39],[],"
            + "[23,23,11,12,13,14,15,16,17,18,19,41,41],[42,42,42],[23,23,60],"
            + "[21,22,31,31,31,32,32,32,43,43,43,44,46],[\"c232122\"],[44],"
            + "[23,23,33,33,34,24,24,24,25,25,25,45,45],[\"23p2323\"],[34],"
            + "[44,44,33,35,26,26,26,27,27,27,28,28,28],[\"44p4444\",\"c343335\"],[28,26],"
            + "[\"流局\",[0,0,0,0]]]";

    /**
     * Seat 0 pons 1p and 2p from seat 3, then draws the last 1p, adds it to its pon, draws the last 2p as
     * the replacement and adds that too; seat 1 robs the second added kan (chankan and a closed straight,
     * 40 fu with its white pair, waiting on 2p-5p). The engine, under the tenhou preset, agrees: no indicator
     * for either kan, so the win counts none.
     */
    static final String KANS = "[[0,0,0],[25000,25000,25000,25000],[46],[],"
            + "[21,21,22,22,11,12,13,14,15,16,17,18,19],[41,\"p212121\",\"p222222\",21,22],"
            + "[60,11,12,\"k21212121\",\"k22222222\"],"
            + "[23,24,31,32,33,34,35,36,37,38,39,45,45],[42,42,42],[60,60,60],"
            + "[25,26,27,28,29,25,26,27,28,29,43,43,43],[44,44,44],[60,60,60],"
            + "[21,22,47,47,47,33,33,33,36,36,36,37,37],[41,41,41],[21,22,60],"
            + "[\"和了\",[-5200,5200,0,0],[1,0,1,\"40符3飜5200点\",\"槍槓(1飜)\",\"一気通貫(2飜)\"]]]";

    private static Mjlog read(String hand) {
        return Tenhou6Reader.read(HEAD + hand + "]}", "test.json");
    }

    private static List<String> calls(Mjlog log) {
        return log.eventsOf(Call.class).stream().map(c -> c.seat() + " from " + c.fromSeat() + " " + c.meld().getClass()
                .getSimpleName()).toList();
    }

    @Test
    void callsAreOrderedByPlayingTheHandForward() {
        Mjlog log = read(CALLS);
        assertThat(calls(log)).containsExactly("1 from 0 Chi", "3 from 1 Pon", "2 from 0 Pon", "3 from 2 Chi");
        List<String> order = log.events().stream().map(e -> switch (e) {
            case Draw d -> "d" + d.seat();
            case Discard d -> "x" + d.seat();
            case Call c -> "c" + c.seat();
            default -> "";
        }).filter(s -> !s.isEmpty()).toList();
        assertThat(order).containsExactly("d0", "x0", "c1", "x1", "c3", "x3", "d0", "x0", "c2", "x2", "c3", "x3",
                "d0", "x0");
        assertThat(log.eventsOf(Ryuukyoku.class)).hasSize(1);
    }

    @Test
    void aHandNoOrderFitsStillNamesTheItem() {
        MjlogException e = catchThrowableOfType(MjlogException.class, () -> read(CALLS.replace("[34],", "[35],")));
        assertThat(e).hasMessageContaining("log[0][");
    }

    @Test
    void redFivesPerSuit() {
        String hand = CALLS.replace("[39]", "[53]");
        Mjlog counted = Tenhou6Reader.read(HEAD.replace("\"aka\":1", "\"aka51\":1,\"aka52\":1,\"aka53\":1") + hand
                + "]}", "test.json");
        assertThat(counted.type().redFives()).isTrue();
        assertThat(counted.unknownRules()).isEmpty();
        assertThat(counted.eventsOf(Init.class).get(0).doraIndicator().isRed()).isTrue();
        Mjlog none = Tenhou6Reader.read(HEAD.replace("\"aka\":1", "\"aka51\":0,\"aka52\":0,\"aka53\":0") + CALLS
                + "]}", "test.json");
        assertThat(none.type().redFives()).isFalse();
        assertThat(none.unknownRules()).isEmpty();
        assertThat(catchThrowableOfType(MjlogException.class, () -> Tenhou6Reader.read(HEAD.replace("\"aka\":1",
                "\"aka51\":0,\"aka52\":0,\"aka53\":0") + hand + "]}", "test.json")))
                .hasMessageContaining("red five 53 in a game without red fives");
        Mjlog onlyPin = Tenhou6Reader.read(HEAD.replace("\"aka\":1", "\"aka52\":1") + CALLS + "]}", "test.json");
        assertThat(onlyPin.type().redFives()).isTrue();
        assertThat(onlyPin.unknownRules()).hasValueSatisfying(r -> assertThat(r).contains("[0, 1, 0]"));
        assertThat(catchThrowableOfType(MjlogException.class, () -> Tenhou6Reader.read(HEAD.replace("\"aka\":1",
                "\"aka51\":-1") + CALLS + "]}", "test.json"))).hasMessageContaining("rule.aka51");
    }

    @Test
    void unmappedDispIsRulesNotKnown() {
        Mjlog custom = Tenhou6Reader.read(HEAD.replace("鳳南喰赤", "般南喰赤祝5") + CALLS + "]}", "test.json");
        assertThat(custom.unknownRules()).hasValueSatisfying(r -> assertThat(r).contains("祝5"));
        assertThat(read(CALLS).unknownRules()).isEmpty();
    }

    @Test
    void aRobbedSecondAddedKanTurnsNoIndicator() {
        Mjlog log = read(KANS);
        assertThat(calls(log)).containsExactly("0 from 3 Pon", "0 from 3 Pon", "0 from 3 AddedKan",
                "0 from 3 AddedKan");
        assertThat(log.eventsOf(Dora.class)).isEmpty();
        Agari win = log.eventsOf(Agari.class).get(0);
        assertThat(win.who()).isEqualTo(1);
        assertThat(win.machi().kind().mpsz()).isEqualTo("2p");
        assertThat(win.doraIndicators()).hasSize(1);
    }

    @Test
    void aSecondAddedKanThatStandsTurnsTheFirstOnesIndicatorBeforeItsReplacementDraw() {
        Mjlog log = read(KANS.replace("[46]", "[46,46,46]").replace("21,22],", "21,22,19],")
                .replace("\"k22222222\"]", "\"k22222222\",60]")
                .replace(KANS.substring(KANS.indexOf("[\"和了\"")), "[\"流局\",[0,0,0,0]]]"));
        List<MjlogEvent> tail = log.events().subList(log.events().size() - 8, log.events().size() - 1);
        assertThat(tail.stream().map(e -> e.getClass().getSimpleName()).toList())
                .containsExactly("Call", "Draw", "Call", "Dora", "Draw", "Dora", "Discard");
        assertThat(((Draw) tail.get(4)).tile().kind().mpsz()).isEqualTo("9m");
    }

    @Test
    void theEngineRevealsNoIndicatorWhenTheSecondAddedKanIsRobbedLikeTenhou() {
        ReplayedGame game = new EngineReplay().replay(read(KANS));
        assertThat(game.hands()).hasSize(1);
        assertThat(game.hands().get(0).difference()).isEmpty();
    }
}
