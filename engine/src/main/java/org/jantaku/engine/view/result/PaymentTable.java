package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.jantaku.core.seat.BySeat;
import org.jantaku.engine.settle.Transfer;

/**
 * Who paid what at a hand's end: every seat's score before, its change and its new score, with the
 * change by reason; and the engine's payments one by one.
 *
 * @param seats seats 0-3 (0-2 at a three-player table)
 * @param transfers the payments, in the engine's order
 */
public record PaymentTable(@JsonProperty("seats") List<SeatLine> seats, @JsonProperty("transfers") List<TransferView> transfers) {
    public PaymentTable {
        seats = List.copyOf(seats);
        transfers = List.copyOf(transfers);
        if (seats.size() < 3 || seats.size() > 4) {
            throw new IllegalArgumentException("a payment table has three or four seats, not " + seats.size());
        }
    }

    /**
     * One seat's result.
     *
     * @param seat the seat
     * @param before its score before the hand's settlement
     * @param change what the settlement moved (+ received, − paid)
     * @param after its new score
     * @param lines the change by reason, each reason the seat paid or received once, in the order it first
     *     appears, signed (0 when its payments cancel out, as a dealer's horses may)
     */
    public record SeatLine(@JsonProperty("seat") int seat, @JsonProperty("before") int before, @JsonProperty("change") int change,
            @JsonProperty("after") int after, @JsonProperty("lines") List<Amount> lines) {
        public SeatLine {
            lines = List.copyOf(lines);
            if (before + change != after) {
                throw new IllegalArgumentException("seat " + seat + ": " + before + " + " + change + " is not " + after);
            }
        }
    }

    /** A seat's total for one reason, signed. */
    public record Amount(@JsonProperty("reason") Label reason, @JsonProperty("points") int points) {
        public Amount {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * The table of a settlement: the engine's payments, each reason shown as {@code reason} labels it, and the scores
     * after them (the scores before are what the payments moved them from).
     */
    public static <R> PaymentTable of(List<? extends Transfer<R>> settled, Function<? super R, Label> reason,
            BySeat<Integer> after) {
        List<TransferView> transfers = new ArrayList<>(settled.size());
        for (Transfer<R> t : settled) {
            transfers.add(TransferView.of(t, reason.apply(t.reason())));
        }
        List<SeatLine> seats = new ArrayList<>(after.size());
        for (int seat = 0; seat < after.size(); seat++) {
            Map<String, Label> labels = new LinkedHashMap<>();
            Map<String, Integer> sums = new LinkedHashMap<>();
            int change = 0;
            for (TransferView t : transfers) {
                int signed = t.to() == seat ? t.points() : t.from() == seat ? -t.points() : 0;
                if (signed != 0) {
                    labels.putIfAbsent(t.reason().key(), t.reason());
                    sums.merge(t.reason().key(), signed, Integer::sum);
                    change += signed;
                }
            }
            List<Amount> lines = new ArrayList<>();
            sums.forEach((key, points) -> lines.add(new Amount(labels.get(key), points)));
            seats.add(new SeatLine(seat, after.get(seat) - change, change, after.get(seat), lines));
        }
        return new PaymentTable(seats, transfers);
    }
}
