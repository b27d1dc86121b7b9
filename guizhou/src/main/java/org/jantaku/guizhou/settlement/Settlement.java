package org.jantaku.guizhou.settlement;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.Settled;
import org.jantaku.engine.settle.Transfer;

/**
 * A settled hand: the transfers with their reasons (summing to zero by construction) and what they
 * were computed from.
 *
 * @param wins each winner's pattern and value
 * @param ready the seats with 叫 (winners and ready hands)
 * @param burned the seats burned (烧光): they receive no 豆 and no 鸡
 * @param chickens the chickens of the hand (empty for 黄庄)
 * @param chajiao for 黄庄, each ready seat's 查叫 value
 * @param transfers every payment, in the order of spec §11 (胡, 豆, 鸡)
 * @param nextDealer who deals next
 * @param nextStreak the next hand's 连庄数 L
 */
public record Settlement(List<ScoredWin> wins, Set<Integer> ready, Set<Integer> burned, Optional<Chickens> chickens,
        List<ReadyValue> chajiao, List<Transfer<Reason>> transfers, int nextDealer, int nextStreak) implements Settled<Reason> {
    public Settlement {
        wins = List.copyOf(wins);
        ready = Set.copyOf(ready);
        burned = Set.copyOf(burned);
        chajiao = List.copyOf(chajiao);
        transfers = List.copyOf(transfers);
    }

    /** A winner, his hand's pattern and value H. */
    public record ScoredWin(Win win, Pattern pattern, int value) {
    }

    /** A ready seat at 黄庄, the wait its value comes from, the pattern and value. */
    public record ReadyValue(int seat, TileKind waitTile, Pattern pattern, int value) {
    }
}
