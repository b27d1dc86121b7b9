package org.jantaku.example.game;

import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.settle.Payments;
import org.jantaku.engine.settle.Settled;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.WinSource;
import org.jantaku.example.rules.PairsRules;
import org.jantaku.example.rules.PairsTerms.Reason;

/**
 * A hand of pairs 七对 settled: its wins (none when the wall ran out, 荒庄) and the flat payments, which sum to zero.
 *
 * @param wins the winners, nearest the discarder first
 * @param transfers who paid whom and why
 */
public record PairsSettlement(List<Win> wins, List<Transfer<Reason>> transfers) implements Settled<Reason> {
    public PairsSettlement {
        wins = List.copyOf(wins);
        transfers = List.copyOf(transfers);
    }

    /**
     * One winner.
     *
     * @param seat the winner
     * @param from the discarder or robbed player; the winner for a self-draw
     * @param way how
     * @param tile the winning tile
     */
    public record Win(int seat, int from, WinSource way, Tile tile) {
    }

    /**
     * The payments of some wins: on a self-draw each other seat pays {@code pairs.selfDrawPoints}; on a discard
     * or a robbed kong the discarder or robbed player pays {@code pairs.discardPoints} to each winner.
     */
    public static PairsSettlement of(RuleSet rules, List<Win> wins) {
        Payments<Reason> pay = new Payments<>(4);
        for (Win w : wins) {
            if (w.way().isSelfDraw()) {
                pay.fromOthersInTurn(w.seat(), rules.get(PairsRules.SELF_DRAW_POINTS), Reason.SELF_DRAW);
            } else {
                pay.pay(w.from(), w.seat(), rules.get(PairsRules.DISCARD_POINTS), Reason.DISCARD);
            }
        }
        return new PairsSettlement(wins, pay.list());
    }
}
