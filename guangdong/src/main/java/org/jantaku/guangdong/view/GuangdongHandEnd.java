package org.jantaku.guangdong.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.jantaku.engine.view.result.TileView;

/**
 * What a 广东麻将 hand's end (guangdong-jihu, guangdong-tuidaohu) shows beyond the flow's
 * ({@link org.jantaku.engine.view.result.FlowHandView}), in its JSON after {@code wins}.
 *
 * @param style {@code jihu} (鸡胡) or {@code tuidaohu} (推倒胡)
 * @param horses 买马 (推倒胡): the horses revealed and the seat each names
 */
@JsonPropertyOrder({"style", "horses"})
public record GuangdongHandEnd(@JsonProperty("style") String style, @JsonProperty("horses") List<Horse> horses) {
    public GuangdongHandEnd {
        if (!style.equals("jihu") && !style.equals("tuidaohu")) {
            throw new IllegalArgumentException("style is jihu or tuidaohu, not " + style);
        }
        horses = List.copyOf(horses);
    }

    /** A horse (马) and the seat it names: the dealer shares that seat's result. */
    public record Horse(@JsonProperty("tile") TileView tile, @JsonProperty("target") int target) {
    }
}
