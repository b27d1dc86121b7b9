package org.jantaku.server.view.state;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Optional;

/**
 * One seat at a Guizhou table (六盘水捉鸡).
 *
 * @param seat the seat (0-3: the index of its name among the table's seats)
 * @param wind its seat wind this hand (east for the dealer, 庄家)
 * @param dealer whether it deals this hand
 * @param baoting whether it has declared 报听 (ready, its hand locked)
 * @param dou how many of its 豆 (kongs) score: every 点豆, 闷豆 and 转弯豆 but the delayed ones
 * @param hand its concealed tiles but the drawn one, in tile order, where the view shows them
 * @param handSize how many concealed tiles it holds, the drawn one included (public)
 * @param drawn the tile it just drew, where the view shows it
 * @param melds its 碰 and 豆, in the order made
 * @param pond its discards not claimed, in order
 */
@JsonPropertyOrder({"seat", "wind", "dealer", "baoting", "dou", "hand", "hand_size", "drawn", "melds", "pond"})
public record GuizhouSeat(@JsonProperty("seat") int seat, @JsonProperty("wind") Wind wind, @JsonProperty("dealer") boolean dealer,
        @JsonProperty("baoting") boolean baoting, @JsonProperty("dou") int dou, @JsonProperty("hand") Optional<List<ViewTile>> hand,
        @JsonProperty("hand_size") int handSize, @JsonProperty("drawn") Optional<ViewTile> drawn,
        @JsonProperty("melds") List<ViewMeld> melds, @JsonProperty("pond") List<PondEntry> pond) {

    public GuizhouSeat {
        hand = hand.map(List::copyOf);
        melds = List.copyOf(melds);
        pond = List.copyOf(pond);
    }
}
