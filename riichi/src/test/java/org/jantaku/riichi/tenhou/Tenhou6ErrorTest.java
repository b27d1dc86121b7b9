package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Malformed tenhou.net/6 input gives an {@link MjlogException} naming the line, the hand and the JSON path. */
class Tenhou6ErrorTest {
    /** A nine-terminals abort: the dealer draws once and declares. */
    static final String HAND = "[[0,0,0],[25000,25000,25000,25000],[17],[],"
            + "[11,19,21,29,31,39,41,42,43,44,45,46,47],[11],[],"
            + "[12,12,12,13,13,13,14,14,14,15,15,15,16],[],[],"
            + "[22,22,22,23,23,23,24,24,24,25,25,25,26],[],[],"
            + "[32,32,32,33,33,33,34,34,34,35,35,35,36],[],[],"
            + "[\"九種九牌\"]]";
    static final String HEAD = "{\"title\":[\"\",\"\"],\"name\":[\"A\",\"B\",\"C\",\"D\"],"
            + "\"rule\":{\"disp\":\"鳳南喰赤\",\"aka\":1},\"log\":[";

    private static String game(String hand) {
        return HEAD + hand + "]}";
    }

    private static MjlogException error(String json) {
        return catchThrowableOfType(MjlogException.class, () -> Tenhou6Reader.read(json, "test.json"));
    }

    @Test
    void aMinimalHandReads() {
        Mjlog log = Tenhou6Reader.read(game(HAND) + "\n" + game(HAND.replace("[[0,0,0]", "[[0,1,0]")), "test.json");
        assertThat(log.sourceName()).isEqualTo("test.json");
        assertThat(log.type().bits()).isEqualTo(169);
        assertThat(log.names()).containsExactly("A", "B", "C", "D");
        assertThat(log.events()).hasSize(6);
        assertThat(log.events().get(1)).isInstanceOf(Draw.class);
        Ryuukyoku r = (Ryuukyoku) log.events().get(2);
        assertThat(r.type()).hasValue("yao9");
        assertThat(r.shownSeats()).containsExactly(0);
        assertThat(r.shownHands().get(0)).hasSize(14);
        assertThat(((Init) log.events().get(3)).honba()).isEqualTo(1);
    }

    @Test
    void malformedJsonNamesLineAndColumn() {
        MjlogException e = error(game(HAND) + "\n{\"log\": [1,}");
        assertThat(e).hasMessageStartingWith("test.json: malformed JSON at line 2");
        assertThat(e.sourceName()).isEqualTo("test.json");
    }

    @Test
    void badTileCodeNamesItsPath() {
        MjlogException e = error(game(HAND.replace("[11,19,21", "[10,19,21")));
        assertThat(e).hasMessageContaining("JSON object on line 1, hand 1 (East 1-0) at log[0][4][0]")
                .hasMessageContaining("10 is not a tile code");
        assertThat(e.attribute()).hasValue("log[0][4][0]");
        assertThat(error(game(HAND.replace("[11],[]", "[\"x11\"],[]")))).hasMessageContaining("log[0][5][0]");
        assertThat(error(game(HAND.replace("[11],[]", "[\"c1112\"],[]")))).hasMessageContaining("has 2 tiles");
    }

    @Test
    void wrongShapes() {
        assertThat(error(game(HAND.replace("[[0,0,0],", "[")))).hasMessageContaining("at log[0]: expected 17 items");
        assertThat(error(game(HAND.replace("[25000,25000,25000,25000]", "[25000,25000,\"x\",25000]"))))
                .hasMessageContaining("log[0][1][2]").hasMessageContaining("expected an integer");
        assertThat(error(game(HAND.replace("[12,12,12,13,", "[12,12,13,")))).hasMessageContaining(
                "seat 1's starting hand has 12 tiles");
        assertThat(error("[1,2]")).hasMessageContaining("expected a JSON object");
        assertThat(error("")).hasMessageContaining("no JSON object");
        assertThat(error(HEAD + "]}")).hasMessageContaining("holds no hand");
        assertThat(error(game(HAND).replace("\"rule\":{\"disp\":\"鳳南喰赤\",\"aka\":1},", "")))
                .hasMessageContaining("rule");
    }

    @Test
    void playThatDoesNotFit() {
        assertThat(error(game(HAND.replace("[11],[]", "[11],[38]"))))
                .hasMessageContaining("log[0][6][0]").hasMessageContaining("seat 0 discards 38, which it does not hold");
        assertThat(error(game(HAND.replace("[11],[]", "[11],[60]").replace("[12,12,12,13,13,13,14,14,14,15,15,15,16],[]",
                "[12,12,12,13,13,13,14,14,14,15,15,15,16],[16,17]"))))
                .hasMessageContaining("log[0][8][1]").hasMessageContaining("goes on after the hand's play ended");
        assertThat(error(game(HAND.replace("[\"九種九牌\"]", "[\"途中流局\"]")))).hasMessageContaining(
                "unknown result '途中流局'");
        assertThat(error(game(HAND.replace("[11],[]", "[11],[0]")))).hasMessageContaining("only follows a daiminkan");
        assertThat(error(game(HAND.replace("25,25,25,26]", "25,25,25,22]").replace("35,35,35,36]",
                "35,35,35,22]")))).hasMessageContaining("log[0][13][12]")
                .hasMessageContaining("cannot be used again in this hand");
        assertThat(error(game(HAND.replace("[\"九種九牌\"]", "[\"和了\",[0,0,0,0],[1,0,1,\"1000点\",\"立直(1飜)\"]]"))))
                .hasMessageContaining("a ron by seat 1 on seat 0");
    }

    @Test
    void rulesAndHeaders() {
        assertThat(error(game(HAND).replace("\"aka\":1", "\"aka\":0").replace("[11,19,21", "[11,19,51")))
                .hasMessageContaining("red five 51 in a game without red fives");
        assertThat(error(game(HAND).replace("鳳南喰赤", "三鳳南喰赤"))).hasMessageContaining(
                "seat 3's starting hand has 13 tiles, not 0 (no fourth seat in a three-player game)");
        assertThat(error(game(HAND) + "\n" + game(HAND).replace("\"B\"", "\"E\""))).hasMessageContaining(
                "line 2").hasMessageContaining("differ from the first object's");
    }

    @Test
    void winValuesAndYakuNames() {
        assertThat(Tenhou6Points.parse("30符4飜7700点")).isEqualTo(new Tenhou6Points(30, 7700, Agari.NO_LIMIT));
        assertThat(Tenhou6Points.parse("30符2飜500-1000点")).isEqualTo(new Tenhou6Points(30, 2000, Agari.NO_LIMIT));
        assertThat(Tenhou6Points.parse("40符2飜1300点∀")).isEqualTo(new Tenhou6Points(40, 3900, Agari.NO_LIMIT));
        assertThat(Tenhou6Points.parse("満貫2000-4000点")).isEqualTo(new Tenhou6Points(0, 8000, Agari.MANGAN));
        assertThat(Tenhou6Points.parse("役満16000点∀")).isEqualTo(new Tenhou6Points(0, 48000, Agari.YAKUMAN));
        assertThat(Tenhou6Points.parse("三倍満24000点")).isEqualTo(new Tenhou6Points(0, 24000, Agari.SANBAIMAN));
        assertThatThrownBy(() -> Tenhou6Points.parse("7700")).hasMessageContaining("is not a win's value");
        assertThat(Tenhou6Yaku.parse("自風 南(1飜)")).isEqualTo(new Tenhou6Yaku(TenhouYaku.SEAT_WIND_SOUTH, 1, 0));
        assertThat(Tenhou6Yaku.parse("大三元(役満)")).isEqualTo(new Tenhou6Yaku(TenhouYaku.DAISANGEN, 0, 1));
        assertThat(Tenhou6Yaku.parse("国士無双１３面(ダブル役満)")).isEqualTo(new Tenhou6Yaku(TenhouYaku.KOKUSHI_MUSOU_13_WAIT, 0, 2));
        assertThatThrownBy(() -> Tenhou6Yaku.parse("立直")).hasMessageContaining("is not a yaku");
        assertThatThrownBy(() -> Tenhou6Yaku.parse("流局(1飜)")).hasMessageContaining("names no Tenhou yaku");
    }

    @Test
    void meldTexts() {
        assertThat(Tenhou6MeldText.parse("4444p44")).isEqualTo(new Tenhou6MeldText('p', List.of(44, 44, 44), 2, 1,
                "4444p44"));
        assertThat(Tenhou6MeldText.parse("26m262626").sourceOffset()).isEqualTo(2);
        assertThat(Tenhou6MeldText.parse("151515a51").otherCodes()).containsExactly(15, 15, 15);
        assertThatThrownBy(() -> Tenhou6MeldText.parse("13c1415")).hasMessageContaining("names no source seat");
        assertThatThrownBy(() -> Tenhou6MeldText.parse("p1313p13")).hasMessageContaining("more than one letter");
        assertThat(Optional.of(Tenhou6MeldText.parse("k23232323")).map(Tenhou6MeldText::isCall)).hasValue(false);
    }
}
