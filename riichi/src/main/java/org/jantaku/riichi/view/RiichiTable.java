package org.jantaku.riichi.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.view.state.ViewTile;
import org.jantaku.engine.view.state.WindKey;

/**
 * What a Riichi table (立直麻雀) shows beyond the table flow's view ({@link org.jantaku.engine.view.state.FlowTableView}),
 * in its JSON after {@code tiles_left}.
 *
 * @param roundWind the round's wind (場風): East for 東1局 … 東4局
 * @param roundNumber the hand's number in its round, 1-4 (the 2 of 東2局)
 * @param honba 本場 (counters on the table)
 * @param riichiSticks 供託: riichi sticks waiting for the next winner
 * @param doraIndicators the dora indicators turned over so far (ドラ表示牌)
 * @param over whether the game is over
 */
@JsonPropertyOrder({"round_wind", "round_number", "honba", "riichi_sticks", "dora_indicators", "over"})
public record RiichiTable(@JsonSerialize(using = WindKey.class) @JsonProperty("round_wind") Wind roundWind,
        @JsonProperty("round_number") int roundNumber, @JsonProperty("honba") int honba,
        @JsonProperty("riichi_sticks") int riichiSticks, @JsonProperty("dora_indicators") List<ViewTile> doraIndicators,
        @JsonProperty("over") boolean over) {

    public RiichiTable {
        doraIndicators = List.copyOf(doraIndicators);
    }
}
