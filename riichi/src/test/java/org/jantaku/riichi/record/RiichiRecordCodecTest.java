package org.jantaku.riichi.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.From;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.RecordException;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.settlement.FinalScores;
import org.jantaku.riichi.settlement.Reason;
import org.junit.jupiter.api.Test;

/** Every action round-trips through its JSON; events have the documented shapes; bad actions are refused by field. */
class RiichiRecordCodecTest {
    private static final RiichiRecordCodec CODEC = new RiichiRecordCodec();
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static JsonNode json(String text) throws Exception {
        return MAPPER.readTree(text);
    }

    @Test
    void everyActionRoundTrips() throws Exception {
        List<RiichiAction> all = List.of(new RiichiAction.Discard(Tile.of(16)), new RiichiAction.DeclareRiichi(Tile.of(135)),
                new RiichiAction.Tsumo(), new RiichiAction.Ron(), new RiichiAction.Pass(), new RiichiAction.NineTerminals(),
                new RiichiAction.Chi(Tile.of(4), Tile.of(8)), new RiichiAction.Pon(Tile.of(53), Tile.of(52)),
                new RiichiAction.OpenKan(), new RiichiAction.ClosedKan(TileKind.of(33)), new RiichiAction.AddedKan(Tile.of(0)));
        for (RiichiAction a : all) {
            String text = MAPPER.writeValueAsString(CODEC.encodeAction(a));
            assertThat(CODEC.decodeAction(json(text))).as(text).isEqualTo(a);
        }
        assertThat(all.stream().map(a -> CODEC.encodeAction(a).get("type").textValue()).toList()).containsExactly(
                "discard", "riichi", "tsumo", "ron", "pass", "nine_terminals", "chi", "pon", "daiminkan", "ankan", "kakan");
        assertThat(CODEC.encodeAction(new RiichiAction.Pon(Tile.of(53), Tile.of(52))).toString())
                .isEqualTo("{\"type\":\"pon\",\"tiles\":[53,52]}");
        assertThat(CODEC.encodeAction(new RiichiAction.ClosedKan(TileKind.of(33))).toString())
                .isEqualTo("{\"type\":\"ankan\",\"kind\":33}");
    }

    @Test
    void eventsHaveTheDocumentedShapes() {
        assertThat(CODEC.encodeEvent(new RiichiEvent.Table(new TableEvent.Discarded(2, Tile.of(88), true, false))).toString())
                .isEqualTo("{\"type\":\"discarded\",\"seat\":2,\"tile\":88,\"tsumogiri\":true,\"riichi\":false}");
        assertThat(CODEC.encodeEvent(new RiichiEvent.Table(new TableEvent.Called(1, new RiichiMeld(new Chi(List.of(Tile.of(8), Tile.of(4), Tile.of(0)),
                Tile.of(8)), 0, -1)))).toString()).isEqualTo(
                "{\"type\":\"called\",\"seat\":1,\"from\":0,\"meld\":{\"type\":\"chi\",\"tiles\":[0,4,8],\"called\":8}}");
        assertThat(CODEC.encodeEvent(new RiichiEvent.Table(new TableEvent.Called(3, new RiichiMeld(new AddedKan(List.of(Tile.of(0), Tile.of(1),
                Tile.of(2), Tile.of(3)), Tile.of(1), From.TOIMEN, Tile.of(3)), 1, -1)))).toString()).isEqualTo(
                "{\"type\":\"called\",\"seat\":3,\"from\":3,\"meld\":{\"type\":\"kakan\",\"tiles\":[0,1,2,3],"
                + "\"called\":1,\"relation\":\"toimen\",\"added\":3}}");
        assertThat(CODEC.encodeEvent(new RiichiEvent.HandDrawn("nineTerminals", List.of(),
                List.of(new Transfer<>(Transfer.TABLE, 2, 1000, Reason.RIICHI_STICKS)), BySeat.all(25000))).toString())
                .isEqualTo("{\"type\":\"hand_drawn\",\"kind\":\"nine_terminals\",\"tenpai\":[],\"transfers\":"
                        + "[{\"from\":-1,\"to\":2,\"points\":1000,\"reason\":\"riichi_sticks\"}],\"scores\":[25000,25000,25000,25000]}");
        assertThat(CODEC.encodeEvent(new RiichiEvent.GameEnded(new FinalScores.Result(List.of(1, 2, 3, 4),
                List.of(4, 3, 2, 1), List.of(-45, -5, 5, 45)))).toString()).isEqualTo(
                "{\"type\":\"game_ended\",\"scores\":[1,2,3,4],\"ranks\":[4,3,2,1],\"points\":[-45,-5,5,45]}");
        assertThat(CODEC.encodeEvent(new RiichiEvent.DoraRevealed(Tile.of(7))).toString())
                .isEqualTo("{\"type\":\"dora\",\"indicator\":7}");
    }

    /** A won event carries the whole score: yaku and dora counts, fu lines, every transfer. */
    @Test
    void aWinCarriesItsWholeScore() {
        for (long seed = 0; seed < 40; seed++) {
            RandomGames.Played live = RandomGames.play(RecordReplayTest.header("tenhou", seed), seed, Integer.MAX_VALUE);
            for (RiichiEvent e : live.events()) {
                if (e instanceof RiichiEvent.Won w) {
                    JsonNode j = CODEC.encodeEvent(w);
                    assertThat(j.get("han").intValue()).isEqualTo(w.score().han());
                    int yakuHan = 0;
                    for (JsonNode y : j.get("yaku")) {
                        yakuHan += y.get("han").intValue();
                    }
                    JsonNode dora = j.get("dora");
                    assertThat(yakuHan + dora.get("dora").intValue() + dora.get("aka").intValue() + dora.get("ura").intValue())
                            .as("yaku and dora make the han").isEqualTo(w.score().han());
                    assertThat(j.get("transfers").size()).isEqualTo(w.transfers().size());
                    assertThat(j.get("fu_parts").size()).isEqualTo(w.score().fuParts().size());
                    assertThat(j.get("points").intValue()).isPositive();
                    return;
                }
            }
        }
        throw new AssertionError("no win in 40 games");
    }

    @Test
    void badActionsNameTheField() throws Exception {
        assertThatThrownBy(() -> CODEC.decodeAction(json("{\"type\":\"kiss\"}"))).isInstanceOf(RecordException.class)
                .hasMessageStartingWith("field type: unknown riichi action 'kiss' (known: discard, riichi,");
        assertThatThrownBy(() -> CODEC.decodeAction(json("{\"tile\":3}"))).hasMessage("field type: missing");
        assertThatThrownBy(() -> CODEC.decodeAction(json("{\"type\":\"discard\"}"))).hasMessage("field tile: missing");
        assertThatThrownBy(() -> CODEC.decodeAction(json("{\"type\":\"discard\",\"tile\":136}")))
                .hasMessage("field tile: expected a whole number 0..135, found 136");
        assertThatThrownBy(() -> CODEC.decodeAction(json("{\"type\":\"discard\",\"tile\":\"5m\"}")))
                .hasMessage("field tile: expected a whole number 0..135, found \"5m\"");
        assertThatThrownBy(() -> CODEC.decodeAction(json("{\"type\":\"chi\",\"tiles\":[1,2,3]}")))
                .hasMessage("field tiles: expected 2 elements, found 3");
        assertThatThrownBy(() -> CODEC.decodeAction(json("{\"type\":\"pon\",\"tiles\":[1,null]}")))
                .hasMessage("field tiles[1]: expected a whole number 0..135, found null");
        assertThatThrownBy(() -> CODEC.decodeAction(json("{\"type\":\"ankan\",\"kind\":34}")))
                .hasMessage("field kind: expected a whole number 0..33, found 34");
        assertThatThrownBy(() -> CODEC.decodeAction(json("{\"type\":\"ankan\",\"kind\":1.5}")))
                .hasMessage("field kind: expected a whole number 0..33, found 1.5");
    }
}
