package org.jantaku.guangdong.view;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What a Guangdong table (鸡胡 / 推倒胡) shows of a seat beyond the table flow's seat
 * ({@link org.jantaku.engine.view.state.FlowSeat}), in its JSON after {@code dealer}.
 *
 * @param twelveDown 十二张落地: four exposed melds, twelve tiles down
 */
public record GuangdongSeat(@JsonProperty("twelve_down") boolean twelveDown) {
}
