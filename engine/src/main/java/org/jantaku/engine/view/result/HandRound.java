package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * Which hand a hand's end belongs to, as far as every variant says it (JSON {@code round}, an object): its
 * dealer (親, 庄家), whom the payments table marks. A variant's record adds its own fields (the round wind,
 * 本場, the dealer's streak …) and shows them through its captions ({@link HandResultView#roundLabels}).
 */
public interface HandRound {

    /** The dealer's seat. */
    @JsonProperty("dealer")
    int dealer();
}
