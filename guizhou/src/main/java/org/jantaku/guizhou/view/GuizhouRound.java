package org.jantaku.guizhou.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Optional;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.HandRound;

/**
 * A 捉鸡麻将 hand, labelled by its number ("Hand 3", 第3局) with the dealer's 连庄 beside it, on its table and its result.
 *
 * @param hand 1 for the first hand of the game
 * @param dealer the dealer (庄家)
 * @param streak 连庄数 L of the hand
 */
public record GuizhouRound(@JsonProperty("hand") int hand, @JsonProperty("dealer") int dealer, @JsonProperty("streak") int streak)
        implements HandRound {

    @Override
    public Caption label() {
        return Caption.of("round.hand", "n", hand);
    }

    @Override
    public Optional<Caption> streakLabel() {
        return HandRound.streak(streak);
    }
}
