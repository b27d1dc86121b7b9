package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import org.jantaku.engine.view.Caption;

/**
 * What a variant's table fields ({@link FlowTableView#table}) show in the table's centre beside the hand's label and the
 * tiles left, as the page draws it for any variant: counters (本場, 供託) and lines of tiles (ドラ表示牌, 买马 face down),
 * in the JSON after the variant's own fields. A variant shows none unless it says.
 */
public interface Centre {

    /** The counters, in the order shown (JSON {@code counters}). */
    @JsonProperty("counters")
    default List<Counter> counters() {
        return List.of();
    }

    /** The lines of tiles, in the order shown (JSON {@code centre_tiles}). */
    @JsonProperty("centre_tiles")
    default List<CentreTiles> centreTiles() {
        return List.of();
    }

    /**
     * A counter in the centre: drawn as its icon and ×n, its caption the full text.
     *
     * @param caption what it counts, with its number ("2 honba", 2本場)
     * @param icon the page's drawing of one ({@code honba}: a 100-point stick, {@code sticks}: a 1000-point one; another
     *     draws none)
     * @param n how many
     */
    record Counter(@JsonProperty("caption") Caption caption, @JsonProperty("icon") String icon,
            @JsonProperty("n") int n) {
    }
}
