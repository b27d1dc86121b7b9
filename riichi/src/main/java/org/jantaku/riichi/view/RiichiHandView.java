package org.jantaku.riichi.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
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

/**
 * A Riichi hand's end (the presets tenhou, kyoto-club, baochong …).
 *
 * @param round which hand it was
 * @param outcome ron (one or several winners), tsumo, the exhaustive draw with its tenpai seats, or
 *     an abortive draw (途中流局)
 * @param wins each winner's hand, yaku with han (dora last), han, fu and limit
 * @param doraIndicators the dora indicators turned over (kan dora included)
 * @param uraIndicators the ura-dora indicators, shown when a winner was in riichi and the rules
 *     count ura-dora; empty otherwise
 * @param payments the payments (ron or tsumo shares, honba, riichi sticks, pao, noten payments …)
 */
@JsonPropertyOrder({"variant", "round", "round_labels", "ready_terms", "outcome", "wins", "dora_indicators", "ura_indicators", "payments"})
public record RiichiHandView(@JsonProperty("round") Round round, @JsonProperty("outcome") Outcome outcome,
        @JsonProperty("wins") List<WinView> wins, @JsonProperty("dora_indicators") List<TileView> doraIndicators,
        @JsonProperty("ura_indicators") List<TileView> uraIndicators, @JsonProperty("payments") PaymentTable payments)
        implements HandResultView {
    public RiichiHandView {
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(outcome, "outcome");
        wins = List.copyOf(wins);
        doraIndicators = List.copyOf(doraIndicators);
        uraIndicators = List.copyOf(uraIndicators);
        Objects.requireNonNull(payments, "payments");
    }

    @Override
    public String variant() {
        return "riichi";
    }

    @Override
    public List<Caption> roundLabels() {
        List<Caption> out = new ArrayList<>();
        out.add(Caption.of("round.riichi", "wind", "wind." + round.wind(), "n", round.number()));
        if (round.honba() > 0) {
            out.add(Caption.of("round.honba", "n", round.honba()));
        }
        if (round.riichiSticks() > 0) {
            out.add(Caption.of("board.sticks", "n", round.riichiSticks()));
        }
        return out;
    }

    @Override
    public Optional<String> readyTerms() {
        return outcome instanceof Outcome.Draw d && d.draw().key().equals("draw.exhaustive") ? Optional.of("tenpai") : Optional.empty();
    }

    /**
     * The hand: East 1 is wind {@code E}, number 1.
     *
     * @param wind the round wind, {@code E S W N}
     * @param number 1-4
     * @param honba 本場 counters of the hand
     * @param riichiSticks 供託 on the table when the hand ended (before a winner took them)
     * @param dealer the dealer's seat
     */
    public record Round(@JsonProperty("wind") String wind, @JsonProperty("number") int number, @JsonProperty("honba") int honba,
            @JsonProperty("riichi_sticks") int riichiSticks, @JsonProperty("dealer") int dealer) implements HandRound {
    }
}
