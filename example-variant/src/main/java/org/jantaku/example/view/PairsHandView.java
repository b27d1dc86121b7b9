package org.jantaku.example.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.HandRound;
import org.jantaku.engine.view.result.Outcome;
import org.jantaku.engine.view.result.PaymentTable;
import org.jantaku.engine.view.result.WinView;

/**
 * A pairs 七对 hand's end.
 *
 * @param round which hand it was and its dealer
 * @param outcome the winners and how, or 荒庄
 * @param wins each winner's seven pairs with the pattern's points
 * @param payments who paid whom (点炮, 自摸)
 */
@JsonPropertyOrder({"variant", "round", "round_labels", "ready_terms", "outcome", "wins", "payments"})
public record PairsHandView(@JsonProperty("round") Round round, @JsonProperty("outcome") Outcome outcome,
        @JsonProperty("wins") List<WinView> wins, @JsonProperty("payments") PaymentTable payments) implements HandResultView {
    public PairsHandView {
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(outcome, "outcome");
        wins = List.copyOf(wins);
        Objects.requireNonNull(payments, "payments");
    }

    @Override
    public String variant() {
        return "pairs";
    }

    /** "Hand 3" (第3局). */
    @Override
    public List<Caption> roundLabels() {
        return List.of(Caption.of("round.hand", "n", round.hand()));
    }

    /** A drawn hand says nothing of who was ready. */
    @Override
    public Optional<String> readyTerms() {
        return Optional.empty();
    }

    /**
     * The hand.
     *
     * @param hand 1 for the first hand of the game
     * @param dealer its dealer
     */
    public record Round(@JsonProperty("hand") int hand, @JsonProperty("dealer") int dealer) implements HandRound {
    }
}
