package org.jantaku.guangdong.settlement;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.settle.Copies;
import org.jantaku.engine.settle.HandEndChecks;
import org.jantaku.engine.settle.HandEndReader;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.engine.settle.SettleForm;
import org.jantaku.engine.settle.TileFields;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * Whether a hand's end can have happened under the rules: tiles within four copies, melds and wins
 * each possible, the horse count the dealer's term gives. Errors name the field of the JSON form
 * ({@code docs/guangdong.md}).
 */
public final class HandEndCheck {
    /** The engine's reading and checks in 广东麻将's terms, four seats, the 136 tiles; 杠上开花 names the kong's feeder. */
    public static final HandEndReader READ = new HandEndReader(new HandEndChecks(4, GuangdongTerms.MELDS, GuangdongTerms.WAYS, "杠",
            SettleForm.Layout.WINNERS, true), new TileFields(TileSet.STANDARD_136, "广东麻将"));
    private static final HandEndChecks CHECKS = READ.checks();

    private HandEndCheck() {
    }

    static void check(RuleSet rules, HandEnd end) {
        boolean jihu = !GuangdongRules.isTuidaohu(rules);
        Copies copies = new Copies();
        for (int seat = 0; seat < CHECKS.seats(); seat++) {
            List<Meld> melds = end.melds().get(seat);
            if (melds.size() > 4) {
                throw new SettleException("melds[" + seat + "]", "at most 4 melds, not " + melds.size());
            }
            for (int i = 0; i < melds.size(); i++) {
                String field = "melds[" + seat + "][" + i + "]";
                if (!jihu && melds.get(i).shape() == MeldShape.CHI) {
                    throw new SettleException(field + ".type", "推倒胡 has no 吃");
                }
                CHECKS.meld(melds.get(i), seat, field);
                copies.add(melds.get(i));
            }
        }
        CHECKS.wins(end.wins(), WinInput::concealed, end.melds());
        for (int i = 0; i < end.wins().size(); i++) {
            checkWin(end, end.wins().get(i), jihu, "wins[" + i + "]");
            copies.add(end.wins().get(i).concealed());
        }
        if (end.wins().size() > 1 && !jihu && !rules.get(GuangdongRules.TDH_ROBBERS).equals("all")) {
            throw new SettleException("wins", "one winner in 推倒胡 (several robbers of a kong only with gd.tdh.robbers=all)");
        }
        copies.shared(end.wins()).add(end.horses()).check("hands, melds and horses");
        checkHorses(rules, end, jihu);
        Set<Integer> left = new HashSet<>();
        for (int seat : end.escaped()) {
            if (jihu) {
                throw new SettleException("escaped", "逃跑 is a 推倒胡 rule");
            }
            if (seat < 0 || seat > 3 || !left.add(seat)) {
                throw new SettleException("escaped", "seats 0-3, each once, not " + end.escaped());
            }
        }
    }

    private static void checkWin(HandEnd end, WinInput w, boolean jihu, String f) {
        List<Meld> melds = end.melds().get(w.seat());
        if (!jihu && (w.way() == WinSource.DISCARD || w.way() == WinSource.DISCARD_AFTER_KONG)) {
            throw new SettleException(f + ".way", "推倒胡 wins only by self-draw (自摸, 杠上开花) or 抢杠");
        }
        if (w.way() == WinSource.ROBBED_KONG && w.concealed().stream().filter(k -> k == w.tile()).count() != 1) {
            throw new SettleException(f + ".hand", "a robbed " + w.tile().mpsz() + " is the fourth copy: the hand holds it once (in a run or 十三幺)");
        }
        if (w.lastTile() && (w.way() == WinSource.DISCARD || w.way() == WinSource.ROBBED_KONG)) {
            throw new SettleException(f + ".last_tile", "海底捞月 is a win on the last tile drawn");
        }
        boolean ok = switch (w.special()) {
            case NONE -> true;
            case TIANHE -> w.seat() == end.dealer() && w.way() == WinSource.SELF_DRAW && melds.isEmpty();
            case DIHE -> jihu && w.seat() != end.dealer() && w.way() == WinSource.SELF_DRAW && melds.isEmpty();
            case RENHE -> jihu && w.seat() != end.dealer() && w.way() == WinSource.DISCARD && w.from() == end.dealer()
                    && melds.isEmpty();
        };
        if (!ok) {
            throw new SettleException(f + ".special", switch (w.special()) {
                case TIANHE -> "天和 is the dealer's self-draw on his dealt tiles";
                case DIHE -> "地和 is a non-dealer's self-draw on his first draw (鸡胡)";
                case RENHE -> "人和 is a non-dealer's win on the dealer's first discard (鸡胡)";
                case NONE -> "";
            });
        }
    }

    private static void checkHorses(RuleSet rules, HandEnd end, boolean jihu) {
        int expected = jihu ? 0 : Horses.count(end.dealerTerm(), rules.get(GuangdongRules.TDH_MAX_HORSES));
        boolean settled = !end.wins().isEmpty() || rules.get(GuangdongRules.TDH_HORSES_ON_DRAW);
        int n = end.horses().size();
        if (n != expected && (settled || n != 0)) {
            throw new SettleException("horses", jihu ? "鸡胡 has no horses"
                    : "the dealer's term " + end.dealerTerm() + " buys " + expected + " horses, not " + n);
        }
    }
}
