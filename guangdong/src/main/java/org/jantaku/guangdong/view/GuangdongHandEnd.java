package org.jantaku.guangdong.view;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.Extras;
import org.jantaku.engine.view.result.TileLine;
import org.jantaku.engine.view.result.TileView;

/**
 * What a 广东麻将 hand's end (guangdong-jihu, guangdong-tuidaohu) shows beyond the flow's
 * ({@link org.jantaku.engine.view.result.FlowHandView}), in its JSON after {@code wins}; the horses reach the JSON only
 * as a captioned tile line.
 *
 * @param style {@code jihu} (鸡胡) or {@code tuidaohu} (推倒胡)
 * @param horses 买马 (推倒胡): the horses revealed and the seat each names
 */
@JsonPropertyOrder({"style", "tile_lines", "notes"})
public record GuangdongHandEnd(@JsonProperty("style") String style, @JsonIgnore List<Horse> horses) implements Extras {
    public GuangdongHandEnd {
        if (!style.equals("jihu") && !style.equals("tuidaohu")) {
            throw new IllegalArgumentException("style is jihu or tuidaohu, not " + style);
        }
        horses = List.copyOf(horses);
    }

    /** The horses revealed, each with the seat it names. */
    @Override
    public List<TileLine> tileLines() {
        return horses.isEmpty() ? List.of() : List.of(new TileLine(Caption.of("res.horses"), horses.stream().map(Horse::tile).toList(),
                horses.stream().map(h -> Caption.of("res.horseTarget", "who", h.target())).toList()));
    }

    /** A horse (马) and the seat it names: the dealer shares that seat's result. */
    public record Horse(@JsonProperty("tile") TileView tile, @JsonProperty("target") int target) {
    }
}
