package org.jantaku.example.view;

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
 * A pairs 七对 table as one seat sees it, or all hands open.
 *
 * @param viewer the viewing seat; empty for the all-open view
 * @param handNumber the hand's number in the game, 1 first
 * @param dealer the dealer's seat
 * @param tilesLeft tiles left to draw
 * @param scores points by seat (they start at 0)
 * @param toAct the seats the game waits for
 * @param offered the discard (or added tile) seats may claim now (碰, 杠, 胡)
 * @param lastDiscard the discard made last, where the view tells it
 * @param seats the four seats, in seat order, each with whether it is still concealed ({@link PairsSeat})
 */
@JsonPropertyOrder({"variant", "viewer", "round_label", "streak_label", "hand_number", "dealer", "tiles_left", "scores", "to_act",
    "offered", "last_discard", "seats"})
public record PairsSeatView(@JsonProperty("viewer") Optional<Integer> viewer, @JsonProperty("hand_number") int handNumber,
        @JsonProperty("dealer") int dealer, @JsonProperty("tiles_left") int tilesLeft, @JsonProperty("scores") List<Integer> scores,
        @JsonProperty("to_act") List<Integer> toAct, @JsonProperty("offered") Optional<ViewTile> offered,
        @JsonProperty("last_discard") Optional<LastDiscard> lastDiscard, @JsonProperty("seats") List<FlowSeat<PairsSeat>> seats)
        implements SeatView {

    public PairsSeatView {
        scores = List.copyOf(scores);
        toAct = List.copyOf(toAct);
        seats = List.copyOf(seats);
    }

    @Override
    @JsonProperty("variant")
    public String variant() {
        return "pairs";
    }

    /** "Hand 3" (第3局): the page's words for a numbered hand. */
    @Override
    @JsonProperty("round_label")
    public Caption roundLabel() {
        return Caption.of("round.hand", "n", handNumber);
    }

    /** The deal passes every hand: no streak. */
    @Override
    @JsonProperty("streak_label")
    public Optional<Caption> streakLabel() {
        return Optional.empty();
    }

    @Override
    public PairsSeatView watchedWith(SeatView fromSeat1) {
        return new PairsSeatView(Optional.empty(), handNumber, dealer, tilesLeft, scores, toAct, Optional.empty(), lastDiscard,
                SeatView.watchedSeats(seats, ((PairsSeatView) fromSeat1).seats));
    }
}
