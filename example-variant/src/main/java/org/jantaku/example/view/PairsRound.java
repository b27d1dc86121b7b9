package org.jantaku.example.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.HandRound;

/**
 * A pairs 七对 hand, labelled by its number ("Hand 3", 第3局) on its table and its result; the deal passes every hand,
 * so there is no streak.
 *
 * @param hand 1 for the first hand of the game
 * @param dealer its dealer
 */
public record PairsRound(@JsonProperty("hand") int hand, @JsonProperty("dealer") int dealer) implements HandRound {

    @Override
    public Caption label() {
        return Caption.of("round.hand", "n", hand);
    }
}
