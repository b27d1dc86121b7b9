package org.jantaku.example.view;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What a pairs 七对 table shows of a seat beyond the table flow's seat ({@link org.jantaku.engine.view.state.FlowSeat}).
 *
 * @param concealed whether it has made no meld yet, so that it may still win (seven pairs are concealed)
 */
public record PairsSeat(@JsonProperty("concealed") boolean concealed) {
}
