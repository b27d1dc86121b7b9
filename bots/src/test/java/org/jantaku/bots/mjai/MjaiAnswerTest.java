package org.jantaku.bots.mjai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Suit;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.riichi.game.RiichiAction;
import org.junit.jupiter.api.Test;

/** Bots' answers read against the legal actions: every action kind, red fives, honours, and what is refused. */
class MjaiAnswerTest {
    private static final int SEAT = 2;

    /** Copy {@code copy} (0-3) of the kind at {@code index} (0-33: 1m … 9s, then E S W N P F C). */
    private static Tile t(int index, int copy) {
        return Tile.of(index * 4 + copy);
    }

    private static final Tile M1 = t(0, 0);
    private static final Tile M5_RED = Tile.redFive(Suit.MAN);
    private static final Tile M5 = t(4, 1);
    private static final Tile M5_OTHER = t(4, 2);
    private static final Tile P3 = t(11, 0);
    private static final Tile P4 = t(12, 0);
    private static final Tile EAST = t(27, 0);
    private static final Tile WHITE = t(31, 0);
    private static final Tile GREEN = t(32, 1);
    private static final Tile RED_DRAGON = t(33, 2);

    private static MjaiAnswer.Reading read(String line, List<RiichiAction> legal, Optional<Tile> drawn) {
        return MjaiAnswer.read(line, SEAT, legal, drawn, true, false);
    }

    private static RiichiAction chosen(MjaiAnswer.Reading r) {
        assertThat(r).isInstanceOf(MjaiAnswer.Chosen.class);
        return ((MjaiAnswer.Chosen) r).action();
    }

    private static String refused(MjaiAnswer.Reading r) {
        assertThat(r).isInstanceOf(MjaiAnswer.Refused.class);
        return ((MjaiAnswer.Refused) r).why();
    }

    private static final List<RiichiAction> TURN = List.of(new RiichiAction.Tsumo(), new RiichiAction.DeclareRiichi(M1),
            new RiichiAction.DeclareRiichi(M5_RED), new RiichiAction.ClosedKan(TileKind.of(31)),
            new RiichiAction.AddedKan(GREEN), new RiichiAction.NineTerminals(), RiichiAction.Discard.of(M1),
            RiichiAction.Discard.of(M5_RED), RiichiAction.Discard.of(M5), RiichiAction.Discard.of(M5_OTHER),
            RiichiAction.Discard.of(EAST), RiichiAction.Discard.of(WHITE), RiichiAction.Discard.of(RED_DRAGON));

    @Test
    void discardsByFaceRedFivesApartTheDrawnTileByTsumogiri() {
        assertThat(chosen(read("{\"type\":\"dahai\",\"actor\":2,\"pai\":\"1m\",\"tsumogiri\":false}", TURN, Optional.empty())))
                .isEqualTo(RiichiAction.Discard.of(M1));
        assertThat(chosen(read("{\"type\":\"dahai\",\"pai\":\"5mr\"}", TURN, Optional.empty())))
                .isEqualTo(RiichiAction.Discard.of(M5_RED));
        assertThat(chosen(read("{\"type\":\"dahai\",\"pai\":\"5m\",\"tsumogiri\":true}", TURN, Optional.of(M5_OTHER))))
                .isEqualTo(RiichiAction.Discard.of(M5_OTHER));
        assertThat(chosen(read("{\"type\":\"dahai\",\"pai\":\"5m\",\"tsumogiri\":false}", TURN, Optional.of(M5_OTHER))))
                .isEqualTo(RiichiAction.Discard.of(M5));
        assertThat(chosen(read("{\"type\":\"dahai\",\"pai\":\"E\"}", TURN, Optional.empty()))).isEqualTo(RiichiAction.Discard.of(EAST));
        assertThat(chosen(read("{\"type\":\"dahai\",\"pai\":\"P\"}", TURN, Optional.empty()))).isEqualTo(RiichiAction.Discard.of(WHITE));
        assertThat(chosen(read("{\"type\":\"dahai\",\"pai\":\"C\"}", TURN, Optional.empty())))
                .isEqualTo(RiichiAction.Discard.of(RED_DRAGON));
        assertThat(refused(read("{\"type\":\"dahai\",\"pai\":\"F\"}", TURN, Optional.empty())))
                .contains("a discard of F, which the seat may not discard now");
        assertThat(refused(read("{\"type\":\"dahai\",\"pai\":\"5sr\"}", TURN, Optional.empty()))).contains("5sr");
    }

    @Test
    void reachThenItsDiscardWinsKansAndNineTerminals() {
        assertThat(read("{\"type\":\"reach\",\"actor\":2}", TURN, Optional.empty())).isInstanceOf(MjaiAnswer.Reach.class);
        assertThat(chosen(MjaiAnswer.read("{\"type\":\"dahai\",\"pai\":\"5mr\"}", SEAT, TURN, Optional.empty(), true, true)))
                .isEqualTo(new RiichiAction.DeclareRiichi(M5_RED));
        assertThat(refused(MjaiAnswer.read("{\"type\":\"dahai\",\"pai\":\"E\"}", SEAT, TURN, Optional.empty(), true, true)))
                .contains("a riichi discard of E");
        assertThat(refused(MjaiAnswer.read("{\"type\":\"none\"}", SEAT, TURN, Optional.empty(), true, true)))
                .contains("after its reach the bot must name its discard");
        assertThat(chosen(read("{\"type\":\"hora\",\"actor\":2,\"target\":2,\"pai\":\"1m\"}", TURN, Optional.empty())))
                .isEqualTo(new RiichiAction.Tsumo());
        assertThat(chosen(read("{\"type\":\"ankan\",\"actor\":2,\"consumed\":[\"P\",\"P\",\"P\",\"P\"]}", TURN, Optional.empty())))
                .isEqualTo(new RiichiAction.ClosedKan(TileKind.of(31)));
        assertThat(chosen(read("{\"type\":\"kakan\",\"actor\":2,\"pai\":\"F\",\"consumed\":[\"F\",\"F\",\"F\"]}", TURN,
                Optional.empty()))).isEqualTo(new RiichiAction.AddedKan(GREEN));
        assertThat(chosen(read("{\"type\":\"ryukyoku\",\"actor\":2}", TURN, Optional.empty())))
                .isEqualTo(new RiichiAction.NineTerminals());
        assertThat(refused(read("{\"type\":\"none\"}", TURN, Optional.empty()))).contains("it is the bot's turn");
        assertThat(refused(read("{\"type\":\"pon\",\"consumed\":[\"1m\",\"1m\"]}", TURN, Optional.empty())))
                .contains("pon with [1m, 1m] is not what the seat may do now (it may hora, reach, ankan, kakan, ryukyoku, dahai)");
    }

    private static final List<RiichiAction> CLAIM = List.of(new RiichiAction.Ron(), new RiichiAction.Chi(P3, M5),
            new RiichiAction.Chi(P3, P4), new RiichiAction.Pon(M5_RED, M5), new RiichiAction.Pon(M5, M5_OTHER),
            new RiichiAction.OpenKan(), new RiichiAction.Pass());

    @Test
    void claimsByTheirConsumedTilesRedFivesApart() {
        assertThat(chosen(read("{\"type\":\"chi\",\"actor\":2,\"target\":1,\"pai\":\"5p\",\"consumed\":[\"4p\",\"3p\"]}", CLAIM,
                Optional.empty()))).isEqualTo(new RiichiAction.Chi(P3, P4));
        assertThat(chosen(read("{\"type\":\"pon\",\"pai\":\"5m\",\"consumed\":[\"5m\",\"5mr\"]}", CLAIM, Optional.empty())))
                .isEqualTo(new RiichiAction.Pon(M5_RED, M5));
        assertThat(chosen(read("{\"type\":\"pon\",\"pai\":\"5m\",\"consumed\":[\"5m\",\"5m\"]}", CLAIM, Optional.empty())))
                .isEqualTo(new RiichiAction.Pon(M5, M5_OTHER));
        assertThat(chosen(read("{\"type\":\"daiminkan\",\"consumed\":[\"5m\",\"5m\",\"5mr\"]}", CLAIM, Optional.empty())))
                .isEqualTo(new RiichiAction.OpenKan());
        assertThat(chosen(read("{\"type\":\"hora\",\"actor\":2,\"target\":1}", CLAIM, Optional.empty())))
                .isEqualTo(new RiichiAction.Ron());
        assertThat(chosen(read("{\"type\":\"none\"}", CLAIM, Optional.empty()))).isEqualTo(new RiichiAction.Pass());
        assertThat(refused(read("{\"type\":\"chi\",\"consumed\":[\"4p\"]}", CLAIM, Optional.empty())))
                .contains("chi needs \"consumed\": 2 tiles");
        assertThat(refused(read("{\"type\":\"dahai\",\"pai\":\"1m\"}", CLAIM, Optional.empty())))
                .contains("(it may hora, chi, pon, daiminkan, none)");
    }

    @Test
    void nonsenseIsRefusedWithTheReason() {
        assertThat(refused(read("this is not an mjai action", CLAIM, Optional.empty()))).startsWith("not JSON");
        assertThat(refused(read("[{\"type\":\"none\"}]", CLAIM, Optional.empty()))).contains("a JSON object with a \"type\"");
        assertThat(refused(read("{\"type\":\"start_game\"}", CLAIM, Optional.empty()))).contains("is no action of a player");
        assertThat(refused(read("{\"type\":\"none\",\"actor\":1}", CLAIM, Optional.empty())))
                .contains("actor 1 is not this bot's seat 2");
        assertThat(refused(read("{\"type\":\"dahai\",\"pai\":\"0m\"}", TURN, Optional.empty()))).contains("'0m' is not a tile");
        assertThat(refused(read("{\"type\":\"dahai\"}", TURN, Optional.empty()))).contains("dahai without a tile in \"pai\"");
        assertThat(refused(MjaiAnswer.read("{\"type\":\"dahai\",\"pai\":\"5mr\"}", SEAT, TURN, Optional.empty(), false, false)))
                .contains("red five '5mr' in a game without red fives");
    }

    @Test
    void decisionsMjaiHasNoWordForAreNotAsked() {
        assertThat(MjaiAnswer.asksBot(List.of(new RiichiAction.DeclareTenpai(), new RiichiAction.DeclareNoten()))).isFalse();
        assertThat(MjaiAnswer.asksBot(List.of(new RiichiAction.PlayOn(), new RiichiAction.EndGame()))).isFalse();
        assertThat(MjaiAnswer.asksBot(CLAIM)).isTrue();
    }

    @Test
    void theSafeDefaultPassesOrDiscardsTheDrawnTileAndNeverWins() {
        assertThat(MjaiAgent.safeDefault(Optional.empty(), CLAIM)).isEqualTo(new RiichiAction.Pass());
        assertThat(MjaiAgent.safeDefault(Optional.of(M5), TURN)).isEqualTo(RiichiAction.Discard.of(M5));
        assertThat(MjaiAgent.safeDefault(Optional.empty(), TURN)).isEqualTo(RiichiAction.Discard.of(RED_DRAGON));
    }

    /** A three-player turn offers a North aside (北抜き): the bot answers nukidora; where it is not offered it is refused. */
    @Test
    void aNorthAsideIsNukidora() {
        Tile north = t(30, 0);
        List<RiichiAction> turn = List.of(new RiichiAction.Nuki(north), RiichiAction.Discard.of(north), RiichiAction.Discard.of(M1));
        assertThat(chosen(read("{\"type\":\"nukidora\",\"actor\":2,\"pai\":\"N\"}", turn, Optional.of(north))))
                .isEqualTo(new RiichiAction.Nuki(north));
        assertThat(MjaiAnswer.kinds(turn)).containsExactly("nukidora", "dahai");
        assertThat(refused(read("{\"type\":\"nukidora\",\"pai\":\"N\"}", TURN, Optional.empty())))
                .startsWith("nukidora is not what the seat may do now");
    }

    /** The refusal of an unknown type lists every answer a bot may give, from the answers themselves. */
    @Test
    void anUnknownTypeIsRefusedListingEveryAnswer() {
        assertThat(refused(read("{\"type\":\"kiss\"}", TURN, Optional.empty()))).isEqualTo("'kiss' is no action of a player "
                + "(dahai, reach, hora, chi, pon, daiminkan, kakan, ankan, ryukyoku, nukidora, none)");
        for (AnswerType a : AnswerType.values()) {
            assertThat(refused(read("{\"type\":\"kiss\"}", TURN, Optional.empty()))).contains(a.json());
        }
        assertThat(MjaiAnswer.asksBot(List.of(new RiichiAction.DeclareTenpai(), new RiichiAction.DeclareNoten()))).isFalse();
        assertThat(MjaiAnswer.kinds(List.of(new RiichiAction.PlayOn(), new RiichiAction.EndGame()))).containsExactly("(play on)", "(end game)");
    }
}
