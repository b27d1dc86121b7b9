package org.jantaku.guangdong.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Optional;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.HandRound;

/**
 * A 广东麻将 hand, labelled by its prevailing wind and number ("East round, hand 5") with the dealer's 连庄 beside it,
 * on its table and its result.
 *
 * @param hand 1 for the first hand of the game
 * @param wind the prevailing wind (风圈), {@code E S W N}
 * @param dealer the dealer (庄家)
 * @param dealerTerm the dealer's consecutive hand as dealer, 1 first
 */
public record GuangdongRound(@JsonProperty("hand") int hand, @JsonProperty("wind") String wind, @JsonProperty("dealer") int dealer,
        @JsonProperty("dealer_term") int dealerTerm) implements HandRound {

    @Override
    public Caption label() {
        return Caption.of("round.guangdong", "wind", "wind." + wind, "n", hand);
    }

    @Override
    public Optional<Caption> streakLabel() {
        return HandRound.streak(dealerTerm);
    }
}
