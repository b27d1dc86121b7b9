package org.jantaku.guangdong.settlement;

import java.util.List;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.Transfer;

/**
 * A hand's settlement: what each winner's hand is worth, the transfers with their reasons (they sum
 * to zero, the house included), and the horses revealed.
 */
public record Settlement(List<WinScore> wins, List<Transfer<Cause>> transfers, List<TileKind> horses) {
    public Settlement {
        wins = List.copyOf(wins);
        transfers = List.copyOf(transfers);
        horses = List.copyOf(horses);
    }

    /** Each seat's net result. */
    public BySeat<Integer> net() {
        return Transfer.net(transfers);
    }

    /** What the house received (逃跑 penalties). */
    public int house() {
        return transfers.stream().filter(t -> t.to() == Transfer.TABLE).mapToInt(Transfer::points).sum();
    }
}
