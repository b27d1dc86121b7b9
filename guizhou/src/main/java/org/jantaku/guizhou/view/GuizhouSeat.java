package org.jantaku.guizhou.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * What a Guizhou table (六盘水捉鸡) shows of a seat beyond the table flow's seat
 * ({@link org.jantaku.engine.view.state.FlowSeat}), in its JSON after {@code dealer}.
 *
 * @param baoting whether it has declared 报听 (ready, its hand locked)
 * @param dou how many of its 豆 (kongs) score: every 点豆, 闷豆 and 转弯豆 but the delayed ones
 */
@JsonPropertyOrder({"baoting", "dou"})
public record GuizhouSeat(@JsonProperty("baoting") boolean baoting, @JsonProperty("dou") int dou) {
}
