package org.jantaku.guizhou.view;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.engine.view.Caption;

/**
 * What a Guizhou table (六盘水捉鸡) shows of a seat beyond the table flow's seat
 * ({@link org.jantaku.engine.view.state.FlowSeat}), in its JSON after {@code dealer}: 报听 and 豆 reach the JSON only
 * as its marks.
 *
 * @param baoting whether it has declared 报听 (ready, its hand locked)
 * @param dou how many of its 豆 (kongs) score: every 点豆, 闷豆 and 转弯豆 but the delayed ones
 */
public record GuizhouSeat(@JsonIgnore boolean baoting, @JsonIgnore int dou) {

    /**
     * The seat's marks on its name plate: its 报听, a declaration ({@code guizhou.mark.declared}), and its 豆 that score
     * ({@code guizhou.mark.dou}, n); words: {@code words.properties}.
     */
    @JsonProperty("marks")
    public List<Caption> marks() {
        List<Caption> out = new ArrayList<>(2);
        if (baoting) {
            out.add(Caption.of("guizhou.mark.declared"));
        }
        if (dou > 0) {
            out.add(Caption.of("guizhou.mark.dou", "n", dou));
        }
        return out;
    }
}
