package org.jantaku.riichi.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.state.FlowSeat;
import org.jantaku.engine.view.state.LastDiscard;
import org.jantaku.engine.view.state.SeatView;
import org.jantaku.engine.view.state.ViewTile;
import org.jantaku.engine.view.state.WindKey;

/**
 * A Riichi table (立直麻雀) as one seat sees it, or all hands open.
 *
 * @param viewer the viewing seat; empty for the all-open view
 * @param roundWind the round's wind (場風): East for 東1局 … 東4局
 * @param roundNumber the hand's number in its round, 1-4 (the 2 of 東2局)
 * @param honba 本場 (counters on the table)
 * @param riichiSticks 供託: riichi sticks waiting for the next winner
 * @param dealer the dealer's seat (親)
 * @param tilesLeft live tiles left to draw (残り)
 * @param doraIndicators the dora indicators turned over so far (ドラ表示牌)
 * @param scores points by seat
 * @param toAct the seats the game waits for
 * @param offered the discard (or added kan tile, 槍槓) the viewer may claim now, when it is asked
 * @param lastDiscard the discard made last, where the view tells it ({@link org.jantaku.engine.view.state.LastDiscards})
 * @param over whether the game is over
 * @param seats the seats (four, or three), in seat order, with Riichi's fields of each
 */
@JsonPropertyOrder({"variant", "viewer", "round_label", "streak_label", "round_wind", "round_number", "honba", "riichi_sticks",
    "dealer", "tiles_left",
    "dora_indicators", "scores", "to_act", "offered", "last_discard", "over", "seats"})
public record RiichiSeatView(@JsonProperty("viewer") Optional<Integer> viewer,
        @JsonSerialize(using = WindKey.class) @JsonProperty("round_wind") Wind roundWind,
        @JsonProperty("round_number") int roundNumber, @JsonProperty("honba") int honba,
        @JsonProperty("riichi_sticks") int riichiSticks, @JsonProperty("dealer") int dealer,
        @JsonProperty("tiles_left") int tilesLeft, @JsonProperty("dora_indicators") List<ViewTile> doraIndicators,
        @JsonProperty("scores") List<Integer> scores, @JsonProperty("to_act") List<Integer> toAct,
        @JsonProperty("offered") Optional<ViewTile> offered, @JsonProperty("last_discard") Optional<LastDiscard> lastDiscard,
        @JsonProperty("over") boolean over, @JsonProperty("seats") List<FlowSeat<RiichiSeat>> seats) implements SeatView {

    public RiichiSeatView {
        doraIndicators = List.copyOf(doraIndicators);
        scores = List.copyOf(scores);
        toAct = List.copyOf(toAct);
        seats = List.copyOf(seats);
    }

    @Override
    @JsonProperty("variant")
    public String variant() {
        return "riichi";
    }

    @Override
    @JsonProperty("round_label")
    public Caption roundLabel() {
        return Caption.of("round.riichi", "wind", "wind." + roundWind.letter(), "n", roundNumber);
    }

    @Override
    @JsonProperty("streak_label")
    public Optional<Caption> streakLabel() {
        return Optional.empty();
    }

    @Override
    public RiichiSeatView watchedWith(SeatView fromSeat1) {
        return new RiichiSeatView(Optional.empty(), roundWind, roundNumber, honba, riichiSticks, dealer, tilesLeft, doraIndicators,
                scores, toAct, Optional.empty(), lastDiscard, over, SeatView.watchedSeats(seats, ((RiichiSeatView) fromSeat1).seats));
    }
}
