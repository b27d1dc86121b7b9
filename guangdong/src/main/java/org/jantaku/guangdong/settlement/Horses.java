package org.jantaku.guangdong.settlement;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.Transfer;

/**
 * 买马 (spec B4): how many horses the dealer buys, whom a horse names, and the transfers it adds.
 * The dealer shares the target's result: for each transfer {@code X → T} the dealer gets the same
 * from X, for each {@code T → Y} he pays Y the same; a transfer whose counterparty would be the
 * dealer himself is skipped (copyTransfers), or made with the target as counterparty (targetNet,
 * so the dealer's horse result equals the target's net).
 */
public final class Horses {
    /** Seat offsets of the honours 东南西北中发白 counted from the dealer, by mpsz number (1z 东 … 5z 白, 6z 发, 7z 中). */
    private static final int[] HONOR_OFFSET = {0, 1, 2, 3, 2, 1, 0};

    private Horses() {
    }

    /** Horses of the dealer's {@code term}-th consecutive hand as dealer: 1, 2, 3, 4, 4 … up to {@code max}. */
    public static int count(int term, int max) {
        return Math.min(term, max);
    }

    /** The seat a horse names: 1/5/9 东 中 the dealer, 2/6 南 发 下家, 3/7 西 白 对家, 4/8 北 上家. */
    public static int target(TileKind tile, int dealer) {
        int offset = tile.isHonor() ? HONOR_OFFSET[tile.number() - 1] : (tile.number() - 1) % 4;
        return (dealer + offset) % 4;
    }

    /** The transfers the horses add to {@code result} (the hand's 胡 and 杠 transfers). */
    static List<Transfer<Cause>> copy(List<Transfer<Cause>> result, List<TileKind> horses, int dealer, boolean targetNet) {
        List<Transfer<Cause>> out = new ArrayList<>();
        for (TileKind horse : horses) {
            int target = target(horse, dealer);
            for (Transfer<Cause> t : result) {
                Cause note = new Cause.Horse(horse, target, (Reason) t.reason());
                if (t.to() == target) {
                    int payer = t.from() == dealer ? (targetNet ? target : dealer) : t.from();
                    if (payer != dealer) {
                        out.add(new Transfer<>(payer, dealer, t.points(), note));
                    }
                } else if (t.from() == target) {
                    int payee = t.to() == dealer ? (targetNet ? target : dealer) : t.to();
                    if (payee != dealer) {
                        out.add(new Transfer<>(dealer, payee, t.points(), note));
                    }
                }
            }
        }
        return out;
    }
}
