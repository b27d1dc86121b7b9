package org.jantaku.guangdong.settlement;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Copies;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * Whether a hand's end can have happened under the rules: tiles within four copies, melds and wins
 * each possible, the horse count the dealer's term gives. Errors name the field of the JSON form
 * ({@code docs/guangdong.md}).
 */
final class HandEndCheck {
    private HandEndCheck() {
    }

    static void check(RuleSet rules, HandEnd end) {
        boolean jihu = !GuangdongRules.isTuidaohu(rules);
        Copies copies = new Copies();
        for (int seat = 0; seat < 4; seat++) {
            List<Meld> melds = end.melds().get(seat);
            if (melds.size() > 4) {
                throw new SettleException("melds[" + seat + "]", "at most 4 melds, not " + melds.size());
            }
            for (int i = 0; i < melds.size(); i++) {
                checkMeld(melds.get(i), seat, jihu, "melds[" + seat + "][" + i + "]");
                copies.add(melds.get(i));
            }
        }
        checkWins(rules, end, jihu, copies);
        copies.add(end.horses()).check("hands, melds and horses");
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

    private static void checkMeld(Meld m, int owner, boolean jihu, String field) {
        switch (m.shape()) {
            case CHI -> {
                if (!jihu) {
                    throw new SettleException(field + ".type", "推倒胡 has no 吃");
                }
                if (m.from() != (owner + 3) % 4) {
                    throw new SettleException(field + ".from", "吃 is only from 上家, seat " + (owner + 3) % 4 + ", not " + m.from());
                }
            }
            case PUNG, EXPOSED_KONG, ADDED_KONG -> {
                if (m.from() == owner) {
                    throw new SettleException(field + ".from", "a " + GuangdongTerms.MELDS.key(m.shape()) + " is fed by another seat, not by its owner");
                }
            }
            case CONCEALED_KONG -> {
                if (m.from() != owner) {
                    throw new SettleException(field + ".from", "a concealed kong has no feeder");
                }
            }
        }
    }

    private static void checkWins(RuleSet rules, HandEnd end, boolean jihu, Copies copies) {
        Set<Integer> seats = new HashSet<>();
        List<WinInput> wins = end.wins();
        for (int i = 0; i < wins.size(); i++) {
            WinInput w = wins.get(i);
            String f = "wins[" + i + "]";
            if (w.seat() < 0 || w.seat() > 3 || !seats.add(w.seat())) {
                throw new SettleException(f + ".seat", "a seat 0-3 that has not won already, not " + w.seat());
            }
            if (w.from() < 0 || w.from() > 3) {
                throw new SettleException(f + ".from", "seats are 0-3, not " + w.from());
            }
            if (!w.concealed().contains(w.winTile())) {
                throw new SettleException(f + ".win_tile", w.winTile().mpsz() + " is not in the hand");
            }
            copies.add(w.concealed());
            if (i > 0) {
                copies.add(w.winTile(), -1); // several winners on one discard or kong share the one winning tile
            }
            checkWay(end, w, jihu, f);
            if (i > 0 && (w.way() != wins.get(0).way() || w.from() != wins.get(0).from())) {
                throw new SettleException(f, "several winners only on one discard or one robbed kong");
            }
        }
        if (wins.size() > 1 && !jihu && !rules.get(GuangdongRules.TDH_ROBBERS).equals("all")) {
            throw new SettleException("wins", "one winner in 推倒胡 (several robbers of a kong only with gd.tdh.robbers=all)");
        }
        if (wins.size() > 1 && wins.get(0).way() != WinSource.DISCARD && wins.get(0).way() != WinSource.ROBBED_KONG) {
            throw new SettleException("wins", "several winners only on one discard or one robbed kong");
        }
    }

    private static void checkWay(HandEnd end, WinInput w, boolean jihu, String f) {
        List<Meld> melds = end.melds().get(w.seat());
        switch (w.way()) {
            case DISCARD, DISCARD_AFTER_KONG -> {
                if (!jihu) {
                    throw new SettleException(f + ".way", "推倒胡 wins only by self-draw (自摸, 杠上开花) or 抢杠");
                }
                if (w.from() == w.seat()) {
                    throw new SettleException(f + ".from", "a discard win needs the discarder, not the winner");
                }
            }
            case SELF_DRAW -> {
                if (w.from() != w.seat()) {
                    throw new SettleException(f + ".from", "a self-draw has no discarder");
                }
            }
            case REPLACEMENT_DRAW -> {
                boolean fed = w.from() != w.seat();
                if (melds.stream().noneMatch(m -> m.shape().isKong() && (!fed || m.shape() == MeldShape.EXPOSED_KONG && m.from() == w.from()))) {
                    throw new SettleException(f + ".from", fed ? "no kong of seat " + w.from() + "'s discard in the winner's melds"
                            : "杠上开花 needs a kong among the winner's melds");
                }
            }
            case ROBBED_KONG -> {
                boolean pon = end.melds().get(w.from()).stream().anyMatch(m -> m.shape() == MeldShape.PUNG && m.kind() == w.winTile());
                if (w.from() == w.seat() || !pon) {
                    throw new SettleException(f + ".from", "抢杠 robs a seat adding " + w.winTile().mpsz() + " to its 碰; seat "
                            + w.from() + " has no such 碰");
                }
                if (w.concealed().stream().filter(k -> k == w.winTile()).count() != 1) {
                    throw new SettleException(f + ".hand", "a robbed " + w.winTile().mpsz()
                            + " is the fourth copy: the hand holds it once (in a run or 十三幺)");
                }
            }
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
