package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Wind;

/**
 * One seat at a table (Riichi, Guizhou 捉鸡, Guangdong 鸡胡 / 推倒胡 …): what every variant shows of a seat, and
 * the variant's own fields ({@code extras}: 立直 and 北抜き, 报听 and 豆, 十二张落地 …), written in the same JSON
 * object after {@code dealer}.
 *
 * @param seat the seat (0-3, or 0-2 at three: the index of its name among the table's seats)
 * @param wind its seat wind this hand (east for the dealer, 庄家)
 * @param dealer whether it deals this hand
 * @param extras the variant's fields of the seat, a record with explicit JSON names
 * @param hand its concealed tiles but the drawn one, in tile order, where the view shows them
 * @param handSize how many concealed tiles it holds, the drawn one included (public)
 * @param drawn the tile it just drew, where the view shows it
 * @param melds its melds, in the order made
 * @param pond its discards in order: where the variant keeps them, the ones claimed too (Riichi), else the ones not claimed
 * @param <X> the variant's fields
 */
@JsonPropertyOrder({"seat", "wind", "dealer", "extras", "hand", "hand_size", "drawn", "melds", "pond"})
public record FlowSeat<X>(@JsonProperty("seat") int seat,
        @JsonSerialize(using = WindKey.class) @JsonProperty("wind") Wind wind,
        @JsonProperty("dealer") boolean dealer,
        @JsonUnwrapped @JsonProperty("extras") X extras, @JsonProperty("hand") Optional<List<ViewTile>> hand,
        @JsonProperty("hand_size") int handSize, @JsonProperty("drawn") Optional<ViewTile> drawn,
        @JsonProperty("melds") List<ViewMeld> melds, @JsonProperty("pond") List<PondEntry> pond) {

    public FlowSeat {
        hand = hand.map(List::copyOf);
        melds = List.copyOf(melds);
        pond = List.copyOf(pond);
    }
}
