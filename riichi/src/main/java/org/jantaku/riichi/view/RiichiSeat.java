package org.jantaku.riichi.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.view.state.PondEntry;
import org.jantaku.engine.view.state.ViewMeld;
import org.jantaku.engine.view.state.ViewTile;
import org.jantaku.engine.view.state.WindKey;

/**
 * One seat at a Riichi table.
 *
 * @param seat the seat (0-3, or 0-2 at three: the index of its name among the table's seats)
 * @param wind its seat wind (自風) this hand
 * @param dealer whether it deals this hand (親)
 * @param riichi whether it has declared riichi (立直) and its stick was accepted
 * @param hand its concealed tiles but the drawn one, in tile order, where the view shows them (the
 *     viewer's own; every seat's in the all-open view)
 * @param handSize how many concealed tiles it holds, the drawn one included (public)
 * @param drawn the tile it just drew, where the view shows it
 * @param melds its melds, in the order made
 * @param pond its discards, in order
 * @param nukis the Norths it set aside this hand (北抜き, three players), in order; empty at four
 */
@JsonPropertyOrder({"seat", "wind", "dealer", "riichi", "hand", "hand_size", "drawn", "melds", "pond", "nukis"})
public record RiichiSeat(@JsonProperty("seat") int seat,
        @JsonSerialize(using = WindKey.class) @JsonProperty("wind") Wind wind,
        @JsonProperty("dealer") boolean dealer,
        @JsonProperty("riichi") boolean riichi, @JsonProperty("hand") Optional<List<ViewTile>> hand,
        @JsonProperty("hand_size") int handSize, @JsonProperty("drawn") Optional<ViewTile> drawn,
        @JsonProperty("melds") List<ViewMeld> melds, @JsonProperty("pond") List<PondEntry> pond,
        @JsonProperty("nukis") List<ViewTile> nukis) {

    public RiichiSeat {
        hand = hand.map(List::copyOf);
        melds = List.copyOf(melds);
        pond = List.copyOf(pond);
        nukis = List.copyOf(nukis);
    }
}
