package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.engine.view.Caption;

/**
 * A hand's end of the engine's table flow (Riichi, Guizhou 捉鸡, Guangdong 鸡胡 / 推倒胡, the example variant): the one
 * result record of every variant, as {@link org.jantaku.engine.view.state.FlowTableView} is of the table. What every
 * variant shows is here; the variant's own fields ({@code extras}: ドラ and 裏ドラ indicators, 鸡 and 查叫, 买马 …) are
 * written in the same JSON object after {@code wins}.
 *
 * @param variant the variant's name ({@code riichi}, {@code guizhou} …)
 * @param round which hand it was: its dealer and the variant's fields, captioned by {@link HandRound#labels}
 * @param readyTerms at a draw that says who was ready, the words it says it in ({@link HandResultView#readyTerms})
 * @param outcome who won from whom, or the kind of draw
 * @param wins each winner's hand (none for a draw)
 * @param extras the variant's fields of the hand's end, a record with explicit JSON names (it may have none), and
 *     what it shows as any variant's ({@link Extras})
 * @param payments every seat's payments, change and new score
 * @param <R> the variant's round
 * @param <X> the variant's fields
 */
@JsonPropertyOrder({"variant", "round", "round_labels", "ready_terms", "outcome", "wins", "extras", "payments"})
public record FlowHandView<R extends HandRound, X extends Extras>(@JsonProperty("variant") String variant, @JsonProperty("round") R round,
        @JsonProperty("ready_terms") Optional<String> readyTerms, @JsonProperty("outcome") Outcome outcome,
        @JsonProperty("wins") List<WinView> wins, @JsonUnwrapped @JsonProperty("extras") X extras,
        @JsonProperty("payments") PaymentTable payments) implements HandResultView {
    public FlowHandView {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(readyTerms, "readyTerms");
        Objects.requireNonNull(outcome, "outcome");
        wins = List.copyOf(wins);
        Objects.requireNonNull(extras, "extras");
        Objects.requireNonNull(payments, "payments");
    }

    @Override
    public List<Caption> roundLabels() {
        return round.labels();
    }
}
