package org.jantaku.guangdong.settlement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.Readings;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Payments;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * The settlement of a Guangdong hand's end, shared by the game and by {@code jantaku settle}: each
 * winner's value; the win's payments (discard win: the discarder pays X; self-draw: each of the other
 * three pays X; 包: the liable player pays 3X); in 推倒胡 the kong payments (放杠 3, 明杠 1 each, 暗杠 2
 * each, × 底分; void on a drawn hand by default), the dealer's horses, and the 逃跑 penalty. A winner's
 * hand is read once ({@link Readings.Hand}, by the rule set's winning shapes) for the style's scorer.
 */
public final class GuangdongSettlement {
    private GuangdongSettlement() {
    }

    /**
     * @throws SettleException for a hand's end that cannot have happened, naming the field
     */
    public static Settlement settle(RuleSet rules, HandEnd end) {
        HandEndCheck.check(rules, end);
        boolean jihu = !GuangdongRules.isTuidaohu(rules);
        int base = rules.get(GuangdongRules.BASE);
        List<WinScore> scores = new ArrayList<>();
        Payments<Cause> result = new Payments<>(4);
        for (int i = 0; i < end.wins().size(); i++) {
            WinInput w = end.wins().get(i);
            List<Meld> melds = end.melds().get(w.seat());
            Readings.Hand hand = Readings.Hand.of(w.counts(), melds.stream().map(Meld::group).toList(), GuangdongRules.winShapes(rules));
            if (!hand.complete()) {
                throw new SettleException("wins[" + i + "].hand", "not a winning hand in " + (jihu ? "鸡胡" : "推倒胡"));
            }
            WinScore s = jihu ? JihuScorer.score(rules, end, w, hand, end.wins().size()) : TuidaohuScorer.score(rules, w, hand, melds);
            scores.add(s);
            pay(result, w, s.value() * base, Liability.of(end, w, jihu));
        }
        if (!jihu && (!end.wins().isEmpty() || rules.get(GuangdongRules.TDH_GANG_ON_DRAW).equals("paid"))) {
            kongs(end, base, result);
        }
        List<Transfer<Cause>> transfers = new ArrayList<>(result.list());
        if (!jihu) {
            if (!end.wins().isEmpty() || rules.get(GuangdongRules.TDH_HORSES_ON_DRAW)) {
                transfers.addAll(Horses.copy(result.list(), end.horses(), end.dealer(),
                        rules.get(GuangdongRules.TDH_HORSE_SEMANTICS).equals("targetNet")));
            }
            transfers.addAll(escapes(rules, end, base));
        }
        return new Settlement(scores, transfers, end.horses());
    }

    private static void pay(Payments<Cause> out, WinInput w, int x, Optional<Liability.Liable> liable) {
        if (w.way() == WinSource.DISCARD) {
            out.pay(w.from(), w.seat(), x, Reason.HU);
        } else if (liable.isPresent()) {
            out.pay(liable.get().seat(), w.seat(), 3 * x, liable.get().reason());
        } else {
            out.fromOthersInTurn(w.seat(), x, Reason.HU);
        }
    }

    /** 推倒胡 kong payments, seat by seat in the order the kongs were made. */
    private static void kongs(HandEnd end, int base, Payments<Cause> out) {
        for (int seat = 0; seat < 4; seat++) {
            for (Meld m : end.melds().get(seat)) {
                switch (m.shape()) {
                    case EXPOSED_KONG -> out.pay(m.from(), seat, 3 * base, Reason.KONG_FED);
                    case ADDED_KONG -> out.fromOthersInTurn(seat, base, Reason.KONG_ADDED);
                    case CONCEALED_KONG -> out.fromOthersInTurn(seat, 2 * base, Reason.KONG_CONCEALED);
                    case CHI, PUNG -> { }
                }
            }
        }
    }

    private static List<Transfer<Cause>> escapes(RuleSet rules, HandEnd end, int base) {
        int penalty = rules.get(GuangdongRules.TDH_ESCAPE_PENALTY) * base;
        boolean split = rules.get(GuangdongRules.TDH_ESCAPE_RECEIVER).equals("split");
        Payments<Cause> out = new Payments<>(4);
        for (int seat : end.escaped()) {
            int each = split ? penalty / 3 : 0;
            for (int k = 1; k <= 3; k++) {
                out.pay(seat, (seat + k) % 4, each, Reason.ESCAPE);
            }
            out.pay(seat, Transfer.TABLE, penalty - 3 * each, Reason.ESCAPE);
        }
        return out.list();
    }
}
