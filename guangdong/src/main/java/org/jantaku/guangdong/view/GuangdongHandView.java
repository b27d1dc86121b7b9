package org.jantaku.guangdong.view;

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
import org.jantaku.engine.view.result.TileView;
import org.jantaku.engine.view.result.WinView;
import org.jantaku.engine.view.state.FlowTableView;

/**
 * A 广东麻将 hand's end (guangdong-jihu, guangdong-tuidaohu).
 *
 * @param round which hand it was
 * @param style {@code jihu} (鸡胡) or {@code tuidaohu} (推倒胡)
 * @param outcome the winners and how, or 流局
 * @param wins each winner's hand: 鸡胡 its pattern and additions with their fan, the fan paid (爆胡 cap,
 *     3-fan minimum) and the points per share; 推倒胡 小胡 or its 大胡
 * @param horses 买马 (推倒胡): the horses revealed and the seat each names
 * @param payments 胡, 包, 杠, 马, 逃跑 …
 */
@JsonPropertyOrder({"variant", "round", "round_labels", "ready_terms", "style", "outcome", "wins", "horses", "payments"})
public record GuangdongHandView(@JsonProperty("round") Round round, @JsonProperty("style") String style,
        @JsonProperty("outcome") Outcome outcome, @JsonProperty("wins") List<WinView> wins,
        @JsonProperty("horses") List<Horse> horses, @JsonProperty("payments") PaymentTable payments) implements HandResultView {
    public GuangdongHandView {
        Objects.requireNonNull(round, "round");
        if (!style.equals("jihu") && !style.equals("tuidaohu")) {
            throw new IllegalArgumentException("style is jihu or tuidaohu, not " + style);
        }
        Objects.requireNonNull(outcome, "outcome");
        wins = List.copyOf(wins);
        horses = List.copyOf(horses);
        Objects.requireNonNull(payments, "payments");
    }

    @Override
    public String variant() {
        return "guangdong";
    }

    @Override
    public List<Caption> roundLabels() {
        return FlowTableView.roundLabels(Caption.of("round.guangdong", "wind", "wind." + round.wind(), "n", round.hand()),
                round.dealerTerm());
    }

    @Override
    public Optional<String> readyTerms() {
        return Optional.empty();
    }

    /**
     * The hand.
     *
     * @param hand 1 for the first hand of the game
     * @param wind the prevailing wind (风圈), {@code E S W N}
     * @param dealer the dealer (庄家)
     * @param dealerTerm the dealer's consecutive hand as dealer, 1 first
     */
    public record Round(@JsonProperty("hand") int hand, @JsonProperty("wind") String wind, @JsonProperty("dealer") int dealer,
            @JsonProperty("dealer_term") int dealerTerm) implements HandRound {
    }

    /** A horse (马) and the seat it names: the dealer shares that seat's result. */
    public record Horse(@JsonProperty("tile") TileView tile, @JsonProperty("target") int target) {
    }
}
