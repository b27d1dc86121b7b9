package org.jantaku.riichi.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.state.ViewTile;

/**
 * What a Riichi table shows of a seat beyond the shared seat ({@link org.jantaku.engine.view.state.FlowSeat}),
 * in its JSON after {@code dealer}.
 *
 * @param riichi whether it has declared riichi (立直) and its stick was accepted
 * @param nukis the Norths it set aside this hand (北抜き, three players), in order; empty at four
 */
@JsonPropertyOrder({"riichi", "nukis", "marks"})
public record RiichiSeat(@JsonProperty("riichi") boolean riichi, @JsonProperty("nukis") List<ViewTile> nukis) {
    public RiichiSeat {
        nukis = List.copyOf(nukis);
    }

    /** The seat's marks on its name plate: its riichi, a declaration ({@code riichi.mark.declared}, words: {@code words.properties}). */
    @JsonProperty("marks")
    public List<Caption> marks() {
        return riichi ? List.of(Caption.of("riichi.mark.declared")) : List.of();
    }
}
