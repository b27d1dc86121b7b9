package org.jantaku.guangdong.view;

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
 * A Guangdong table (广东鸡胡 / 推倒胡) as one seat sees it, or all hands open.
 *
 * @param viewer the viewing seat; empty for the all-open view
 * @param prevailingWind the prevailing wind (圈风)
 * @param handNumber the hand's number in the game, 1 first
 * @param dealerTerm the dealer's consecutive hand as dealer, 1 first (连庄)
 * @param dealer the dealer's seat (庄家)
 * @param tilesLeft live tiles left to draw
 * @param horsesFaceDown 买马: how many horses lie face down (推倒胡; 0 in 鸡胡 and once the game is over)
 * @param scores points by seat
 * @param toAct the seats the game waits for
 * @param offered the discard (or the added kong tile, 抢杠) seats may claim now
 * @param lastDiscard the discard made last, where the view tells it ({@link org.jantaku.engine.view.state.LastDiscards})
 * @param over whether the game is over
 * @param seats the four seats, in seat order, with their 十二张落地 ({@link GuangdongSeat})
 */
@JsonPropertyOrder({"variant", "viewer", "round_label", "streak_label", "prevailing_wind", "hand_number", "dealer_term", "dealer",
    "tiles_left", "horses_face_down", "scores", "to_act", "offered", "last_discard", "over", "seats"})
public record GuangdongSeatView(@JsonProperty("viewer") Optional<Integer> viewer,
        @JsonSerialize(using = WindKey.class) @JsonProperty("prevailing_wind") Wind prevailingWind,
        @JsonProperty("hand_number") int handNumber, @JsonProperty("dealer_term") int dealerTerm, @JsonProperty("dealer") int dealer,
        @JsonProperty("tiles_left") int tilesLeft, @JsonProperty("horses_face_down") int horsesFaceDown,
        @JsonProperty("scores") List<Integer> scores, @JsonProperty("to_act") List<Integer> toAct,
        @JsonProperty("offered") Optional<ViewTile> offered, @JsonProperty("last_discard") Optional<LastDiscard> lastDiscard,
        @JsonProperty("over") boolean over, @JsonProperty("seats") List<FlowSeat<GuangdongSeat>> seats) implements SeatView {

    public GuangdongSeatView {
        scores = List.copyOf(scores);
        toAct = List.copyOf(toAct);
        seats = List.copyOf(seats);
    }

    @Override
    @JsonProperty("variant")
    public String variant() {
        return "guangdong";
    }

    @Override
    @JsonProperty("round_label")
    public Caption roundLabel() {
        return Caption.of("round.guangdong", "wind", "wind." + prevailingWind.letter(), "n", handNumber);
    }

    @Override
    @JsonProperty("streak_label")
    public Optional<Caption> streakLabel() {
        return dealerTerm > 1 ? Optional.of(Caption.of("round.streak", "n", dealerTerm - 1)) : Optional.empty();
    }

    @Override
    public GuangdongSeatView watchedWith(SeatView fromSeat1) {
        return new GuangdongSeatView(Optional.empty(), prevailingWind, handNumber, dealerTerm, dealer, tilesLeft, horsesFaceDown, scores,
                toAct, Optional.empty(), lastDiscard, over, SeatView.watchedSeats(seats, ((GuangdongSeatView) fromSeat1).seats));
    }
}
