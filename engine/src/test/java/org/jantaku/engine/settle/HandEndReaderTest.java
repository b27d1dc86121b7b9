package org.jantaku.engine.settle;

import static java.util.Map.entry;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.table.WinSource;
import org.junit.jupiter.api.Test;

/** The shared reading of a described hand end, for a game of three seats in both layouts; refusals name the field. */
class HandEndReaderTest {
    private static final Terms<MeldShape> MELDS = Terms.of("meld", entry(MeldShape.CHI, Names.of("chi", "chow", "チー", "吃")),
            entry(MeldShape.PUNG, Names.of("pong", "pung", "ポン", "碰")),
            entry(MeldShape.CONCEALED_KONG, Names.of("angang", "concealed kong", "暗槓", "暗杠")),
            entry(MeldShape.ADDED_KONG, Names.of("jiagang", "added kong", "加槓", "加杠")));
    private static final Terms<WinSource> WAYS = Terms.of("way", entry(WinSource.SELF_DRAW, Names.of("zimo", "self-draw", "ツモ", "自摸")),
            entry(WinSource.DISCARD, Names.of("dianpao", "discard", "ロン", "点炮")));
    private static final TileFields TILES = new TileFields(TileSet.STANDARD_136, "三人");
    private static final HandEndReader SEATS = new HandEndReader(new HandEndChecks(3, MELDS, WAYS, "杠", SettleForm.Layout.SEATS, false), TILES);
    private static final HandEndReader WINNERS = new HandEndReader(new HandEndChecks(3, MELDS, WAYS, "杠", SettleForm.Layout.WINNERS, false), TILES);

    private static final HandEndReader.WinOf<List<Object>> AS_LIST = List::of;

    private static JsonNode json(String text) throws Exception {
        return new ObjectMapper().readTree(text);
    }

    @Test
    void meldsAndWinsReadAsTheLayoutHasThem() throws Exception {
        assertThat(SEATS.meld(json("{\"type\":\"angang\",\"tile\":\"5p\",\"late\":true}"), "m", 1))
                .isEqualTo(Meld.described(MeldShape.CONCEALED_KONG, TileKind.P5, 1, true));
        assertThat(WINNERS.meld(json("{\"type\":\"chi\",\"tiles\":\"453m\",\"from\":0}"), "m", 1))
                .isEqualTo(Meld.described(MeldShape.CHI, TileKind.M3, 0, false));
        assertThat(SEATS.win(json("{\"seat\":2,\"tile\":\"1z\",\"way\":\"zimo\"}"), "w", AS_LIST))
                .isEqualTo(List.of(2, List.of(), TileKind.EAST, WinSource.SELF_DRAW, 2));
        assertThat(WINNERS.win(json("{\"seat\":0,\"hand\":\"11z\",\"way\":\"dianpao\",\"from\":2}"), "w", AS_LIST))
                .isEqualTo(List.of(0, List.of(TileKind.EAST, TileKind.EAST), TileKind.EAST, WinSource.DISCARD, 2));
    }

    @Test
    void refusalsNameTheFieldInTheVariantsTermsAndSeats() throws Exception {
        assertThatThrownBy(() -> SEATS.meld(json("{\"type\":\"pong\",\"tile\":\"5p\",\"from\":3}"), "seats[0].melds[0]", 0))
                .hasMessage("field seats[0].melds[0].from: expected a whole number 0..2, found 3");
        assertThatThrownBy(() -> SEATS.meld(json("{\"type\":\"pong\",\"tile\":\"5p\",\"from\":1,\"late\":true}"), "m", 0))
                .hasMessage("field m.late: only a angang (暗杠) or a jiagang (加杠) can be made late");
        assertThatThrownBy(() -> WINNERS.meld(json("{\"type\":\"pong\",\"tiles\":\"556p\",\"from\":1}"), "m", 0))
                .hasMessage("field m.tiles: a pong (碰) is 3 identical tiles, not [5p, 5p, 6p]");
        assertThatThrownBy(() -> SEATS.win(json("[]"), "wins[0]", AS_LIST))
                .hasMessage("field wins[0]: a winner object {\"seat\":…,\"tile\":…,\"way\":…}");
        assertThatThrownBy(() -> SEATS.checks().meld(Meld.described(MeldShape.CHI, TileKind.M3, 1, false), 0, "m"))
                .hasMessage("field m.from: a chi (吃) is made of 上家's discard, seat 2's, not seat 1's");
    }
}
