package org.jantaku.riichi.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.HandRound;

/**
 * A Riichi hand (東1局 is wind {@code E}, number 1), labelled so on its table and its result; no dealer's streak beside
 * it (本場 is a counter, captioned on a result with the sticks where there are any).
 *
 * @param wind the round wind, {@code E S W N}
 * @param number 1-4
 * @param honba 本場 counters of the hand
 * @param riichiSticks 供託 on the table (on a result: when the hand ended, before a winner took them)
 * @param dealer the dealer's seat
 */
public record RiichiRound(@JsonProperty("wind") String wind, @JsonProperty("number") int number, @JsonProperty("honba") int honba,
        @JsonProperty("riichi_sticks") int riichiSticks, @JsonProperty("dealer") int dealer) implements HandRound {

    @Override
    public Caption label() {
        return Caption.of("round.riichi", "wind", "wind." + wind, "n", number);
    }

    @Override
    public List<Caption> counters() {
        List<Caption> out = new ArrayList<>();
        if (honba > 0) {
            out.add(honba(honba));
        }
        if (riichiSticks > 0) {
            out.add(sticks(riichiSticks));
        }
        return out;
    }

    /** "{n} honba" (本場), on the table's centre and a result's round. */
    static Caption honba(int n) {
        return Caption.of("round.honba", "n", n);
    }

    /** "{n} riichi sticks" (供託), on the table's centre and a result's round. */
    static Caption sticks(int n) {
        return Caption.of("board.sticks", "n", n);
    }
}
