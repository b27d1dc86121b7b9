package org.jantaku.riichi.view;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.state.Centre;
import org.jantaku.engine.view.state.CentreTiles;
import org.jantaku.engine.view.state.ViewTile;

/**
 * What a Riichi table shows of a seat beyond the shared seat ({@link org.jantaku.engine.view.state.FlowSeat}),
 * in its JSON after {@code dealer}: the riichi and the Norths reach the JSON only as its captioned marks, edge and
 * aside lists.
 *
 * @param riichi whether it has declared riichi (立直) and its stick was accepted
 * @param nukis the Norths it set aside this hand (北抜き, three players), in order; empty at four
 */
@JsonPropertyOrder({"marks", "edge", "aside"})
public record RiichiSeat(@JsonIgnore boolean riichi, @JsonIgnore List<ViewTile> nukis) {
    public RiichiSeat {
        nukis = List.copyOf(nukis);
    }

    /** The seat's marks on its name plate: its riichi, a declaration ({@code riichi.mark.declared}, words: {@code words.properties}). */
    @JsonProperty("marks")
    public List<Caption> marks() {
        return riichi ? List.of(Caption.of("riichi.mark.declared")) : List.of();
    }

    /** What lies on the seat's edge of the table: its riichi stick, once declared ({@code icon} {@code sticks}, n 1). */
    @JsonProperty("edge")
    public List<Centre.Counter> edge() {
        return riichi ? List.of(new Centre.Counter(Caption.of("riichi.mark.declared"), "sticks", 1)) : List.of();
    }

    /** The tiles it set aside beside its melds: its Norths ({@code mark.nukis}), where it has any. */
    @JsonProperty("aside")
    public List<CentreTiles> aside() {
        return nukis.isEmpty() ? List.of()
                : List.of(new CentreTiles(Caption.of("mark.nukis", "n", nukis.size()), Optional.empty(), nukis, 0));
    }
}
