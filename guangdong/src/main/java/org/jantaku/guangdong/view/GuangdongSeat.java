package org.jantaku.guangdong.view;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import org.jantaku.engine.view.Caption;

/**
 * What a Guangdong table (鸡胡 / 推倒胡) shows of a seat beyond the table flow's seat
 * ({@link org.jantaku.engine.view.state.FlowSeat}), in its JSON after {@code dealer}: 十二张落地 reaches the JSON
 * only as its mark.
 *
 * @param twelveDown 十二张落地: four exposed melds, twelve tiles down
 */
public record GuangdongSeat(@JsonIgnore boolean twelveDown) {

    /** The seat's marks on its name plate: 十二张落地 ({@code guangdong.mark.twelve_down}; words: {@code words.properties}). */
    @JsonProperty("marks")
    public List<Caption> marks() {
        return twelveDown ? List.of(Caption.of("guangdong.mark.twelve_down")) : List.of();
    }
}
