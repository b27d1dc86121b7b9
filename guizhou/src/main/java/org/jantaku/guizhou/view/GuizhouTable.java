package org.jantaku.guizhou.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import org.jantaku.engine.view.state.Centre;

/**
 * What a Guizhou table (六盘水捉鸡) shows beyond the table flow's view
 * ({@link org.jantaku.engine.view.state.FlowTableView}), in its JSON after {@code tiles_left}.
 *
 * @param streak 连庄数: hands the dealer has kept the deal in a row, 1 first
 */
public record GuizhouTable(@JsonProperty("streak") int streak) implements Centre {
}
