package org.jantaku.riichi.view;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.state.Centre;
import org.jantaku.engine.view.state.CentreTiles;
import org.jantaku.engine.view.state.ViewTile;
import org.jantaku.engine.view.state.WindKey;

/**
 * What a Riichi table (立直麻雀) shows beyond the table flow's view ({@link org.jantaku.engine.view.state.FlowTableView}),
 * in its JSON after {@code tiles_left}; its centre shows 本場 and 供託 as counters and the dora indicators. 本場, 供託 and
 * the indicators reach the JSON only as those captioned lists.
 *
 * @param roundWind the round's wind (場風): East for 東1局 … 東4局
 * @param roundNumber the hand's number in its round, 1-4 (the 2 of 東2局)
 * @param honba 本場 (counters on the table)
 * @param riichiSticks 供託: riichi sticks waiting for the next winner
 * @param doraIndicators the dora indicators turned over so far (ドラ表示牌)
 * @param over whether the game is over
 */
@JsonPropertyOrder({"round_wind", "round_number", "over", "counters", "centre_tiles"})
public record RiichiTable(@JsonSerialize(using = WindKey.class) @JsonProperty("round_wind") Wind roundWind,
        @JsonProperty("round_number") int roundNumber, @JsonIgnore int honba,
        @JsonIgnore int riichiSticks, @JsonIgnore List<ViewTile> doraIndicators,
        @JsonProperty("over") boolean over) implements Centre {

    public RiichiTable {
        doraIndicators = List.copyOf(doraIndicators);
    }

    /** 本場 and the riichi sticks waiting, as sticks. */
    @Override
    public List<Counter> counters() {
        return List.of(new Counter(RiichiRound.honba(honba), "honba", honba), new Counter(RiichiRound.sticks(riichiSticks), "sticks",
                riichiSticks));
    }

    /** The dora indicators, once one is turned. */
    @Override
    public List<CentreTiles> centreTiles() {
        return doraIndicators.isEmpty() ? List.of()
                : List.of(new CentreTiles(Caption.of("res.dora"), Optional.empty(), doraIndicators, 0));
    }
}
