package org.jantaku.guangdong.settlement;

import java.util.List;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.Settled;
import org.jantaku.engine.settle.Transfer;

/**
 * A hand's settlement: what each winner's hand is worth, the transfers with their reasons (they sum
 * to zero, the house included), and the horses revealed.
 */
public record Settlement(List<WinScore> wins, List<Transfer<Cause>> transfers, List<TileKind> horses) implements Settled<Cause> {
    public Settlement {
        wins = List.copyOf(wins);
        transfers = List.copyOf(transfers);
        horses = List.copyOf(horses);
    }
}
