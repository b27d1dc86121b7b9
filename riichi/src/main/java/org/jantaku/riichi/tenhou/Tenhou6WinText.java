package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.riichi.scoring.Cost;
import org.jantaku.riichi.scoring.HandScore;
import org.jantaku.riichi.scoring.YakuHan;

/**
 * A win's value and yaku as a tenhou.net/6 win detail writes them, the inverse of {@link Tenhou6Points} and
 * {@link Tenhou6Yaku}: {@code "30符4飜7700点"}, {@code "30符2飜500-1000点"}, {@code "40符2飜1300点∀"},
 * {@code "満貫8000点"}, then {@code "立直(1飜)"} … or {@code "大三元(役満)"}; a yakuman the rules count double is
 * {@code "国士無双１３面(ダブル役満)"}, a counted yakuman's limit {@code 数え役満}. Norths set aside (抜きドラ) are
 * counted in {@code ドラ}, as Tenhou does.
 */
final class Tenhou6WinText {
    private Tenhou6WinText() {
    }

    /**
     * The value text: the hand's points without honba and sticks.
     *
     * @param dealer whether the winner is the dealer
     * @param tsumo whether the win is self-drawn
     */
    static String value(HandScore score, boolean dealer, boolean tsumo) {
        String head = switch (score.limit()) {
            case NONE -> score.fu() + "符" + score.han() + "飜";
            case MANGAN -> "満貫";
            case HANEMAN -> "跳満";
            case BAIMAN -> "倍満";
            case SANBAIMAN -> "三倍満";
            case KAZOE_YAKUMAN -> "数え役満";
            case YAKUMAN -> "役満";
        };
        Cost cost = Cost.of(score.basePoints(), dealer, tsumo, 0, 0, 0, 0);
        String points = !tsumo ? cost.main() + "点" : dealer ? cost.main() + "点∀" : cost.additional() + "-" + cost.main() + "点";
        return head + points;
    }

    /**
     * The yaku texts, dora kinds included (those worth a han or more).
     *
     * @throws IllegalArgumentException for a yaku Tenhou has no name for
     */
    static List<String> yaku(HandScore score) {
        List<String> out = new ArrayList<>();
        java.util.Map<Integer, Integer> doraAt = new java.util.HashMap<>(); // Tenhou id → index in out (ドラ with Norths)
        java.util.Map<Integer, Integer> doraHan = new java.util.HashMap<>();
        for (YakuHan y : score.yaku()) {
            if (y.han() == 0) {
                continue;
            }
            TenhouYaku tenhou = TenhouYaku.of(y.yaku()).orElseThrow(
                    () -> new IllegalArgumentException("the yaku " + y.yaku().key() + " has no name in tenhou.net/6"));
            String name = tenhou.japanese();
            if (!y.yaku().isYakuman()) {
                int han = doraHan.merge(tenhou.id(), y.han(), Integer::sum);
                Integer at = doraAt.putIfAbsent(tenhou.id(), out.size());
                if (at == null) {
                    out.add(name + "(" + han + "飜)");
                } else { // Norths set aside are written in ドラ (TenhouYaku.asTenhou)
                    out.set(at, name + "(" + han + "飜)");
                }
            } else if (y.han() == 26) {
                out.add(name + "(ダブル役満)");
            } else if (y.han() == 13) {
                out.add(name + "(役満)");
            } else {
                throw new IllegalArgumentException("the yakuman " + y.yaku().key() + " counts " + y.han()
                        + " han, which tenhou.net/6 cannot write");
            }
        }
        return out;
    }
}
