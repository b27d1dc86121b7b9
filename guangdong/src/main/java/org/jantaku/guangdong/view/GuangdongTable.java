package org.jantaku.guangdong.view;

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
import org.jantaku.engine.view.state.WindKey;

/**
 * What a Guangdong table (广东鸡胡 / 推倒胡) shows beyond the table flow's view
 * ({@link org.jantaku.engine.view.state.FlowTableView}), in its JSON after {@code tiles_left}; the horses face down reach
 * the JSON only as a captioned centre line.
 *
 * @param prevailingWind the prevailing wind (圈风)
 * @param dealerTerm the dealer's consecutive hand as dealer, 1 first (连庄)
 * @param horsesFaceDown 买马: how many horses lie face down (推倒胡; 0 in 鸡胡 and once the game is over)
 * @param over whether the game is over
 */
@JsonPropertyOrder({"prevailing_wind", "dealer_term", "over", "counters", "centre_tiles"})
public record GuangdongTable(@JsonSerialize(using = WindKey.class) @JsonProperty("prevailing_wind") Wind prevailingWind,
        @JsonProperty("dealer_term") int dealerTerm, @JsonIgnore int horsesFaceDown,
        @JsonProperty("over") boolean over) implements Centre {

    /** The horses face down (推倒胡 买马), until the hand is settled. */
    @Override
    public List<CentreTiles> centreTiles() {
        return horsesFaceDown == 0 ? List.of() : List.of(new CentreTiles(Caption.of("guangdong.board.horses", "n", horsesFaceDown),
                Optional.of(Caption.of("res.horses")), List.of(), horsesFaceDown));
    }
}
