package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Objects;
import org.jantaku.engine.settle.Transfer;

/**
 * One payment of a hand's settlement, as the engine made it.
 *
 * @param from the paying seat, or {@link Transfer#TABLE} (the riichi sticks on the table, 供託, in Riichi; the house,
 *     逃跑 penalties, in Guangdong)
 * @param to the receiving seat, or {@link Transfer#TABLE}
 * @param points more than 0
 * @param reason why (ron, tsumo, honba, riichi sticks, 胡, 豆, 鸡, 杠, 马, 逃跑 …)
 */
public record TransferView(@JsonProperty("from") int from, @JsonProperty("to") int to, @JsonProperty("points") int points,
        @JsonProperty("reason") Label reason) {
    public TransferView {
        Objects.requireNonNull(reason, "reason");
        if (from < Transfer.TABLE || from > 3 || to < Transfer.TABLE || to > 3 || from == to || points <= 0) {
            throw new IllegalArgumentException("not a payment: " + from + " → " + to + " " + points);
        }
    }

    /** The engine's transfer, its reason shown as {@code reason}. */
    public static TransferView of(Transfer<?> t, Label reason) {
        return new TransferView(t.from(), t.to(), t.points(), reason);
    }
}
