package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.Extras;

/**
 * A table of the engine's table flow (Riichi, Guizhou 捉鸡, Guangdong 鸡胡 / 推倒胡, the example variant) as one
 * seat sees it, or all hands open: the one view record of every variant. What every variant shows is here;
 * the variant's own fields of the table ({@code table}: 本場, 供託 and ドラ表示牌, 连庄数, 圈风, 买马 …) are written
 * in the same JSON object after {@code tiles_left}, as each seat's are in its {@link FlowSeat}. Built by
 * {@link FlowViews.Table#view}.
 *
 * @param variant the variant's name ({@code riichi}, {@code guizhou} …)
 * @param viewer the viewing seat; empty for the all-open view
 * @param roundLabel the hand's label ("Hand 3", "East 2")
 * @param streakLabel the dealer's streak beside it (连庄), where the variant counts one and it is past the first hand
 * @param handNumber the hand's number in the game, 1 first
 * @param dealer the dealer's seat (庄家, 親)
 * @param tilesLeft tiles left to draw
 * @param table the variant's fields of the table, a record with explicit JSON names (it may have none), and what it
 *     shows in the centre ({@link Centre})
 * @param scores points by seat
 * @param toAct the seats the game waits for, in seat order
 * @param offered the discard (or the added kong's tile) seats may claim now
 * @param lastDiscard the discard made last, where the view tells it ({@link LastDiscards})
 * @param seats the seats, in seat order, with the variant's fields of each
 * @param <S> the variant's fields of a seat
 * @param <T> the variant's fields of the table
 */
@JsonPropertyOrder({"variant", "viewer", "round_label", "streak_label", "hand_number", "dealer", "tiles_left", "table", "scores",
    "to_act", "offered", "last_discard", "seats"})
public record FlowTableView<S, T extends Centre>(@JsonProperty("variant") String variant, @JsonProperty("viewer") Optional<Integer> viewer,
        @JsonProperty("round_label") Caption roundLabel, @JsonProperty("streak_label") Optional<Caption> streakLabel,
        @JsonProperty("hand_number") int handNumber, @JsonProperty("dealer") int dealer, @JsonProperty("tiles_left") int tilesLeft,
        @JsonUnwrapped @JsonProperty("table") T table, @JsonProperty("scores") List<Integer> scores,
        @JsonProperty("to_act") List<Integer> toAct, @JsonProperty("offered") Optional<ViewTile> offered,
        @JsonProperty("last_discard") Optional<LastDiscard> lastDiscard, @JsonProperty("seats") List<FlowSeat<S>> seats)
        implements SeatView {

    public FlowTableView {
        scores = List.copyOf(scores);
        toAct = List.copyOf(toAct);
        seats = List.copyOf(seats);
    }

    /** The table's (or a hand end's) fields of a variant that shows nothing beyond the flow's view. */
    public record NoFields() implements Centre, Extras {
    }

    @Override
    @SuppressWarnings("unchecked")
    public FlowTableView<S, T> watchedWith(SeatView fromSeat1) {
        return new FlowTableView<>(variant, Optional.empty(), roundLabel, streakLabel, handNumber, dealer, tilesLeft, table, scores,
                toAct, Optional.empty(), lastDiscard, SeatView.watchedSeats(seats, ((FlowTableView<S, T>) fromSeat1).seats));
    }
}
