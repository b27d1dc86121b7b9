package org.jantaku.riichi.view;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.Extras;
import org.jantaku.engine.view.result.TileLine;
import org.jantaku.engine.view.result.TileView;

/**
 * What a Riichi hand's end (the presets tenhou, kyoto-club, baochong …) shows beyond the flow's
 * ({@link org.jantaku.engine.view.result.FlowHandView}), in its JSON after {@code wins}: the indicators reach the JSON
 * only as its captioned tile lines.
 *
 * @param doraIndicators the dora indicators turned over (kan dora included)
 * @param uraIndicators the ura-dora indicators, shown when a winner was in riichi and the rules
 *     count ura-dora; empty otherwise
 */
@JsonPropertyOrder({"tile_lines", "notes"})
public record RiichiHandEnd(@JsonIgnore List<TileView> doraIndicators, @JsonIgnore List<TileView> uraIndicators) implements Extras {
    public RiichiHandEnd {
        doraIndicators = List.copyOf(doraIndicators);
        uraIndicators = List.copyOf(uraIndicators);
    }

    /** The dora indicators, then the ura-dora ones, where there are any. */
    @Override
    public List<TileLine> tileLines() {
        List<TileLine> out = new ArrayList<>();
        if (!doraIndicators.isEmpty()) {
            out.add(TileLine.of(Caption.of("res.dora"), doraIndicators));
        }
        if (!uraIndicators.isEmpty()) {
            out.add(TileLine.of(Caption.of("res.ura"), uraIndicators));
        }
        return out;
    }
}
