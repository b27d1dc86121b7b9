package org.jantaku.riichi.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.record.RecordException;
import org.jantaku.riichi.game.RiichiAction;
import org.junit.jupiter.api.Test;

/** Every kind of Riichi action has its own JSON type, reads back as itself, and the refusal of an unknown type lists them all. */
class ActionJsonTest {
    private static final RiichiRecordCodec CODEC = new RiichiRecordCodec();
    /** One action of each kind. */
    private static final List<RiichiAction> ONE_OF_EACH = List.of(new RiichiAction.Discard(Tile.of(0)),
            new RiichiAction.DeclareRiichi(Tile.of(4)), new RiichiAction.Tsumo(), new RiichiAction.Ron(), new RiichiAction.Pass(),
            new RiichiAction.NineTerminals(), new RiichiAction.Chi(Tile.of(4), Tile.of(8)), new RiichiAction.Pon(Tile.of(0), Tile.of(1)),
            new RiichiAction.OpenKan(), new RiichiAction.ClosedKan(TileKind.of(3)), new RiichiAction.AddedKan(Tile.of(2)),
            new RiichiAction.DeclareTenpai(), new RiichiAction.DeclareNoten(), new RiichiAction.PlayOn(), new RiichiAction.EndGame(),
            new RiichiAction.Nuki(Tile.of(4 * 30)));

    @Test
    void everyKindOfActionHasItsOwnTypeAndReadsBack() {
        assertThat(ONE_OF_EACH.stream().map(Object::getClass).distinct()).as("one of each kind")
                .hasSameSizeAs(RiichiAction.class.getPermittedSubclasses());
        assertThat(ONE_OF_EACH.stream().map(a -> CODEC.encodeAction(a).get("type").asText())).doesNotHaveDuplicates();
        for (RiichiAction a : ONE_OF_EACH) {
            assertThat(CODEC.decodeAction(CODEC.encodeAction(a))).isEqualTo(a);
        }
    }

    @Test
    void anUnknownTypeIsRefusedListingEveryType() throws Exception {
        assertThatThrownBy(() -> CODEC.decodeAction(new ObjectMapper().readTree("{\"type\":\"kiss\"}")))
                .isInstanceOf(RecordException.class)
                .hasMessageContaining("unknown riichi action 'kiss' (known: discard, riichi, tsumo, ron, pass, pon, daiminkan, chi, ankan, kakan, "
                        + "nine_terminals, declare_tenpai, declare_noten, play_on, end_game, nuki)");
    }
}
