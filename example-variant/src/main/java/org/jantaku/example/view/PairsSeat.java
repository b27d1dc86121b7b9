package org.jantaku.example.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import org.jantaku.engine.view.Caption;

/**
 * What a pairs 七对 table shows of a seat beyond the table flow's seat ({@link org.jantaku.engine.view.state.FlowSeat}).
 *
 * @param concealed whether it has made no meld yet, so that it may still win (seven pairs are concealed)
 */
public record PairsSeat(@JsonProperty("concealed") boolean concealed) {

    /** The seat's marks on its name plate: "Open: cannot win" once it made a meld (its words: {@code words.properties}). */
    @JsonProperty("marks")
    public List<Caption> marks() {
        return concealed ? List.of() : List.of(Caption.of("pairs.mark.open"));
    }
}
