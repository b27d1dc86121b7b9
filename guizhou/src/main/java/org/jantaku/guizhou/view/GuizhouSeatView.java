package org.jantaku.guizhou.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.state.FlowSeat;
import org.jantaku.engine.view.state.LastDiscard;
import org.jantaku.engine.view.state.SeatView;
import org.jantaku.engine.view.state.ViewTile;

/**
 * A Guizhou table (六盘水捉鸡麻将) as one seat sees it, or all hands open. The engine's view shows no
 * chicken tile before its flip (翻鸡), so neither does this.
 *
 * @param viewer the viewing seat; empty for the all-open view
 * @param handNumber the hand's number in the game, 1 first
 * @param streak 连庄数: hands the dealer has kept the deal in a row
 * @param dealer the dealer's seat (庄家)
 * @param tilesLeft tiles left to draw
 * @param scores points by seat (they start at 0)
 * @param toAct the seats the game waits for
 * @param offered the discard (or added tile) seats may claim now (碰, 杠, 胡)
 * @param lastDiscard the discard made last, where the view tells it ({@link org.jantaku.engine.view.state.LastDiscards})
 * @param seats the four seats, in seat order, with their 报听 and 豆 ({@link GuizhouSeat})
 */
@JsonPropertyOrder({"variant", "viewer", "round_label", "streak_label", "hand_number", "streak", "dealer", "tiles_left", "scores",
    "to_act", "offered",
    "last_discard", "seats"})
public record GuizhouSeatView(@JsonProperty("viewer") Optional<Integer> viewer, @JsonProperty("hand_number") int handNumber,
        @JsonProperty("streak") int streak, @JsonProperty("dealer") int dealer, @JsonProperty("tiles_left") int tilesLeft,
        @JsonProperty("scores") List<Integer> scores, @JsonProperty("to_act") List<Integer> toAct,
        @JsonProperty("offered") Optional<ViewTile> offered, @JsonProperty("last_discard") Optional<LastDiscard> lastDiscard,
        @JsonProperty("seats") List<FlowSeat<GuizhouSeat>> seats) implements SeatView {

    public GuizhouSeatView {
        scores = List.copyOf(scores);
        toAct = List.copyOf(toAct);
        seats = List.copyOf(seats);
    }

    @Override
    @JsonProperty("variant")
    public String variant() {
        return "guizhou";
    }

    @Override
    @JsonProperty("round_label")
    public Caption roundLabel() {
        return Caption.of("round.hand", "n", handNumber);
    }

    @Override
    @JsonProperty("streak_label")
    public Optional<Caption> streakLabel() {
        return streak > 1 ? Optional.of(Caption.of("round.streak", "n", streak - 1)) : Optional.empty();
    }

    @Override
    public GuizhouSeatView watchedWith(SeatView fromSeat1) {
        return new GuizhouSeatView(Optional.empty(), handNumber, streak, dealer, tilesLeft, scores, toAct, Optional.empty(), lastDiscard,
                SeatView.watchedSeats(seats, ((GuizhouSeatView) fromSeat1).seats));
    }
}
